import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether it went on a connection kept from an earlier request. */
  reused: boolean;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request with the target sent exactly as given: `fetch` would normalise `..`, `%2e`
 * and the like away before they ever reached the server (how a hostile client sends them).
 */
export function rawRequest(
  origin: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The connections it goes on; default a keep-alive pool shared by every call. */
    agent?: Agent;
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent: options.agent ?? agent,
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
            reused: request.reusedSocket,
          }),
        );
        response.on('error', reject);
      },
    );
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setHeader(name, value);
    }
    request.on('error', reject);
    request.end(options.body);
  });
}

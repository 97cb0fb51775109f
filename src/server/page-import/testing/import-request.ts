import type { TestServer } from '../../testing/test-server.ts';
import type { VerifiedUser } from '../../testing/verified-user.ts';

export interface ImportAnswer<Body = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** How long the answer took, in milliseconds. */
  took: number;
  body: Body & { code?: string; message?: string };
}

/**
 * An import from the web page `url` at the route `path`, asked for from the app's own
 * page as the browser sends it; `url` that is not a string is sent as the whole body.
 */
export async function postImport<Body>(
  server: TestServer,
  path: string,
  user: VerifiedUser | null,
  url: unknown,
  headers: Record<string, string> = {},
): Promise<ImportAnswer<Body>> {
  const started = performance.now();
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.origin,
      ...(user ? { Cookie: user.cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(typeof url === 'string' ? { url } : url),
  });
  const body = (await response.json()) as ImportAnswer<Body>['body'];
  return {
    status: response.status,
    headers: response.headers,
    took: performance.now() - started,
    body,
  };
}

/** An answer's refusal: its status, code and message. */
export function refusalOf({ status, body }: ImportAnswer<unknown>) {
  return { status, code: body.code, message: body.message };
}

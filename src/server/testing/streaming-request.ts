import { connect, type Socket } from 'node:net';

/** One request sent byte by byte over a raw connection, as a hostile client would. */
export interface StreamedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** The body's first bytes (a JSON or multipart opening); spaces follow. */
  prefix?: string | Buffer;
  /** The body's last bytes (a multipart closing), after the spaces. */
  suffix?: string | Buffer;
  /** The whole body's size in bytes, `prefix` and `suffix` included. */
  size?: number;
  /**
   * Declare the size in Content-Length (the default) or send the body chunked, with no
   * length announced.
   */
  framing?: 'declared' | 'chunked';
  /** Keep sending after the answer came, as a client that ignores it would. Default false. */
  ignoreAnswer?: boolean;
  /** Send `Expect: 100-continue` and the body only once the server asks for it. */
  expectContinue?: boolean;
}

export interface StreamedResponse {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  /** Body bytes handed to the operating system when the answer's head arrived. */
  sentWhenAnswered: number;
  /** Whether the whole body had been handed over by then. */
  finishedSending: boolean;
}

const CHUNK = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

interface PendingAnswer {
  resolve: (response: StreamedResponse) => void;
  reject: (error: Error) => void;
  onHead: () => void;
  sent: () => { bytes: number; finished: boolean };
}

/**
 * One client connection to `origin`, sending requests one after another on the same
 * socket, so a test sees whether the server keeps it usable, closes it cleanly (the whole
 * answer, then the end of the stream) or resets it.
 */
export class RawConnection {
  readonly socket: Socket;
  /** How the server ended the connection: 'end' (cleanly), 'reset' (an error first). */
  readonly ended: Promise<'end' | 'reset'>;
  private buffer = Buffer.alloc(0);
  private pending: PendingAnswer | null = null;
  /** The statuses of interim answers (100 Continue) so far. */
  readonly interim: number[] = [];
  private onInterim: (() => void) | null = null;
  /** Settles once the last request's body has been handed over (or given up). */
  private written: Promise<void> = Promise.resolve();

  private constructor(socket: Socket) {
    this.socket = socket;
    this.ended = new Promise((resolve) => {
      socket.once('end', () => resolve('end'));
      socket.once('error', () => resolve('reset'));
      socket.once('close', () => resolve('reset'));
    });
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.parse();
    });
    // The answer may be whole before the end: only a missing answer is an error.
    socket.on('error', (error) => this.fail(error));
    socket.on('end', () => this.parse(true));
    socket.on('close', () => this.fail(new Error('The connection closed before an answer.')));
  }

  static open(origin: string): Promise<RawConnection> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** The local port: the server sees it as the connection's remote port. */
  get port(): number {
    return this.socket.localPort!;
  }

  private fail(error: Error) {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    pending.reject(error);
  }

  /** Completes the pending answer once it is whole (`atEnd`: the server closed). */
  private parse(atEnd = false) {
    const pending = this.pending;
    if (!pending) return;
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const [statusLine, ...lines] = this.buffer
      .subarray(0, headEnd)
      .toString('latin1')
      .split('\r\n');
    const status = Number(statusLine!.split(' ')[1]);
    if (status < 200) {
      // An interim answer (100 Continue): noted, and the final one awaited.
      this.interim.push(status);
      this.onInterim?.();
      this.buffer = this.buffer.subarray(headEnd + HEAD_END.length);
      this.parse(atEnd);
      return;
    }
    pending.onHead();
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = this.buffer.subarray(headEnd + HEAD_END.length);
    let body: Buffer | null = null;
    let used = 0;
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', used);
        if (lineEnd < 0) break;
        const size = parseInt(rest.subarray(used, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) break;
        if (size === 0) {
          body = Buffer.concat(parts);
          used = lineEnd + 4;
          break;
        }
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        used = lineEnd + 2 + size + 2;
      }
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (rest.length >= length) {
        body = rest.subarray(0, length);
        used = length;
      }
    } else if (atEnd) {
      body = rest;
      used = rest.length;
    }
    if (!body) return;
    this.buffer = rest.subarray(used);
    this.pending = null;
    const sent = pending.sent();
    pending.resolve({
      status,
      headers,
      body: body.toString('utf8'),
      sentWhenAnswered: sent.bytes,
      finishedSending: sent.finished,
    });
  }

  /**
   * Sends `request` and resolves with its answer. The body goes out in 64 KB pieces as fast
   * as the connection takes them; sending stops when the answer's head arrives, unless
   * `ignoreAnswer`.
   */
  async send(request: StreamedRequest): Promise<StreamedResponse> {
    // A request follows the whole body of the one before it, as HTTP/1.1 requires.
    await this.written;
    const { socket } = this;
    let bodyWritten = () => {};
    this.written = new Promise((resolve) => (bodyWritten = resolve));
    const prefix = Buffer.from(request.prefix ?? '');
    const suffix = Buffer.from(request.suffix ?? '');
    const size = request.size ?? prefix.length + suffix.length;
    const suffixAt = size - suffix.length;
    const chunked = request.framing === 'chunked';
    let sent = 0;
    let queued = 0;
    let answered = false;
    let sentAtHead = { bytes: 0, finished: false };
    const answer = new Promise<StreamedResponse>((resolve, reject) => {
      this.pending = {
        resolve,
        reject,
        onHead: () => {
          if (!answered) sentAtHead = { bytes: sent, finished: sent === size };
          answered = true;
        },
        sent: () => sentAtHead,
      };
    });

    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      `Host: ${socket.remoteAddress}:${socket.remotePort}`,
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
      ...(request.expectContinue ? ['Expect: 100-continue'] : []),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);

    const spaces = Buffer.alloc(CHUNK, 0x20);
    const write = (piece: Buffer) => {
      queued += piece.length;
      const framed = chunked
        ? [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]
        : [piece];
      let more = true;
      for (const part of framed) {
        more = socket.write(part, (error) => {
          if (!error && part === piece) sent += piece.length;
        });
      }
      return more;
    };
    const pump = () => {
      while (queued < size && !socket.destroyed && (request.ignoreAnswer || !answered)) {
        const piece =
          queued < prefix.length
            ? prefix.subarray(queued, queued + CHUNK)
            : queued >= suffixAt
              ? suffix.subarray(queued - suffixAt, queued - suffixAt + CHUNK)
              : spaces.subarray(0, Math.min(CHUNK, suffixAt - queued));
        if (!write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (queued >= size && chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      bodyWritten();
    };
    if (request.expectContinue) {
      // The body waits for the server's 100 Continue; a final answer instead ends it.
      const invited = new Promise<void>((resolve) => (this.onInterim = resolve));
      void Promise.race([invited, answer.catch(() => {})]).then(() => {
        this.onInterim = null;
        pump();
      });
    } else pump();
    return answer;
  }

  close() {
    this.socket.destroy();
  }
}

/** One request on a connection of its own; the connection is closed after the answer. */
export async function streamRequest(
  origin: string,
  request: StreamedRequest,
): Promise<StreamedResponse> {
  const connection = await RawConnection.open(origin);
  try {
    return await connection.send(request);
  } finally {
    connection.close();
  }
}

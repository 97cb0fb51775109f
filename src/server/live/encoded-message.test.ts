import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { EncodedMessage } from './encoded-message.ts';

let server: WebSocketServer | undefined;
afterEach(() => server?.close());

/** A real ws server and client; resolves with the server side's TCP stream and the client. */
async function connectedPair(): Promise<{ stream: Duplex; client: WebSocket }> {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server!.once('listening', resolve));
  const accepted = new Promise<Duplex>((resolve) =>
    server!.once('connection', (_socket, request) => resolve(request.socket)),
  );
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((resolve) => client.once('open', resolve));
  return { stream: await accepted, client };
}

describe('an encoded message', () => {
  it('frames its JSON so a standard client reads it whole, at every length encoding', async () => {
    const { stream, client } = await connectedPair();
    // 7-bit, 16-bit and 64-bit lengths, each at its edges.
    const lengths = [0, 125, 126, 65_535, 65_536, 300_000];
    const received: { text: string; binary: boolean }[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data, binary) => {
        received.push({ text: data.toString(), binary });
        if (received.length === lengths.length) resolve();
      }),
    );
    const texts = lengths.map((length, index) => `${index}`.padEnd(length, 'x').slice(0, length));
    for (const text of texts) {
      const message = new EncodedMessage(Buffer.from(text));
      expect(message.frame).toBe(message.frame);
      stream.write(message.frame);
    }
    await all;
    expect(received).toEqual(texts.map((text) => ({ text, binary: false })));
    client.close();
  });
});

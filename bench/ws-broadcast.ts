import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The raw baseline for live fan-out, run as its own process (`node bench/ws-broadcast.ts`)
 * as the app's server is: a plain `ws` server that sends every message it receives, as
 * it is, to every other client. No sessions, no storage, no protocol.
 */
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });

server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => {
    for (const client of server.clients) {
      if (client !== socket && client.readyState === WebSocket.OPEN) {
        client.send(data, { binary: isBinary });
      }
    }
  });
});

server.on('listening', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Broadcasting at ws://127.0.0.1:${port}`);
});

import {
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from '@/shared/data/protocol.ts';
import type { SocketEvents, SocketFactory } from '../engine/connection.ts';

/**
 * A live socket whose server side is played by the test, for orderings and close codes a
 * real server produces only by chance or not at all: `sent` holds what the client sent,
 * one list per socket it opened; the other members act on the socket opened last.
 */
export function scriptedSocket() {
  const sent: ClientMessage[][] = [];
  let events: SocketEvents | undefined;
  const connect: SocketFactory = (opened) => {
    events = opened;
    const messages: ClientMessage[] = [];
    sent.push(messages);
    return { send: (data) => messages.push(JSON.parse(data) as ClientMessage), close() {} };
  };
  const receive = (message: ServerMessage) => events!.message(JSON.stringify(message));
  return {
    connect,
    sent,
    receive,
    /** A message as the socket's text (already serialised, e.g. to time only the client). */
    receiveText: (text: string) => events!.message(text),
    /** Opens the socket (the client says hello). */
    open: () => events!.open(),
    /** Opens the socket and welcomes it. */
    welcome(seq = 0) {
      events!.open();
      receive({ type: 'welcome', v: PROTOCOL_VERSION, seq });
    },
    /** The server closes the socket with `code`. */
    close: (code: number) => events!.close(code),
    /** The link drops without a close handshake. */
    drop: () => events!.close(1006),
  };
}

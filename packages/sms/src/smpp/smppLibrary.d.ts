// The part of the `smpp` package (0.5.x, CommonJS, no types of its own) this package uses.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** A decoded PDU: its header and its fields by SMPP name (short_message decoded by data_coding). */
  interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): Pdu;
  }

  /** One SMPP connection, client or server side. */
  interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: Pdu, onResponse?: (response: Pdu) => void): boolean;
    bind_transceiver(options: Record<string, unknown>, onResponse: (response: Pdu) => void): boolean;
    submit_sm(options: Record<string, unknown>, onResponse: (response: Pdu) => void): boolean;
    deliver_sm(options: Record<string, unknown>, onResponse?: (response: Pdu) => void): boolean;
    enquire_link(onResponse: (response: Pdu) => void): boolean;
    unbind(onResponse: (response: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  /** An SMPP listener: one session per accepted connection. */
  interface Server extends NetServer {
    sessions: Session[];
  }

  const smpp: {
    connect(options: { host: string; port: number }): Session;
    createServer(options: Record<string, never>, listener: (session: Session) => void): Server;
    errors: Readonly<Record<string, number>>;
  };
  export type { Pdu, Server, Session };
  export default smpp;
}

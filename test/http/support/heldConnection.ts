// A raw connection a test holds open: an idle socket, or a request whose body never ends.
import { connect, type Socket } from 'node:net';

/** An open raw connection, what the server sent on it so far, and whether the server closed it. */
export interface HeldConnection {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** True once the server (or the test) closed the connection. */
  isClosed(): boolean;
  /** Resolves once the server has sent `text` (never: once it closed the connection), or has closed the connection; fails after `limitMs`. */
  until(text: string | undefined, limitMs?: number): Promise<void>;
}

/** Connects to 127.0.0.1:`port` and writes `initial` (nothing: an idle connection); resolves once connected. */
export function hold(port: number, initial = ''): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const waiters = new Set<() => void>();
    const wake = (): void => waiters.forEach((waiter) => waiter());
    socket.on('data', (data: Buffer) => ((text += data.toString('latin1')), wake()));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => ((closed = true), wake()));
    socket.once('connect', () => {
      if (initial !== '') socket.write(initial);
      resolve({
        socket,
        received: () => text,
        isClosed: () => closed,
        until: (wanted, limitMs = 10_000) =>
          new Promise<void>((done, fail) => {
            const check = (): void => {
              if (!(wanted !== undefined && text.includes(wanted)) && !closed) return;
              waiters.delete(check);
              clearTimeout(timer);
              done();
            };
            const timer = setTimeout(() => (waiters.delete(check), fail(new Error(`no ${JSON.stringify(wanted)} within ${limitMs} ms; got ${JSON.stringify(text.slice(0, 200))}`))), limitMs);
            waiters.add(check);
            check();
          }),
      });
    });
    socket.once('error', reject);
  });
}

/** The head of a POST of the send with `key`, declaring `length` body bytes, asking for 100-continue (so the server says when it took the request). */
export function sendHead(key: string, length: number): string {
  return `POST /v1.2/rcs/send HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`;
}

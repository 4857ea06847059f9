// A raw TCP client for what fetch cannot send: malformed framing, headers a byte at a time.
import { connect } from 'node:net';

/** What came back on a raw connection, and when the server closed it. */
export interface RawExchange {
  /** Everything the server sent. */
  readonly text: string;
  /** Milliseconds from the connection to its close by the server. */
  readonly closedAfterMs: number;
}

/** One response read off a raw connection. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** Every response in `text`, in order, each read by its Content-Length. */
export function responsesIn(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const bodyText = rest.slice(end + 4, end + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body: bodyText === '' ? undefined : JSON.parse(bodyText) });
    rest = rest.slice(end + 4 + length);
  }
  return responses;
}

/** The first response in `text` (fails when there is none). */
export function firstResponse(text: string): RawResponse {
  const [first] = responsesIn(text);
  if (first === undefined) throw new Error(`no HTTP response in ${JSON.stringify(text.slice(0, 200))}`);
  return first;
}

/**
 * Connects to 127.0.0.1:`port`, writes `chunks` (all at once, or one every `intervalMs`) and
 * waits for the server to close the connection, at most `limitMs` (then fails).
 */
export function exchange(port: number, chunks: readonly string[], intervalMs = 0, limitMs = 20_000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let next = 0;
    const timer = intervalMs > 0 ? setInterval(() => next < chunks.length && socket.write(chunks[next++] as string), intervalMs) : undefined;
    if (timer === undefined) for (const chunk of chunks) socket.write(chunk);
    const limit = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open ${limitMs} ms; it sent ${JSON.stringify(text.slice(0, 200))}`));
    }, limitMs);
    socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(limit);
      resolve({ text, closedAfterMs: performance.now() - startedAt });
    });
  });
}

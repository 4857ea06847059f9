import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What {@link _requestJson} gives back. @internal */
export interface _JsonAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly text: string;
}

/** Answers above this size are cut (an RBM answer is the message itself: at most 250 KB). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Keep-alive agents, one per scheme, shared by every port of this process. */
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

/**
 * Sends one request to `url` (a JSON `body`, or none) over node's own HTTP client with
 * keep-alive connections (cheaper per call than `fetch`), reading at most 1 MiB of the answer.
 * With `answer` `'head'` it resolves as soon as the status and headers arrive (`text` empty) and
 * discards the body, which `signal` still bounds. Rejects on a network error or when `signal`
 * aborts before it resolved.
 *
 * @internal
 */
export function _requestJson(method: 'GET' | 'POST' | 'DELETE', url: URL, headers: Record<string, string>, body: string | undefined, signal: AbortSignal, answer: 'whole' | 'head' = 'whole'): Promise<_JsonAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const length = payload === undefined ? {} : { 'content-length': payload.length };
    const request = send(url, { method, agent, signal, headers: { ...headers, ...length } }, (response: IncomingMessage) => {
      const retryAfter = response.headers['retry-after'];
      const head = { status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null };
      if (answer === 'head') {
        response.on('error', () => undefined).resume(); // an abort after the head ends the body, not the answer
        resolve({ ...head, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on('end', () => resolve({ ...head, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

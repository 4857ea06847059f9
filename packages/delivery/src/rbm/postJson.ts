import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What {@link _postJson} gives back. @internal */
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
 * POSTs `body` to `url` over node's own HTTP client with keep-alive connections (cheaper per
 * call than `fetch`), reading at most 1 MiB of the answer. Rejects on a network error or when
 * `signal` aborts.
 *
 * @internal
 */
export function _postJson(url: URL, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<_JsonAnswer> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(body, 'utf8');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const request = send(url, { method: 'POST', agent, signal, headers: { ...headers, 'content-length': payload.length } }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

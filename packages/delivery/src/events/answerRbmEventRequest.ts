import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RbmEventAnswer, RbmEventReceiver } from './createRbmEventReceiver';

const TOO_LARGE: RbmEventAnswer = { status: 413, contentType: 'application/json', body: '{"outcome":"too-large"}', outcome: 'too-large' };

/** The body of `request`, or undefined once it passes `maxBytes` (the rest is not read). */
async function readBounded(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The `node:http` bridge of a {@link RbmEventReceiver}: reads the body (413 as soon as it passes
 * the receiver's bound, and the connection is closed), lets the receiver answer and writes the
 * answer. Resolves to the answer, for logs and metrics. Route only RBM's POSTs to it.
 *
 * @public
 */
export async function answerRbmEventRequest(receiver: RbmEventReceiver, request: IncomingMessage, response: ServerResponse): Promise<RbmEventAnswer> {
  const body = await readBounded(request, receiver.maxBodyBytes);
  const answer = body === undefined ? TOO_LARGE : await receiver.receive(body, request.headers);
  response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': Buffer.byteLength(answer.body), ...(body === undefined ? { connection: 'close' } : {}) });
  response.end(answer.body);
  return answer;
}

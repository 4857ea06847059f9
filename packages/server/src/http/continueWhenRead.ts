import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Sends `100 Continue` to a request that expects it (`Expect: 100-continue`) once its body is
 * read (a `data` or `readable` listener), and never after an answer decided on the headers
 * alone: a refusal (401, 413, 415, 503) then reaches the client before it sends a body for
 * nothing, and Node closes that connection after the answer. (Node's own default sends
 * `100 Continue` to every such request before its listener has looked at it.)
 *
 * @internal
 */
export function _continueWhenRead(request: IncomingMessage, response: ServerResponse): void {
  const onListener = (event: string | symbol): void => {
    if (event !== 'data' && event !== 'readable') return;
    request.off('newListener', onListener);
    if (!response.headersSent) response.writeContinue();
  };
  request.on('newListener', onListener);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, writeNodeResponse } from '@rcs-send/service';

/**
 * What a server answers in the moment between listening and running its engine (a start takes
 * a few milliseconds there): 503 `SERVICE_UNAVAILABLE` with `Retry-After: 1` to any request, its
 * body left unread and the connection closed.
 *
 * @internal
 */
export async function _answerStarting(request: IncomingMessage, response: ServerResponse): Promise<void> {
  request.resume();
  response.setHeader('connection', 'close');
  writeNodeResponse(response, errorResponse('SERVICE_UNAVAILABLE', '', { 'retry-after': '1' }));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleNodeStatusRequest, MESSAGES_PATH, writeNodeResponse, type ServiceResponse, type StatusLookup } from '@rcs-send/service';

const PREFIX = `${MESSAGES_PATH}/`;

/** True for `/v1.2/rcs/messages/{id}`: one segment after the prefix (any, even empty: the lookup answers 400 for a non-UUID). @internal */
export const _isStatusPath = (path: string): boolean => path.startsWith(PREFIX) && !path.includes('/', PREFIX.length);

/**
 * Answers `GET /v1.2/rcs/messages/{id}` through `lookup` and writes the response; returns it
 * as the log and the metrics read it (a status body counts as a success with no messages).
 *
 * @internal
 */
export async function _answerStatus(lookup: StatusLookup, request: IncomingMessage, response: ServerResponse): Promise<ServiceResponse> {
  const result = await handleNodeStatusRequest(lookup, request);
  writeNodeResponse(response, result);
  const body = 'error' in result.body ? result.body : { error: null, messages: [] };
  return { status: result.status, headers: result.headers, body };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleNodeStatusRequest, writeNodeResponse, type ServiceResponse, type StatusLookup } from '@rcs-send/service';

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

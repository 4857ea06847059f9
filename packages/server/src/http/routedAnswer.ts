import type { ServerResponse } from 'node:http';
import { writeNodeResponse, type RoutedResponse, type ServiceResponse } from '@rcs-send/service';

/**
 * Writes the answer of the status lookup or the capability check and returns it as the log and
 * the metrics read it: a body without `error` (a status, capabilities) counts as a success with
 * no messages.
 *
 * @internal
 */
export async function _writeRouted(answer: Promise<RoutedResponse>, response: ServerResponse): Promise<ServiceResponse> {
  const result = await answer;
  writeNodeResponse(response, result);
  const body = 'error' in result.body ? result.body : { error: null, messages: [] };
  return { status: result.status, headers: result.headers, body };
}

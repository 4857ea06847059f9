import { LIMITS, type SendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { message } from './message';
import { settingsOf, type SendRequestArbitraryOptions } from './options';
import { organizationId } from './organizationId';
import { arrayOf } from './text';

/** A valid send request: a UUID organizationId and 1 to 10 valid messages (with atLimits mostly 10). @public */
export function sendRequest(options?: SendRequestArbitraryOptions): fc.Arbitrary<SendRequest> {
  const settings = settingsOf(options);
  return fc
    .tuple(organizationId(), arrayOf(message(settings), LIMITS.messagesMin, LIMITS.messagesMax, settings))
    .map(([id, messages]) => ({ organizationId: id, messages }));
}

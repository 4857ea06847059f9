import { LIMITS, type DialAction } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { e164 } from '../phone';
import { boundedText } from '../text';

/** A valid dialAction: phoneNumber in E.164 (+ then 8 to 15 digits, the first not 0). @public */
export function dialAction(options?: SendRequestArbitraryOptions): fc.Arbitrary<DialAction> {
  const settings = settingsOf(options);
  return fc
    .tuple(boundedText(LIMITS.suggestionTextMaxChars, settings), e164(), boundedText(LIMITS.postbackDataMaxChars, settings))
    .map(([text, phoneNumber, postbackData]) => ({ text, phoneNumber, postbackData }));
}

import { LIMITS, type ShareLocationAction } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { boundedText } from '../text';

/** A valid shareLocationAction. @public */
export function shareLocationAction(options?: SendRequestArbitraryOptions): fc.Arbitrary<ShareLocationAction> {
  const settings = settingsOf(options);
  return fc
    .tuple(boundedText(LIMITS.suggestionTextMaxChars, settings), boundedText(LIMITS.postbackDataMaxChars, settings))
    .map(([text, postbackData]) => ({ text, postbackData }));
}

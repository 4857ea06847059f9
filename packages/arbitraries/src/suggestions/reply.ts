import { LIMITS, type Reply } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { boundedText } from '../text';

/** A valid suggested reply: the object inside the `reply` key. @public */
export function reply(options?: SendRequestArbitraryOptions): fc.Arbitrary<Reply> {
  const settings = settingsOf(options);
  return fc
    .tuple(boundedText(LIMITS.suggestionTextMaxChars, settings), boundedText(LIMITS.postbackDataMaxChars, settings))
    .map(([text, postbackData]) => ({ text, postbackData }));
}

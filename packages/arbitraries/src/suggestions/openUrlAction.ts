import { LIMITS, type OpenUrlAction } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { boundedText } from '../text';
import { openUrl } from '../urls';

/** A valid openUrlAction: any absolute http or https URL (no public-host rule). @public */
export function openUrlAction(options?: SendRequestArbitraryOptions): fc.Arbitrary<OpenUrlAction> {
  const settings = settingsOf(options);
  return fc
    .tuple(boundedText(LIMITS.suggestionTextMaxChars, settings), openUrl(settings), boundedText(LIMITS.postbackDataMaxChars, settings))
    .map(([text, url, postbackData]) => ({ text, url, postbackData }));
}

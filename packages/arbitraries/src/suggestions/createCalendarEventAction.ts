import { LIMITS, type CreateCalendarEventAction } from '@rcs-send/core';
import fc from 'fast-check';
import { eventTimes } from '../dateTime';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { compact } from '../path';
import { boundedText } from '../text';

/** A valid createCalendarEventAction: endTime strictly after startTime, RFC 3339 with any offset. @public */
export function createCalendarEventAction(options?: SendRequestArbitraryOptions): fc.Arbitrary<CreateCalendarEventAction> {
  const settings = settingsOf(options);
  const description = boundedText(LIMITS.calendarDescriptionMaxChars, settings);
  return fc
    .tuple(
      boundedText(LIMITS.suggestionTextMaxChars, settings),
      boundedText(LIMITS.calendarTitleMaxChars, settings),
      settings.atLimits ? description : fc.option(description, { nil: undefined }),
      eventTimes(),
      boundedText(LIMITS.postbackDataMaxChars, settings),
    )
    .map(([text, title, descriptionText, { startTime, endTime }, postbackData]) =>
      compact({ text, title, description: descriptionText, startTime, endTime, postbackData }),
    );
}

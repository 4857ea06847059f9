import { SUGGESTION_TYPES, type SuggestionType } from '@rcs-send/core';
import { objectAt, objectOf, stringAt } from './read';
import type { Chip } from './types';

/** A number as written, or "?" when it is not a number. */
const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : '?');

/** What selecting a suggestion of `type` with these fields does, in words. */
function detailOf(type: SuggestionType, fields: Record<string, unknown> | undefined): string {
  switch (type) {
    case 'reply':
      return 'Sends this reply';
    case 'openUrlAction':
      return `Opens ${stringAt(fields, 'url') ?? 'a URL'}`;
    case 'dialAction':
      return `Calls ${stringAt(fields, 'phoneNumber') ?? 'a number'}`;
    case 'viewLocationAction': {
      const where = `${numberText(fields?.['latitude'])}, ${numberText(fields?.['longitude'])}`;
      const label = stringAt(fields, 'label');
      return `Shows ${label === undefined ? where : `${label} (${where})`} on a map`;
    }
    case 'shareLocationAction':
      return 'Asks for your location';
    case 'createCalendarEventAction':
      return `Adds "${stringAt(fields, 'title') ?? ''}" to the calendar, ${stringAt(fields, 'startTime') ?? '?'} to ${stringAt(fields, 'endTime') ?? '?'}`;
  }
}

/** The chip of the element of a `suggestions` array at `param`: its first type key (the core reports any other). */
export function readSuggestion(value: unknown, param: string): Chip {
  const suggestion = objectOf(value);
  const type = SUGGESTION_TYPES.find((candidate) => suggestion !== undefined && Object.hasOwn(suggestion, candidate)) ?? null;
  if (type === null) return { param, issues: [], type, text: '', detail: 'No suggestion type' };
  const fields = objectAt(suggestion, type);
  return { param, issues: [], type, text: stringAt(fields, 'text') ?? '', detail: detailOf(type, fields) };
}

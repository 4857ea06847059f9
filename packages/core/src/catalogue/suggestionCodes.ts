import { LIMITS } from '../limits/limits';
import type { ErrorDefinition } from './errorDefinition';
import { SUGGESTION } from './paths';

/** Codes of suggestions and their actions (API reference 2.7, 8). @internal */
export const SUGGESTION_CODES = {
  SUGGESTION_TYPE_MISSING: {
    description: 'A suggestion must contain one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction or createCalendarEventAction.',
    rule: 'Each suggestion has exactly one type key (none given).',
    source: 'section 2.7, decisions',
    param: SUGGESTION,
  },
  SUGGESTION_TYPE_MULTIPLE: {
    description: 'A suggestion must contain only one suggestion type.',
    rule: 'Each suggestion has exactly one type key (several given).',
    source: 'section 2.7',
    param: SUGGESTION,
  },
  SUGGESTION_TEXT_TOO_LONG: {
    description: `A suggestion text must be at most ${LIMITS.suggestionTextMaxChars} characters.`,
    rule: `Every suggestion type's text has at most ${LIMITS.suggestionTextMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.<type>.text`,
  },
  POSTBACK_DATA_TOO_LONG: {
    description: `postbackData must be at most ${LIMITS.postbackDataMaxChars} characters.`,
    rule: `Every suggestion type's postbackData has at most ${LIMITS.postbackDataMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.<type>.postbackData`,
  },
  OPEN_URL_INVALID: {
    description: 'url must be an absolute http or https URL.',
    rule: 'openUrlAction.url parses as an absolute URL (WHATWG URL) with scheme http: or https:, with no space or C0 control at either end and no tab or line break inside (characters the parser would silently strip).',
    source: 'section 2.7, decisions',
    param: `${SUGGESTION}.openUrlAction.url`,
  },
  OPEN_URL_TOO_LONG: {
    description: `url must be at most ${LIMITS.openUrlMaxChars} characters.`,
    rule: `openUrlAction.url has at most ${LIMITS.openUrlMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.openUrlAction.url`,
  },
  DIAL_PHONE_NUMBER_INVALID: {
    description: `phoneNumber must be E.164: a + followed by ${LIMITS.e164MinDigits} to ${LIMITS.e164MaxDigits} digits, not starting with 0.`,
    rule: `dialAction.phoneNumber is + then ${LIMITS.e164MinDigits} to ${LIMITS.e164MaxDigits} digits, the first not 0.`,
    source: 'section 2.7, decisions',
    param: `${SUGGESTION}.dialAction.phoneNumber`,
  },
  LATITUDE_OUT_OF_RANGE: {
    description: `latitude must be between ${LIMITS.latitudeMin} and ${LIMITS.latitudeMax}.`,
    rule: `viewLocationAction.latitude is a number in [${LIMITS.latitudeMin}, ${LIMITS.latitudeMax}].`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.viewLocationAction.latitude`,
  },
  LONGITUDE_OUT_OF_RANGE: {
    description: `longitude must be between ${LIMITS.longitudeMin} and ${LIMITS.longitudeMax}.`,
    rule: `viewLocationAction.longitude is a number in [${LIMITS.longitudeMin}, ${LIMITS.longitudeMax}].`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.viewLocationAction.longitude`,
  },
  LOCATION_LABEL_TOO_LONG: {
    description: `label must be at most ${LIMITS.locationLabelMaxChars} characters.`,
    rule: `viewLocationAction.label has at most ${LIMITS.locationLabelMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.viewLocationAction.label`,
  },
  CALENDAR_TITLE_TOO_LONG: {
    description: `The calendar event title must be at most ${LIMITS.calendarTitleMaxChars} characters.`,
    rule: `createCalendarEventAction.title has at most ${LIMITS.calendarTitleMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.createCalendarEventAction.title`,
  },
  CALENDAR_DESCRIPTION_TOO_LONG: {
    description: `The calendar event description must be at most ${LIMITS.calendarDescriptionMaxChars} characters.`,
    rule: `createCalendarEventAction.description has at most ${LIMITS.calendarDescriptionMaxChars} code points.`,
    source: 'section 2.7, 8',
    param: `${SUGGESTION}.createCalendarEventAction.description`,
  },
  CALENDAR_END_NOT_AFTER_START: {
    description: 'endTime must be later than startTime.',
    rule: 'createCalendarEventAction.endTime is an instant strictly later than startTime (past events allowed).',
    source: 'section 2.7, decisions',
    param: `${SUGGESTION}.createCalendarEventAction.endTime`,
  },
} as const satisfies Record<string, ErrorDefinition>;

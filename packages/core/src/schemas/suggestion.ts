import * as v from 'valibot';
import { SUGGESTION_TYPES } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import { _isLaterDateTime } from '../rules/datetime/isLaterDateTime';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import { _E164_PATTERN } from '../rules/e164/isE164';
import { _isValidOpenUrl } from '../rules/url/openUrl';
import type { Suggestion } from '../types/suggestion';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { _exactlyOne } from './exactlyOne';
import { _countPresent } from './json';
import { _fields, _strictObject } from './strictObject';
import { _dateTime, _numberIn, _text } from './values';

/** The fields of every object (the suggestion types' among them). */
const TABLE = _FIELD_TABLE;

/** The text every suggestion type shows (API reference 2.7). */
const text = () => _text(TABLE.reply.text);

/** The postbackData every suggestion type returns (API reference 2.7). */
const postbackData = () => _text(TABLE.reply.postbackData);

/** False only when both values are valid date-times and `end` is not strictly later than `start`. */
function endsAfterStart(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return true;
  const startMs = _parseDateTime(start);
  const endMs = _parseDateTime(end);
  return Number.isNaN(startMs) || Number.isNaN(endMs) || _isLaterDateTime(end, endMs, start, startMs);
}

/** A suggested reply (API reference 2.7). @public */
export const ReplySchema = _strictObject(_fields({ text: text(), postbackData: postbackData() }));

/** A suggested action that opens an absolute http or https URL (API reference 2.7, 10). @public */
export const OpenUrlActionSchema = _strictObject(
  _fields({
    text: text(),
    url: v.pipe(_text(TABLE.openUrlAction.url), v.check(_isValidOpenUrl, 'OPEN_URL_INVALID')),
    postbackData: postbackData(),
  }),
);

/** A suggested action that dials an E.164 phone number (API reference 2.7, 10). @public */
export const DialActionSchema = _strictObject(
  _fields({
    text: text(),
    phoneNumber: v.pipe(_text(TABLE.dialAction.phoneNumber), v.regex(_E164_PATTERN, 'DIAL_PHONE_NUMBER_INVALID')),
    postbackData: postbackData(),
  }),
);

/** A suggested action that shows a location (API reference 2.7). @public */
export const ViewLocationActionSchema = _strictObject(
  _fields({
    text: text(),
    latitude: _numberIn(LIMITS.latitudeMin, LIMITS.latitudeMax, 'LATITUDE_OUT_OF_RANGE'),
    longitude: _numberIn(LIMITS.longitudeMin, LIMITS.longitudeMax, 'LONGITUDE_OUT_OF_RANGE'),
    label: v.exactOptional(_text(TABLE.viewLocationAction.label)),
    postbackData: postbackData(),
  }),
);

/** A suggested action that asks the recipient to share their location (API reference 2.7). @public */
export const ShareLocationActionSchema = _strictObject(_fields({ text: text(), postbackData: postbackData() }));

/** A suggested action that creates a calendar event ending strictly after it starts (API reference 2.7, 10). @public */
export const CreateCalendarEventActionSchema = _strictObject(
  v.pipe(
    _fields({
      text: text(),
      title: _text(TABLE.createCalendarEventAction.title),
      description: v.exactOptional(_text(TABLE.createCalendarEventAction.description)),
      startTime: _dateTime(TABLE.createCalendarEventAction.startTime),
      endTime: _dateTime(TABLE.createCalendarEventAction.endTime),
      postbackData: postbackData(),
    }),
    // Judged only when both times are valid date-times. A partialCheck (not `v.check`) so that
    // it runs even when another field, such as `text`, has the wrong type.
    v.forward(
      v.partialCheck(
        [['startTime'], ['endTime']],
        ({ startTime, endTime }) => endsAfterStart(startTime, endTime),
        'CALENDAR_END_NOT_AFTER_START',
      ),
      ['endTime'],
    ),
  ),
);

/** One suggestion: exactly one of the six types as a single key, each present one validated (API reference 2.7). @public */
export const SuggestionSchema: v.GenericSchema<unknown, Suggestion> = v.pipe(
  _strictObject(
    _fields({
      reply: v.exactOptional(ReplySchema),
      openUrlAction: v.exactOptional(OpenUrlActionSchema),
      dialAction: v.exactOptional(DialActionSchema),
      viewLocationAction: v.exactOptional(ViewLocationActionSchema),
      shareLocationAction: v.exactOptional(ShareLocationActionSchema),
      createCalendarEventAction: v.exactOptional(CreateCalendarEventActionSchema),
    }),
    { rules: _exactlyOne(SUGGESTION_TYPES, 'SUGGESTION_TYPE_MISSING', 'SUGGESTION_TYPE_MULTIPLE') },
  ),
  // Reached only without issues, so exactly one type key is present: one member of the union.
  v.guard(
    (fields): fields is typeof fields & Suggestion => _countPresent(fields, SUGGESTION_TYPES) === 1,
    'SUGGESTION_TYPE_MULTIPLE',
  ),
);

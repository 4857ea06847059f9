import { RBM_LIMITS } from '../limits';
import { _rbmTimestamp } from './timestamp';
import { _array, _at, _enum, _object, _oneOf, _present, _string, _violate, type _Check, type _Json } from './walk';

const ACTION_KINDS = ['dialAction', 'viewLocationAction', 'createCalendarEventAction', 'openUrlAction', 'shareLocationAction', 'composeAction'] as const;
const DIAL_NUMBER = /^[0-9+*#]+$/;
const text = { required: true, max: RBM_LIMITS.suggestionTextMaxChars };
const postbackData = { max: RBM_LIMITS.postbackDataMaxChars };

function checkLatLong(check: _Check, value: unknown, path: string): void {
  const latLong = _object(check, value, path, ['latitude', 'longitude']);
  if (latLong === undefined) return;
  for (const [key, limit] of [['latitude', 90], ['longitude', 180]] as const) {
    const coordinate = latLong[key];
    const field = _at(path, key);
    if (!_present(coordinate)) continue; // proto3: an absent double is 0
    if (typeof coordinate !== 'number') _violate(check, field, 'FIELD_INVALID_TYPE', `${field} must be a number.`);
    else if (!(Math.abs(coordinate) <= limit)) _violate(check, field, 'OUT_OF_RANGE', `${field} must be within [-${limit}, ${limit}].`);
  }
}

function checkTime(check: _Check, json: _Json, key: string, path: string): void {
  const value = _string(check, json, key, path, { required: true });
  if (value !== undefined && _rbmTimestamp(value, false) === undefined)
    _violate(check, _at(path, key), 'TIMESTAMP_INVALID', `${_at(path, key)} must be an RFC 3339 timestamp.`);
}

/** The fields of each action kind, checked in the kind's own object. */
const KIND_CHECKS: { readonly [Kind in (typeof ACTION_KINDS)[number]]: (check: _Check, value: unknown, path: string) => void } = {
  dialAction(check, value, path) {
    const json = _object(check, value, path, ['phoneNumber']);
    const number = json && _string(check, json, 'phoneNumber', path, { required: true });
    if (number !== undefined && !DIAL_NUMBER.test(number))
      _violate(check, _at(path, 'phoneNumber'), 'PHONE_NUMBER_INVALID', `${_at(path, 'phoneNumber')} may hold only 0-9, +, * and #.`);
  },
  viewLocationAction(check, value, path) {
    const json = _object(check, value, path, ['latLong', 'label', 'query']);
    if (json === undefined) return;
    if (_present(json['latLong'])) checkLatLong(check, json['latLong'], _at(path, 'latLong'));
    else if (!_present(json['query'])) _violate(check, _at(path, 'latLong'), 'FIELD_REQUIRED', `${path} needs latLong or query.`);
    _string(check, json, 'label', path);
    _string(check, json, 'query', path);
  },
  createCalendarEventAction(check, value, path) {
    const json = _object(check, value, path, ['startTime', 'endTime', 'title', 'description']);
    if (json === undefined) return;
    checkTime(check, json, 'startTime', path);
    checkTime(check, json, 'endTime', path);
    _string(check, json, 'title', path, { required: true, max: RBM_LIMITS.calendarTitleMaxChars });
    _string(check, json, 'description', path, { max: RBM_LIMITS.calendarDescriptionMaxChars });
  },
  openUrlAction(check, value, path) {
    const json = _object(check, value, path, ['url', 'application', 'webviewViewMode', 'description']);
    if (json === undefined) return;
    _string(check, json, 'url', path, { required: true, max: RBM_LIMITS.openUrlMaxChars });
    _enum(check, json, 'application', path, ['BROWSER', 'WEBVIEW']);
    _enum(check, json, 'webviewViewMode', path, ['FULL', 'HALF', 'TALL']);
    _string(check, json, 'description', path);
  },
  shareLocationAction(check, value, path) {
    _object(check, value, path, []);
  },
  composeAction(check, value, path) {
    const json = _object(check, value, path, ['composeTextMessage', 'composeRecordingMessage']);
    if (json === undefined) return;
    for (const draft of _oneOf(check, json, ['composeTextMessage', 'composeRecordingMessage'], path)) {
      const at = _at(path, draft);
      const message = _object(check, json[draft], at, ['phoneNumber', draft === 'composeTextMessage' ? 'text' : 'type']);
      if (message === undefined) continue;
      _string(check, message, 'phoneNumber', at, { required: true });
      if (draft === 'composeTextMessage') _string(check, message, 'text', at);
      else _enum(check, message, 'type', at, ['ACTION_TYPE_AUDIO', 'ACTION_TYPE_VIDEO'], true);
    }
  },
};

function checkAction(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['text', 'postbackData', 'fallbackUrl', ...ACTION_KINDS]);
  if (json === undefined) return;
  _string(check, json, 'text', path, text);
  _string(check, json, 'postbackData', path, postbackData);
  _string(check, json, 'fallbackUrl', path, { max: RBM_LIMITS.fallbackUrlMaxChars });
  for (const kind of _oneOf(check, json, ACTION_KINDS, path)) KIND_CHECKS[kind as (typeof ACTION_KINDS)[number]](check, json[kind], _at(path, kind));
}

/** Checks one suggestion: exactly one of reply or action, and its fields. */
function checkSuggestion(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['reply', 'action']);
  if (json === undefined) return;
  for (const kind of _oneOf(check, json, ['reply', 'action'], path)) {
    if (kind === 'action') checkAction(check, json[kind], _at(path, kind));
    else {
      const reply = _object(check, json[kind], _at(path, kind), ['text', 'postbackData']);
      if (reply === undefined) continue;
      _string(check, reply, 'text', _at(path, kind), text);
      _string(check, reply, 'postbackData', _at(path, kind), postbackData);
    }
  }
}

/** Checks a `suggestions` array of at most `max` elements. @internal */
export function _checkSuggestions(check: _Check, json: _Json, path: string, max: number): void {
  _array(check, json, 'suggestions', path, max, (value, at) => checkSuggestion(check, value, at));
}

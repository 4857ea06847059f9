import { LIMITS } from '../limits/limits';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { _isLaterDateTime } from '../rules/datetime/isLaterDateTime';
import { _isValidOpenUrl } from '../rules/url/openUrl';
import type {
  CreateCalendarEventAction,
  DialAction,
  OpenUrlAction,
  Reply,
  ShareLocationAction,
  ViewLocationAction,
} from '../types/suggestion';
import type { _Context } from './context';
import { _dateTimeField } from './dateTimeField';
import {
  _readCreateCalendarEventAction,
  _readDialAction,
  _readOpenUrlAction,
  _readReply,
  _readShareLocationAction,
  _readViewLocationAction,
} from './fieldReaders';
import { _numberField, _stringField } from './fields';
import { _isE164 } from '../rules/e164/isE164';

type Fields = Record<string, unknown>;

const TABLE = _FIELD_TABLE;

const text = (ctx: _Context, value: unknown): string => _stringField(ctx, value, 'text', TABLE.reply.text) as string;

const postbackData = (ctx: _Context, value: unknown): string =>
  _stringField(ctx, value, 'postbackData', TABLE.reply.postbackData) as string;

/** A suggested reply; its canonical form (meaningful only when no issue was added). @internal */
export function _reply(ctx: _Context, input: Fields): Reply {
  const [t, p] = _readReply(ctx, input);
  return { text: text(ctx, t), postbackData: postbackData(ctx, p) };
}

/** A share-location action; its canonical form. @internal */
export function _shareLocationAction(ctx: _Context, input: Fields): ShareLocationAction {
  const [t, p] = _readShareLocationAction(ctx, input);
  return { text: text(ctx, t), postbackData: postbackData(ctx, p) };
}

/** An open-URL action; its canonical form. @internal */
export function _openUrlAction(ctx: _Context, input: Fields): OpenUrlAction {
  const [t, u, p] = _readOpenUrlAction(ctx, input);
  const label = text(ctx, t);
  const url = _stringField(ctx, u, 'url', TABLE.openUrlAction.url) as string;
  if (url !== undefined && url.length > 0 && !_isValidOpenUrl(url)) ctx.reportField('OPEN_URL_INVALID', 'url');
  return { text: label, url, postbackData: postbackData(ctx, p) };
}

/** A dial action; its canonical form. @internal */
export function _dialAction(ctx: _Context, input: Fields): DialAction {
  const [t, n, p] = _readDialAction(ctx, input);
  const label = text(ctx, t);
  const phoneNumber = _stringField(ctx, n, 'phoneNumber', TABLE.dialAction.phoneNumber) as string;
  if (phoneNumber !== undefined && phoneNumber.length > 0 && !_isE164(phoneNumber)) {
    ctx.reportField('DIAL_PHONE_NUMBER_INVALID', 'phoneNumber');
  }
  return { text: label, phoneNumber, postbackData: postbackData(ctx, p) };
}

/** A view-location action; its canonical form. @internal */
export function _viewLocationAction(ctx: _Context, input: Fields): ViewLocationAction {
  const [t, lat, lon, l, p] = _readViewLocationAction(ctx, input);
  const label = text(ctx, t);
  const latitude = _numberField(ctx, lat, 'latitude', LIMITS.latitudeMin, LIMITS.latitudeMax, 'LATITUDE_OUT_OF_RANGE') as number;
  const longitude = _numberField(ctx, lon, 'longitude', LIMITS.longitudeMin, LIMITS.longitudeMax, 'LONGITUDE_OUT_OF_RANGE') as number;
  const place = _stringField(ctx, l, 'label', TABLE.viewLocationAction.label);
  const postback = postbackData(ctx, p);
  return place === undefined
    ? { text: label, latitude, longitude, postbackData: postback }
    : { text: label, latitude, longitude, label: place, postbackData: postback };
}

/** A create-calendar-event action; its canonical form. @internal */
export function _createCalendarEventAction(ctx: _Context, input: Fields): CreateCalendarEventAction {
  const [t, ti, d, s, e, p] = _readCreateCalendarEventAction(ctx, input);
  const label = text(ctx, t);
  const title = _stringField(ctx, ti, 'title', TABLE.createCalendarEventAction.title) as string;
  const description = _stringField(ctx, d, 'description', TABLE.createCalendarEventAction.description);
  const start = _dateTimeField(ctx, s, 'startTime', TABLE.createCalendarEventAction.startTime);
  const end = _dateTimeField(ctx, e, 'endTime', TABLE.createCalendarEventAction.endTime);
  const startTime = s as string;
  const endTime = e as string;
  const postback = postbackData(ctx, p);
  // A rule over two fields, after the fields (as the order of issues states).
  if (!Number.isNaN(start) && !Number.isNaN(end) && !_isLaterDateTime(endTime, end, startTime, start)) {
    ctx.reportField('CALENDAR_END_NOT_AFTER_START', 'endTime');
  }
  return description === undefined
    ? { text: label, title, startTime, endTime, postbackData: postback }
    : { text: label, title, description, startTime, endTime, postbackData: postback };
}

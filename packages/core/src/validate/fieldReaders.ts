// Generated from the field table (src/fields/fieldTable.ts) by `pnpm readers`: do not edit.
//
// One reader per object of the request, each a function of its own so that V8 optimises it for
// the objects it reads: a JSON-like object's keys are compared with the object's field names
// inline, with no list to search and no array to fill (./readFields says what reading means).
import type { _Context } from './context';
import { _countKeys, _forInIsOwn, _readKey, _readOwnKeys, _unknownKey } from './readFields';

/** The fields of a `request`, in the table's order. */
type RequestFields = [organizationId: unknown, messages: unknown];
const REQUEST_NAMES: readonly string[] = ['organizationId', 'messages'];

/** Reads the fields of a `request`. @internal */
export function _readRequest(ctx: _Context, input: Record<string, unknown>): RequestFields {
  let organizationId: unknown;
  let messages: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, REQUEST_NAMES) as RequestFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'organizationId') organizationId = value;
      else if (key === 'messages') messages = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [organizationId, messages];
}

/** The fields of a `message`, in the table's order. */
type MessageFields = [to: unknown, from: unknown, expirationDateTime: unknown, contentMessage: unknown];
const MESSAGE_NAMES: readonly string[] = ['to', 'from', 'expirationDateTime', 'contentMessage'];

/** Reads the fields of a `message`. @internal */
export function _readMessage(ctx: _Context, input: Record<string, unknown>): MessageFields {
  let to: unknown;
  let from: unknown;
  let expirationDateTime: unknown;
  let contentMessage: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, MESSAGE_NAMES) as MessageFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'to') to = value;
      else if (key === 'from') from = value;
      else if (key === 'expirationDateTime') expirationDateTime = value;
      else if (key === 'contentMessage') contentMessage = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [to, from, expirationDateTime, contentMessage];
}

/** The fields of a `contentMessage`, in the table's order. */
type ContentMessageFields = [text: unknown, suggestions: unknown, contentInfo: unknown, richCard: unknown];
const CONTENT_MESSAGE_NAMES: readonly string[] = ['text', 'suggestions', 'contentInfo', 'richCard'];

/** Reads the fields of a `contentMessage`. @internal */
export function _readContentMessage(ctx: _Context, input: Record<string, unknown>): ContentMessageFields {
  let text: unknown;
  let suggestions: unknown;
  let contentInfo: unknown;
  let richCard: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CONTENT_MESSAGE_NAMES) as ContentMessageFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'suggestions') suggestions = value;
      else if (key === 'contentInfo') contentInfo = value;
      else if (key === 'richCard') richCard = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, suggestions, contentInfo, richCard];
}

/** The fields of a `contentInfo`, in the table's order. */
type ContentInfoFields = [fileUrl: unknown, thumbnailUrl: unknown, mimeType: unknown];
const CONTENT_INFO_NAMES: readonly string[] = ['fileUrl', 'thumbnailUrl', 'mimeType'];

/** Reads the fields of a `contentInfo`. @internal */
export function _readContentInfo(ctx: _Context, input: Record<string, unknown>): ContentInfoFields {
  let fileUrl: unknown;
  let thumbnailUrl: unknown;
  let mimeType: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CONTENT_INFO_NAMES) as ContentInfoFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'fileUrl') fileUrl = value;
      else if (key === 'thumbnailUrl') thumbnailUrl = value;
      else if (key === 'mimeType') mimeType = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [fileUrl, thumbnailUrl, mimeType];
}

/** The fields of a `richCard`, in the table's order. */
type RichCardFields = [standaloneCard: unknown, carouselCard: unknown];
const RICH_CARD_NAMES: readonly string[] = ['standaloneCard', 'carouselCard'];

/** Reads the fields of a `richCard`. @internal */
export function _readRichCard(ctx: _Context, input: Record<string, unknown>): RichCardFields {
  let standaloneCard: unknown;
  let carouselCard: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, RICH_CARD_NAMES) as RichCardFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'standaloneCard') standaloneCard = value;
      else if (key === 'carouselCard') carouselCard = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [standaloneCard, carouselCard];
}

/** The fields of a `standaloneCard`, in the table's order. */
type StandaloneCardFields = [cardOrientation: unknown, thumbnailImageAlignment: unknown, cardContent: unknown];
const STANDALONE_CARD_NAMES: readonly string[] = ['cardOrientation', 'thumbnailImageAlignment', 'cardContent'];

/** Reads the fields of a `standaloneCard`. @internal */
export function _readStandaloneCard(ctx: _Context, input: Record<string, unknown>): StandaloneCardFields {
  let cardOrientation: unknown;
  let thumbnailImageAlignment: unknown;
  let cardContent: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, STANDALONE_CARD_NAMES) as StandaloneCardFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'cardOrientation') cardOrientation = value;
      else if (key === 'thumbnailImageAlignment') thumbnailImageAlignment = value;
      else if (key === 'cardContent') cardContent = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [cardOrientation, thumbnailImageAlignment, cardContent];
}

/** The fields of a `carouselCard`, in the table's order. */
type CarouselCardFields = [cardWidth: unknown, cardContents: unknown];
const CAROUSEL_CARD_NAMES: readonly string[] = ['cardWidth', 'cardContents'];

/** Reads the fields of a `carouselCard`. @internal */
export function _readCarouselCard(ctx: _Context, input: Record<string, unknown>): CarouselCardFields {
  let cardWidth: unknown;
  let cardContents: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CAROUSEL_CARD_NAMES) as CarouselCardFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'cardWidth') cardWidth = value;
      else if (key === 'cardContents') cardContents = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [cardWidth, cardContents];
}

/** The fields of a `cardContent`, in the table's order. */
type CardContentFields = [title: unknown, description: unknown, media: unknown, suggestions: unknown];
const CARD_CONTENT_NAMES: readonly string[] = ['title', 'description', 'media', 'suggestions'];

/** Reads the fields of a `cardContent`. @internal */
export function _readCardContent(ctx: _Context, input: Record<string, unknown>): CardContentFields {
  let title: unknown;
  let description: unknown;
  let media: unknown;
  let suggestions: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CARD_CONTENT_NAMES) as CardContentFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'title') title = value;
      else if (key === 'description') description = value;
      else if (key === 'media') media = value;
      else if (key === 'suggestions') suggestions = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [title, description, media, suggestions];
}

/** The fields of a `cardMedia`, in the table's order. */
type CardMediaFields = [height: unknown, contentInfo: unknown];
const CARD_MEDIA_NAMES: readonly string[] = ['height', 'contentInfo'];

/** Reads the fields of a `cardMedia`. @internal */
export function _readCardMedia(ctx: _Context, input: Record<string, unknown>): CardMediaFields {
  let height: unknown;
  let contentInfo: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CARD_MEDIA_NAMES) as CardMediaFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'height') height = value;
      else if (key === 'contentInfo') contentInfo = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [height, contentInfo];
}

/** The fields of a `suggestion`, in the table's order. */
type SuggestionFields = [reply: unknown, openUrlAction: unknown, dialAction: unknown, viewLocationAction: unknown, shareLocationAction: unknown, createCalendarEventAction: unknown];
const SUGGESTION_NAMES: readonly string[] = ['reply', 'openUrlAction', 'dialAction', 'viewLocationAction', 'shareLocationAction', 'createCalendarEventAction'];

/** Reads the fields of a `suggestion`. @internal */
export function _readSuggestion(ctx: _Context, input: Record<string, unknown>): SuggestionFields {
  let reply: unknown;
  let openUrlAction: unknown;
  let dialAction: unknown;
  let viewLocationAction: unknown;
  let shareLocationAction: unknown;
  let createCalendarEventAction: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, SUGGESTION_NAMES) as SuggestionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'reply') reply = value;
      else if (key === 'openUrlAction') openUrlAction = value;
      else if (key === 'dialAction') dialAction = value;
      else if (key === 'viewLocationAction') viewLocationAction = value;
      else if (key === 'shareLocationAction') shareLocationAction = value;
      else if (key === 'createCalendarEventAction') createCalendarEventAction = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction];
}

/** The fields of a `reply`, in the table's order. */
type ReplyFields = [text: unknown, postbackData: unknown];
const REPLY_NAMES: readonly string[] = ['text', 'postbackData'];

/** Reads the fields of a `reply`. @internal */
export function _readReply(ctx: _Context, input: Record<string, unknown>): ReplyFields {
  let text: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, REPLY_NAMES) as ReplyFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, postbackData];
}

/** The fields of a `openUrlAction`, in the table's order. */
type OpenUrlActionFields = [text: unknown, url: unknown, postbackData: unknown];
const OPEN_URL_ACTION_NAMES: readonly string[] = ['text', 'url', 'postbackData'];

/** Reads the fields of a `openUrlAction`. @internal */
export function _readOpenUrlAction(ctx: _Context, input: Record<string, unknown>): OpenUrlActionFields {
  let text: unknown;
  let url: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, OPEN_URL_ACTION_NAMES) as OpenUrlActionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'url') url = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, url, postbackData];
}

/** The fields of a `dialAction`, in the table's order. */
type DialActionFields = [text: unknown, phoneNumber: unknown, postbackData: unknown];
const DIAL_ACTION_NAMES: readonly string[] = ['text', 'phoneNumber', 'postbackData'];

/** Reads the fields of a `dialAction`. @internal */
export function _readDialAction(ctx: _Context, input: Record<string, unknown>): DialActionFields {
  let text: unknown;
  let phoneNumber: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, DIAL_ACTION_NAMES) as DialActionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'phoneNumber') phoneNumber = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, phoneNumber, postbackData];
}

/** The fields of a `viewLocationAction`, in the table's order. */
type ViewLocationActionFields = [text: unknown, latitude: unknown, longitude: unknown, label: unknown, postbackData: unknown];
const VIEW_LOCATION_ACTION_NAMES: readonly string[] = ['text', 'latitude', 'longitude', 'label', 'postbackData'];

/** Reads the fields of a `viewLocationAction`. @internal */
export function _readViewLocationAction(ctx: _Context, input: Record<string, unknown>): ViewLocationActionFields {
  let text: unknown;
  let latitude: unknown;
  let longitude: unknown;
  let label: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, VIEW_LOCATION_ACTION_NAMES) as ViewLocationActionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'latitude') latitude = value;
      else if (key === 'longitude') longitude = value;
      else if (key === 'label') label = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, latitude, longitude, label, postbackData];
}

/** The fields of a `shareLocationAction`, in the table's order. */
type ShareLocationActionFields = [text: unknown, postbackData: unknown];
const SHARE_LOCATION_ACTION_NAMES: readonly string[] = ['text', 'postbackData'];

/** Reads the fields of a `shareLocationAction`. @internal */
export function _readShareLocationAction(ctx: _Context, input: Record<string, unknown>): ShareLocationActionFields {
  let text: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, SHARE_LOCATION_ACTION_NAMES) as ShareLocationActionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, postbackData];
}

/** The fields of a `createCalendarEventAction`, in the table's order. */
type CreateCalendarEventActionFields = [text: unknown, title: unknown, description: unknown, startTime: unknown, endTime: unknown, postbackData: unknown];
const CREATE_CALENDAR_EVENT_ACTION_NAMES: readonly string[] = ['text', 'title', 'description', 'startTime', 'endTime', 'postbackData'];

/** Reads the fields of a `createCalendarEventAction`. @internal */
export function _readCreateCalendarEventAction(ctx: _Context, input: Record<string, unknown>): CreateCalendarEventActionFields {
  let text: unknown;
  let title: unknown;
  let description: unknown;
  let startTime: unknown;
  let endTime: unknown;
  let postbackData: unknown;
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, CREATE_CALENDAR_EVENT_ACTION_NAMES) as CreateCalendarEventActionFields;
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
      if (key === 'text') text = value;
      else if (key === 'title') title = value;
      else if (key === 'description') description = value;
      else if (key === 'startTime') startTime = value;
      else if (key === 'endTime') endTime = value;
      else if (key === 'postbackData') postbackData = value;
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [text, title, description, startTime, endTime, postbackData];
}

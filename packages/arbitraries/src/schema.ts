import type { RequestObjectName } from '@rcs-send/core';

/** The kinds of object in a send request: the core's names of them. @internal */
export type NodeKind = RequestObjectName;

/** One documented field of an object of the request. @internal */
export interface FieldSpec {
  /** The key. */
  readonly key: string;
  /** Its JSON type; `enum` is a string of a closed set. */
  readonly type: 'string' | 'number' | 'object' | 'array' | 'enum';
  /** Required (the exactly-one keys are not: their absence is a rule of their own). */
  readonly required: boolean;
  /** The kind of the object, or of each element of the array. */
  readonly child?: NodeKind;
  /** One of the exactly-one keys (primary content type, card kind, suggestion type). */
  readonly exclusive?: boolean;
  /** Its presence or value takes part in a rule over several fields (orientation, card content rules). */
  readonly inRule?: boolean;
}

const str = (key: string, required = true): FieldSpec => ({ key, type: 'string', required });
const one = (key: string, child: NodeKind): FieldSpec => ({ key, type: 'object', required: false, child, exclusive: true });
const text = str('text');
const postbackData = str('postbackData');

/** Every documented field of every object kind, in documented order. @internal */
export const SCHEMA: Readonly<Record<NodeKind, readonly FieldSpec[]>> = {
  request: [str('organizationId'), { key: 'messages', type: 'array', required: true, child: 'message' }],
  message: [
    str('to'),
    str('from'),
    str('expirationDateTime', false),
    { key: 'contentMessage', type: 'object', required: true, child: 'contentMessage' },
  ],
  contentMessage: [
    { key: 'text', type: 'string', required: false, exclusive: true },
    one('contentInfo', 'contentInfo'),
    one('richCard', 'richCard'),
    { key: 'suggestions', type: 'array', required: false, child: 'suggestion' },
  ],
  contentInfo: [str('fileUrl'), str('thumbnailUrl', false), str('mimeType')],
  richCard: [one('standaloneCard', 'standaloneCard'), one('carouselCard', 'carouselCard')],
  standaloneCard: [
    { key: 'cardOrientation', type: 'enum', required: true, inRule: true },
    { key: 'thumbnailImageAlignment', type: 'enum', required: false, inRule: true },
    { key: 'cardContent', type: 'object', required: true, child: 'cardContent' },
  ],
  carouselCard: [
    { key: 'cardWidth', type: 'enum', required: true },
    { key: 'cardContents', type: 'array', required: true, child: 'cardContent' },
  ],
  cardContent: [
    { key: 'title', type: 'string', required: false, inRule: true },
    { key: 'description', type: 'string', required: false, inRule: true },
    { key: 'media', type: 'object', required: false, child: 'cardMedia', inRule: true },
    { key: 'suggestions', type: 'array', required: false, child: 'suggestion', inRule: true },
  ],
  cardMedia: [
    { key: 'height', type: 'enum', required: false },
    { key: 'contentInfo', type: 'object', required: true, child: 'contentInfo' },
  ],
  suggestion: [
    one('reply', 'reply'),
    one('openUrlAction', 'openUrlAction'),
    one('dialAction', 'dialAction'),
    one('viewLocationAction', 'viewLocationAction'),
    one('shareLocationAction', 'shareLocationAction'),
    one('createCalendarEventAction', 'createCalendarEventAction'),
  ],
  reply: [text, postbackData],
  openUrlAction: [text, str('url'), postbackData],
  dialAction: [text, str('phoneNumber'), postbackData],
  viewLocationAction: [
    text,
    { key: 'latitude', type: 'number', required: true },
    { key: 'longitude', type: 'number', required: true },
    str('label', false),
    postbackData,
  ],
  shareLocationAction: [text, postbackData],
  createCalendarEventAction: [text, str('title'), str('description', false), str('startTime'), str('endTime'), postbackData],
};

/** The documented keys of an object kind, in order. @internal */
export function keysOf(kind: NodeKind): readonly string[] {
  return SCHEMA[kind].map((field) => field.key);
}

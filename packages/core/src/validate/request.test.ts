import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { _Field } from '../fields/field';
import { _FIELD_TABLE } from '../fields/fieldTable';
import type { RequestObjectName } from '../fields/requestObjectName';
import { ERROR_CATALOGUE, ERROR_CODES, LENGTH_LIMITS, LIMITS, toErrorResponse, validateMessage, validateSendRequest } from '../index';
import {
  ABSENT,
  CC,
  CCJ,
  CM,
  EXPIRATION,
  FILE_URL,
  FROM,
  M,
  NOW,
  OPEN_URL,
  ORGANIZATION_ID,
  SC,
  SCC,
  THUMBNAIL_URL,
  TO,
  carouselMessage,
  cardContent,
  codes,
  everySuggestion,
  issuesOf,
  mediaMessage,
  set,
  standaloneMessage,
  textMessage,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

/**
 * A request with one message of every kind: [0] text with one suggestion of every type (in
 * documented order) and an expiration, [1] media, [2] standalone card (with an alignment,
 * allowed on a vertical card), [3] carousel of two cards.
 */
const sink = (): Obj =>
  validRequest(
    { ...textMessage('Hi', everySuggestion()), expirationDateTime: EXPIRATION },
    mediaMessage(),
    set(standaloneMessage(), 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', 'LEFT'),
    carouselMessage(2),
  );
const S = (k: number, type: string): string => `${CM(0)}.suggestions[${k}].${type}`;

/** Every required field of {@link sink}, by path. */
const REQUIRED_PATHS = [
  'organizationId',
  'messages',
  `${M(0)}.to`,
  `${M(0)}.from`,
  `${M(0)}.contentMessage`,
  `${S(0, 'reply')}.text`,
  `${S(0, 'reply')}.postbackData`,
  `${S(1, 'openUrlAction')}.text`,
  `${S(1, 'openUrlAction')}.url`,
  `${S(1, 'openUrlAction')}.postbackData`,
  `${S(2, 'dialAction')}.text`,
  `${S(2, 'dialAction')}.phoneNumber`,
  `${S(2, 'dialAction')}.postbackData`,
  `${S(3, 'viewLocationAction')}.text`,
  `${S(3, 'viewLocationAction')}.latitude`,
  `${S(3, 'viewLocationAction')}.longitude`,
  `${S(3, 'viewLocationAction')}.postbackData`,
  `${S(4, 'shareLocationAction')}.text`,
  `${S(4, 'shareLocationAction')}.postbackData`,
  `${S(5, 'createCalendarEventAction')}.text`,
  `${S(5, 'createCalendarEventAction')}.title`,
  `${S(5, 'createCalendarEventAction')}.startTime`,
  `${S(5, 'createCalendarEventAction')}.endTime`,
  `${S(5, 'createCalendarEventAction')}.postbackData`,
  `${CM(1)}.contentInfo.fileUrl`,
  `${CM(1)}.contentInfo.mimeType`,
  `${SC(2)}.cardOrientation`,
  `${SC(2)}.cardContent`,
  `${SCC(2)}.media.contentInfo`,
  `${SCC(2)}.media.contentInfo.fileUrl`,
  `${SCC(2)}.media.contentInfo.mimeType`,
  `${SCC(2)}.suggestions[0].reply.text`,
  `${SCC(2)}.suggestions[1].openUrlAction.url`,
  `${CC(3)}.cardWidth`,
  `${CC(3)}.cardContents`,
  `${CCJ(1, 3)}.media.contentInfo.fileUrl`,
  `${CCJ(1, 3)}.media.contentInfo.mimeType`,
  `${CCJ(0, 3)}.suggestions[0].reply.postbackData`,
];

/** Every optional field of {@link sink}: absent is fine. */
const OPTIONAL_PATHS = [
  `${M(0)}.expirationDateTime`,
  `${SC(2)}.thumbnailImageAlignment`,
  `${S(3, 'viewLocationAction')}.label`,
  `${S(5, 'createCalendarEventAction')}.description`,
  `${CM(0)}.suggestions`,
  `${CM(1)}.contentInfo.thumbnailUrl`,
  `${SCC(2)}.title`,
  `${SCC(2)}.description`,
  `${SCC(2)}.media`,
  `${SCC(2)}.media.height`,
  `${SCC(2)}.media.contentInfo.thumbnailUrl`,
  `${SCC(2)}.suggestions`,
  `${CCJ(0, 3)}.title`,
  `${CCJ(0, 3)}.suggestions`,
  `${CCJ(1, 3)}.media`,
];

/** Every string field of {@link sink} (required, or optional and present). */
const STRING_PATHS = [
  'organizationId',
  `${M(0)}.expirationDateTime`,
  `${M(0)}.to`,
  `${M(0)}.from`,
  `${CM(0)}.text`,
  ...['reply', 'openUrlAction', 'dialAction', 'viewLocationAction', 'shareLocationAction', 'createCalendarEventAction'].flatMap(
    (type, k) => [`${S(k, type)}.text`, `${S(k, type)}.postbackData`],
  ),
  `${S(1, 'openUrlAction')}.url`,
  `${S(2, 'dialAction')}.phoneNumber`,
  `${S(3, 'viewLocationAction')}.label`,
  `${S(5, 'createCalendarEventAction')}.title`,
  `${S(5, 'createCalendarEventAction')}.description`,
  `${S(5, 'createCalendarEventAction')}.startTime`,
  `${S(5, 'createCalendarEventAction')}.endTime`,
  `${CM(1)}.contentInfo.fileUrl`,
  `${CM(1)}.contentInfo.thumbnailUrl`,
  `${CM(1)}.contentInfo.mimeType`,
  `${SCC(2)}.title`,
  `${SCC(2)}.description`,
  `${SCC(2)}.media.contentInfo.fileUrl`,
  `${SCC(2)}.media.contentInfo.thumbnailUrl`,
  `${SCC(2)}.media.contentInfo.mimeType`,
  `${CCJ(1, 3)}.title`,
  `${CCJ(1, 3)}.description`,
  `${CCJ(1, 3)}.media.contentInfo.fileUrl`,
];

/** Every object of {@link sink}, by path ("" for the root). */
const OBJECT_PATHS = [
  '',
  M(0),
  CM(0),
  ...['reply', 'openUrlAction', 'dialAction', 'viewLocationAction', 'shareLocationAction', 'createCalendarEventAction'].flatMap(
    (type, k) => [`${CM(0)}.suggestions[${k}]`, S(k, type)],
  ),
  M(1),
  CM(1),
  `${CM(1)}.contentInfo`,
  M(2),
  CM(2),
  `${CM(2)}.richCard`,
  SC(2),
  SCC(2),
  `${SCC(2)}.media`,
  `${SCC(2)}.media.contentInfo`,
  `${SCC(2)}.suggestions[0]`,
  `${SCC(2)}.suggestions[0].reply`,
  `${SCC(2)}.suggestions[1].openUrlAction`,
  M(3),
  CM(3),
  `${CM(3)}.richCard`,
  CC(3),
  CCJ(0, 3),
  CCJ(1, 3),
  `${CCJ(1, 3)}.media`,
  `${CCJ(1, 3)}.media.contentInfo`,
  `${CCJ(1, 3)}.suggestions[1]`,
  `${CCJ(1, 3)}.suggestions[1].openUrlAction`,
];

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** The table object a param's parent segment names (`cardContents[1]` is a cardContent). */
function objectOf(parent: string): RequestObjectName {
  const name = parent.replace(/\[\d+\]$/, '');
  const byName: Record<string, RequestObjectName> = { '': 'request', messages: 'message', media: 'cardMedia', cardContents: 'cardContent', suggestions: 'suggestion' };
  return byName[name] ?? (name as RequestObjectName);
}

/** `object.key` of the field at `param`, by the field table's names. */
function fieldOf(param: string): string {
  const segments = param.split('.');
  const key = segments.pop() as string;
  return `${objectOf(segments.pop() ?? '')}.${key}`;
}

/** Every field of the table that `keep` selects, as `object.key`. */
const tableFields = (keep: (field: _Field, object: RequestObjectName) => boolean): string[] =>
  Object.entries(_FIELD_TABLE).flatMap(([object, fields]) =>
    Object.entries(fields as Record<string, _Field>).flatMap(([key, field]) => (keep(field, object as RequestObjectName) ? [`${object}.${key}`] : [])),
  );

/** Objects whose optional fields are bound by a rule over several fields (exactly one of them, or at least one). */
const EXACTLY_ONE: readonly RequestObjectName[] = ['contentMessage', 'richCard', 'suggestion'];

describe('the path tables of these tests', () => {
  it('cover every required field of the field table', () => {
    expect([...new Set(REQUIRED_PATHS.map(fieldOf))].sort()).toEqual(tableFields((field) => field.required).sort());
  });

  it('cover every optional field that may simply be absent', () => {
    const optional = tableFields((field, object) => !field.required && !EXACTLY_ONE.includes(object));
    expect([...new Set(OPTIONAL_PATHS.map(fieldOf))].sort()).toEqual([...optional, 'contentMessage.suggestions'].sort());
  });

  it('cover every string field of the field table', () => {
    expect([...new Set(STRING_PATHS.map(fieldOf))].sort()).toEqual(tableFields((field) => field.kind === 'string').sort());
  });
});

describe('the test payloads', () => {
  it('are valid: the sink, and 1 message of each kind', () => {
    expect(issuesOf(sink())).toEqual([]);
    for (const msg of [textMessage(), mediaMessage(), standaloneMessage(), standaloneMessage(cardContent(), 'HORIZONTAL'), carouselMessage()]) {
      expect(issuesOf(validRequest(msg))).toEqual([]);
    }
  });
});

describe('REQUEST_NOT_OBJECT', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 0],
    ['a string', 'x'],
    ['the JSON text of a valid request', JSON.stringify({ organizationId: ORGANIZATION_ID, messages: [textMessage()] })],
    ['true', true],
    ['an empty array', []],
    ['an array holding a valid request', [validRequest()]],
  ])('%s is reported at param "" with no message result', (_, input) => {
    const result = validate(input);
    expect(codes(result)).toEqual(['REQUEST_NOT_OBJECT@']);
    expect(result.messages).toEqual([]);
    expect(toErrorResponse(result)).toEqual({
      error: { code: 'REQUEST_NOT_OBJECT', param: '', description: ERROR_CATALOGUE.REQUEST_NOT_OBJECT.description },
      messages: null,
    });
  });
});

describe('MESSAGES_EMPTY', () => {
  it('an empty messages array is reported at param ""', () => {
    const result = validate({ organizationId: ORGANIZATION_ID, messages: [] });
    expect(codes(result)).toEqual(['MESSAGES_EMPTY@']);
    expect(result.messages).toEqual([]);
  });

  it('the error body is the spec\'s: { error: { code, param: "", description }, messages: null }', () => {
    const body = toErrorResponse(validate({ organizationId: ORGANIZATION_ID, messages: [] }));
    expect(body).toEqual({
      error: { code: 'MESSAGES_EMPTY', param: '', description: ERROR_CATALOGUE.MESSAGES_EMPTY.description },
      messages: null,
    });
  });

  it(`${LIMITS.messagesMin} message passes`, () => {
    const result = validate(validRequest(textMessage()));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages).toHaveLength(LIMITS.messagesMin);
  });

  it('comes before a broken organizationId (the root\'s own rule, before its fields)', () => {
    expect(issuesOf({ organizationId: 'nope', messages: [] })).toEqual(['MESSAGES_EMPTY@', 'ORGANIZATION_ID_INVALID@organizationId']);
    expect(issuesOf({ zz: 1, organizationId: 7, messages: [] })).toEqual(['UNKNOWN_FIELD@zz', 'MESSAGES_EMPTY@', 'FIELD_INVALID_TYPE@organizationId']);
  });
});

describe('MESSAGES_TOO_MANY', () => {
  const kinds = [textMessage, mediaMessage, () => standaloneMessage(), () => carouselMessage()];
  const many = (n: number): Obj[] => Array.from({ length: n }, (_, i) => (kinds[i % kinds.length] as () => Obj)());

  it(`${LIMITS.messagesMax} messages pass`, () => {
    const result = validate(validRequest(...many(LIMITS.messagesMax)));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages).toHaveLength(LIMITS.messagesMax);
  });

  it(`${LIMITS.messagesMax + 1} messages fail at "messages", and every message is still validated`, () => {
    const messages = many(LIMITS.messagesMax + 1);
    set(messages, `[${LIMITS.messagesMax}].from`, '');
    const result = validate(validRequest(...messages));
    expect(codes(result)).toEqual(['MESSAGES_TOO_MANY@messages', `FIELD_EMPTY@${M(LIMITS.messagesMax)}.from`]);
    expect(result.messages).toHaveLength(LIMITS.messagesMax + 1);
    expect(result.messages.map((m) => m.ok)).toEqual([...Array<boolean>(LIMITS.messagesMax).fill(true), false]);
    expect(result.messages[0]?.value).toEqual(messages[0]);
    expect('value' in result).toBe(false);
  });
});

describe('ORGANIZATION_ID_INVALID', () => {
  it.each([
    '3f2504e04f8941d39a0c0305e82c3301',
    '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}',
    'urn:uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '3f2504e0-4f89-41d3-9a0c-0305e82c330',
    '3f2504e0-4f89-41d3-9a0c-0305e82c33011',
    '3f2504e0-4f89-41d3-9a0c-0305e82c330g',
    '3f2504e04-f89-41d3-9a0c-0305e82c3301',
    ' 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301 ',
    '3f2504e0_4f89_41d3_9a0c_0305e82c3301',
    '3f2504e0-4f89-41d3-9a0c-0305e82c330\uff11',
    'organization',
  ])('%j fails at organizationId', (organizationId) => {
    expect(issuesOf({ ...validRequest(), organizationId })).toEqual(['ORGANIZATION_ID_INVALID@organizationId']);
  });

  it.each([
    ['upper case', '3F2504E0-4F89-41D3-9A0C-0305E82C3301', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['mixed case', '3f2504E0-4f89-41D3-9a0c-0305e82C3301', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000'],
    ['all f', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['any version nibble', '3f2504e0-4f89-f1d3-9a0c-0305e82c3301', '3f2504e0-4f89-f1d3-9a0c-0305e82c3301'],
  ])('%s passes, canonical lower case in value', (_, organizationId, canonical) => {
    const result = validate({ ...validRequest(), organizationId });
    expect(codes(result)).toEqual([]);
    expect(result.value?.organizationId).toBe(canonical);
  });
});

describe('FIELD_REQUIRED', () => {
  it('root fields missing: params are "organizationId" and "messages", with no leading dot', () => {
    expect(issuesOf({})).toEqual(['FIELD_REQUIRED@organizationId', 'FIELD_REQUIRED@messages']);
  });

  it.each(REQUIRED_PATHS)('missing %s is reported at its path', (path) => {
    expect(issuesOf(set(sink(), path, ABSENT))).toEqual([`FIELD_REQUIRED@${path}`]);
  });

  it.each(REQUIRED_PATHS)('%s set to undefined (JavaScript callers) counts as missing', (path) => {
    expect(issuesOf(set(sink(), path, undefined))).toEqual([`FIELD_REQUIRED@${path}`]);
  });

  it.each(OPTIONAL_PATHS)('optional %s may be absent', (path) => {
    expect(issuesOf(set(sink(), path, ABSENT))).toEqual([]);
  });

  it('an empty message reports its three required fields in documented order', () => {
    expect(issuesOf(validRequest({}))).toEqual([
      `FIELD_REQUIRED@${M(0)}.to`,
      `FIELD_REQUIRED@${M(0)}.from`,
      `FIELD_REQUIRED@${M(0)}.contentMessage`,
    ]);
  });
});

describe('FIELD_INVALID_TYPE', () => {
  const cases: [string, unknown][] = [
    ['organizationId', 123],
    ['organizationId', null],
    ['messages', {}],
    ['messages', 'x'],
    ['messages', null],
    [M(0), null],
    [M(0), 'message'],
    [M(0), []],
    [M(0), 1],
    [`${M(0)}.to`, 351912345678],
    [`${M(0)}.to`, null],
    [`${M(0)}.from`, null],
    [`${M(0)}.from`, 7],
    [`${M(0)}.expirationDateTime`, null],
    [`${M(0)}.expirationDateTime`, Date.parse(EXPIRATION)],
    [`${M(0)}.contentMessage`, null],
    [`${M(0)}.contentMessage`, []],
    [`${M(0)}.contentMessage`, 'hi'],
    [`${CM(0)}.text`, null],
    [`${CM(0)}.text`, 42],
    [`${CM(0)}.text`, ['Hi']],
    [`${CM(0)}.suggestions`, null],
    [`${CM(0)}.suggestions`, {}],
    [`${CM(0)}.suggestions`, 'reply'],
    [`${CM(0)}.suggestions[0]`, null],
    [`${CM(0)}.suggestions[0]`, 'reply'],
    [`${CM(0)}.suggestions[0]`, []],
    [S(0, 'reply'), null],
    [S(0, 'reply'), 'yes'],
    [S(0, 'reply'), []],
    [`${S(0, 'reply')}.text`, 1],
    [`${S(0, 'reply')}.postbackData`, null],
    [`${S(1, 'openUrlAction')}.url`, { href: OPEN_URL }],
    [`${S(2, 'dialAction')}.phoneNumber`, 351912345678],
    [`${S(3, 'viewLocationAction')}.latitude`, '38.7'],
    [`${S(3, 'viewLocationAction')}.latitude`, null],
    [`${S(3, 'viewLocationAction')}.latitude`, Number.NaN],
    [`${S(3, 'viewLocationAction')}.latitude`, Number.POSITIVE_INFINITY],
    [`${S(3, 'viewLocationAction')}.longitude`, Number.NEGATIVE_INFINITY],
    [`${S(3, 'viewLocationAction')}.longitude`, '-9.1'],
    [`${S(3, 'viewLocationAction')}.longitude`, true],
    [`${S(3, 'viewLocationAction')}.label`, 1],
    [`${S(4, 'shareLocationAction')}`, 1],
    [`${S(5, 'createCalendarEventAction')}.title`, 1],
    [`${S(5, 'createCalendarEventAction')}.description`, null],
    [`${S(5, 'createCalendarEventAction')}.startTime`, 1893456000000],
    [`${S(5, 'createCalendarEventAction')}.endTime`, null],
    [`${CM(1)}.contentInfo`, null],
    [`${CM(1)}.contentInfo`, FILE_URL],
    [`${CM(1)}.contentInfo`, []],
    [`${CM(1)}.contentInfo.fileUrl`, null],
    [`${CM(1)}.contentInfo.fileUrl`, { href: FILE_URL }],
    [`${CM(1)}.contentInfo.thumbnailUrl`, null],
    [`${CM(1)}.contentInfo.mimeType`, 1],
    [`${CM(2)}.richCard`, null],
    [`${CM(2)}.richCard`, 1],
    [SC(2), null],
    [SC(2), []],
    [`${SC(2)}.cardOrientation`, 1],
    [`${SC(2)}.cardOrientation`, null],
    [`${SC(2)}.thumbnailImageAlignment`, null],
    [`${SC(2)}.cardContent`, null],
    [`${SC(2)}.cardContent`, []],
    [`${SCC(2)}.title`, null],
    [`${SCC(2)}.title`, 1],
    [`${SCC(2)}.description`, null],
    [`${SCC(2)}.media`, null],
    [`${SCC(2)}.media`, FILE_URL],
    [`${SCC(2)}.media.height`, 112],
    [`${SCC(2)}.media.height`, null],
    [`${SCC(2)}.media.contentInfo`, null],
    [`${SCC(2)}.suggestions`, null],
    [`${SCC(2)}.suggestions[0]`, null],
    [CC(3), null],
    [`${CC(3)}.cardWidth`, 1],
    [`${CC(3)}.cardContents`, null],
    [`${CC(3)}.cardContents`, {}],
    [`${CC(3)}.cardContents`, 'cards'],
    [CCJ(0, 3), null],
    [CCJ(0, 3), 'card'],
    [CCJ(0, 3), []],
    [`${CCJ(1, 3)}.media`, null],
  ];

  it.each(cases)('%s = %j is reported at that path, and nothing else', (path, value) => {
    const result = validate(set(sink(), path, value));
    expect(codes(result)).toEqual([`FIELD_INVALID_TYPE@${path}`]);
  });

  it('its description is the catalogue sentence with the expected type appended', () => {
    const [issue] = validate(set(sink(), `${M(0)}.to`, 1)).issues;
    expect(issue?.description.startsWith(`${ERROR_CATALOGUE.FIELD_INVALID_TYPE.description} Expected `)).toBe(true);
    expect(issue?.description.length).toBeGreaterThan(ERROR_CATALOGUE.FIELD_INVALID_TYPE.description.length + ' Expected '.length);
  });

  it('"media": null is an error at ...media, not an absent media (a HORIZONTAL card still needs title, description or a suggestion)', () => {
    const card = { media: null };
    expect(issuesOf(validRequest(standaloneMessage(card, 'HORIZONTAL')))).toEqual([
      `HORIZONTAL_CARD_MEDIA_ONLY@${SCC()}`,
      `FIELD_INVALID_TYPE@${SCC()}.media`,
    ]);
    expect(issuesOf(validRequest(standaloneMessage({ media: null })))).toEqual([`FIELD_INVALID_TYPE@${SCC()}.media`]);
  });

  it('text: null still counts as the primary content type', () => {
    expect(issuesOf(validRequest(textMessage(null)))).toEqual([`FIELD_INVALID_TYPE@${CM()}.text`]);
  });
});

describe('FIELD_EMPTY', () => {
  it('"" as organizationId is FIELD_EMPTY, not ORGANIZATION_ID_INVALID', () => {
    expect(issuesOf({ ...validRequest(), organizationId: '' })).toEqual(['FIELD_EMPTY@organizationId']);
  });

  it.each(STRING_PATHS)('"" at %s is reported at its path, and nothing else', (path) => {
    expect(issuesOf(set(sink(), path, ''))).toEqual([`FIELD_EMPTY@${path}`]);
  });

  it.each([`${M(0)}.from`, `${CM(0)}.text`, `${S(0, 'reply')}.text`, `${S(0, 'reply')}.postbackData`, `${SCC(2)}.title`])(
    'a single space at %s is not empty (strings are not trimmed) and is kept as given',
    (path) => {
      const result = validate(set(sink(), path, ' '));
      expect(codes(result)).toEqual([]);
      expect(get(result.value, path)).toBe(' ');
    },
  );

  it('an empty title still satisfies card content rule 1 (presence, not validity)', () => {
    expect(issuesOf(validRequest(standaloneMessage({ title: '' })))).toEqual([`FIELD_EMPTY@${SCC()}.title`]);
  });
});

describe('UNKNOWN_FIELD', () => {
  it('an unknown root key is reported at its own name, with no leading dot', () => {
    expect(issuesOf({ ...validRequest(), foo: 1 })).toEqual(['UNKNOWN_FIELD@foo']);
  });

  it.each(OBJECT_PATHS.filter((path) => path !== ''))('an unknown key in %s is reported at its path', (path) => {
    const key = 'foo';
    expect(issuesOf(set(sink(), join(path, key), 1))).toEqual([`UNKNOWN_FIELD@${join(path, key)}`]);
  });

  it.each([
    ['', 'OrganizationId'],
    ['', 'organizationID'],
    ['', 'message'],
    [M(0), 'To'],
    [M(0), 'expiration_date_time'],
    [CM(0), 'Text'],
    [S(0, 'reply'), 'postBackData'],
    [`${CM(1)}.contentInfo`, 'thumbnailURL'],
    [`${CM(1)}.contentInfo`, 'mimetype'],
    [SC(2), 'thumbnailAlignment'],
    [`${SCC(2)}.media`, 'Height'],
  ])('keys are case-sensitive: in %j, key %s is unknown', (path, key) => {
    expect(issuesOf(set(sink(), join(path, key), 'x'))).toEqual([`UNKNOWN_FIELD@${join(path, key)}`]);
  });

  it('an unknown key is named as written, after a dot and not escaped (the API reference\'s decision)', () => {
    expect(issuesOf({ ...validRequest(), '': 1 })).toEqual(['UNKNOWN_FIELD@']);
    expect(issuesOf({ ...validRequest(), 'a.b': 1, 'c[0]': 2 })).toEqual(['UNKNOWN_FIELD@a.b', 'UNKNOWN_FIELD@c[0]']);
    expect(issuesOf(set(sink(), `${M(0)}.x y`, 1))).toEqual([`UNKNOWN_FIELD@${M(0)}.x y`]);
  });

  it('an unknown key whose value is undefined (JavaScript callers) counts as absent', () => {
    expect(issuesOf(set(sink(), `${M(0)}.foo`, undefined))).toEqual([]);
  });

  it('a suggestion { foo: 1 } is an unknown field and a suggestion without a type', () => {
    const msg = textMessage('Choose:', [{ reply: { text: 'a', postbackData: 'a' } }, { reply: { text: 'b', postbackData: 'b' } }, { foo: 1 }]);
    expect(issuesOf(validRequest(msg))).toEqual([
      `UNKNOWN_FIELD@${CM()}.suggestions[2].foo`,
      `SUGGESTION_TYPE_MISSING@${CM()}.suggestions[2]`,
    ]);
  });

  it('unknown keys come first, in input order, then the object\'s own rules and fields', () => {
    const msg = { zeta: 1, to: '', alpha: 2, from: FROM, contentMessage: { beta: 3 } };
    expect(issuesOf(validRequest(msg))).toEqual([
      `UNKNOWN_FIELD@${M()}.zeta`,
      `UNKNOWN_FIELD@${M()}.alpha`,
      `FIELD_EMPTY@${M()}.to`,
      `UNKNOWN_FIELD@${CM()}.beta`,
      `CONTENT_TYPE_MISSING@${CM()}`,
    ]);
  });

  it('unknown keys are rejected, never dropped: a message with one is not ok and has no value', () => {
    const result = validate(set(sink(), `${CM(1)}.contentInfo.size`, 1024));
    expect(result.messages[1]?.ok).toBe(false);
    expect(result.messages[1]).not.toHaveProperty('value');
  });
});

// ---- the result as a whole ---------------------------------------------------------------

/** A deep copy of `value` with the keys of every object in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Obj = {};
  for (const key of Object.keys(value).reverse()) out[key] = reversedKeys((value as Obj)[key]);
  return out;
}

describe('the result', () => {
  it('toErrorResponse gives the FIRST issue as { error: { code, param, description }, messages: null }', () => {
    const input = set(set(sink(), `${M(1)}.to`, 'abc'), `${M(3)}.from`, '');
    const result = validate(input);
    expect(codes(result)).toEqual([`TO_INVALID_FORMAT@${M(1)}.to`, `FIELD_EMPTY@${M(3)}.from`]);
    expect(toErrorResponse(result)).toEqual({
      error: { code: 'TO_INVALID_FORMAT', param: `${M(1)}.to`, description: ERROR_CATALOGUE.TO_INVALID_FORMAT.description },
      messages: null,
    });
    expect(Object.keys(toErrorResponse(result) ?? {})).toEqual(['error', 'messages']);
    expect(Object.keys(toErrorResponse(result)?.error ?? {})).toEqual(['code', 'param', 'description']);
  });

  it('toErrorResponse of an ok result is undefined; of a message result, its first issue', () => {
    expect(toErrorResponse(validate(sink()))).toBeUndefined();
    const one = validateMessage({ ...textMessage(), to: '' }, { now: NOW, index: 4 });
    expect(toErrorResponse(one)).toEqual({
      error: { code: 'FIELD_EMPTY', param: `${M(4)}.to`, description: ERROR_CATALOGUE.FIELD_EMPTY.description },
      messages: null,
    });
  });

  it('root issues come before the messages\', and every message is validated even when the root is broken', () => {
    const input = { organizationId: 'x', messages: [textMessage(), { ...textMessage(), from: '' }] };
    const result = validate(input);
    expect(codes(result)).toEqual(['ORGANIZATION_ID_INVALID@organizationId', `FIELD_EMPTY@${M(1)}.from`]);
    expect(result.messages.map((m) => m.ok)).toEqual([true, false]);
    expect(result.messages[0]?.value).toEqual(textMessage());
    expect(result).not.toHaveProperty('value');
  });

  it('validateMessage agrees with the message\'s result inside a request (ok, issues, value, index)', () => {
    const messages: unknown[] = [
      textMessage('Hi', everySuggestion()),
      { ...mediaMessage({ fileUrl: 'http://example.com/a.jpg', mimeType: 'IMAGE/PNG' }), to: '+351 912 345 678' },
      standaloneMessage({}, 'HORIZONTAL'),
      carouselMessage(1),
      { ...textMessage(), expirationDateTime: '2029-01-01T00:00:00Z', extra: true },
      null,
      { ...mediaMessage({ ...{ fileUrl: FILE_URL, mimeType: 'Video/MP4' } }), to: '0044 7400 123456' },
    ];
    const result = validate({ organizationId: ORGANIZATION_ID, messages });
    messages.forEach((msg, i) => {
      expect(validateMessage(msg, { now: NOW, index: i })).toEqual(result.messages[i]);
    });
    expect(result.messages.map((m) => m.ok)).toEqual([true, false, false, false, false, false, true]);
  });

  it('validateMessage uses index 0 by default', () => {
    expect(codes(validateMessage({ ...textMessage(), from: '' }, { now: NOW }))).toEqual([`FIELD_EMPTY@${M(0)}.from`]);
  });

  it('validateMessage reads an index that is no position in messages (negative, fractional, NaN) as 0, so every param stays a message path', () => {
    const tooLarge = { ...textMessage(), from: 'x'.repeat(LIMITS.messageBytesMax) };
    for (const index of [-1, -2, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = validateMessage(tooLarge, { now: NOW, index });
      expect(result.index).toBe(0);
      expect(codes(result)).toEqual([`MESSAGE_TOO_LARGE@${M(0)}`]);
    }
    expect(codes(validateMessage(tooLarge, { now: NOW, index: 2 ** 40 }))).toEqual([`MESSAGE_TOO_LARGE@messages[${2 ** 40}]`]);
    const throwingIndex = Object.defineProperty({ now: NOW }, 'index', { get: (): number => { throw new Error('index'); } });
    expect(codes(validateMessage(tooLarge, throwingIndex))).toEqual([`MESSAGE_TOO_LARGE@${M(0)}`]);
  });

  it('value is absent when not ok; a message result has value iff that message is ok', () => {
    const result = validate(validRequest(textMessage(), { ...textMessage(), to: 'x' }));
    expect(result.ok).toBe(false);
    expect(Object.keys(result)).not.toContain('value');
    expect(Object.keys(result.messages[0] ?? {})).toContain('value');
    expect(Object.keys(result.messages[1] ?? {})).not.toContain('value');
  });

  it('every issue has a catalogue code and its catalogue sentence (not just the code)', () => {
    const input = set(set(set(sink(), `${M(0)}.to`, 5), `${CM(1)}.contentInfo.mimeType`, 'image/bmp'), 'zz', 1);
    const result = validateSendRequest(input, { now: NOW });
    expect(result.issues.length).toBe(3);
    for (const issue of result.issues) {
      const definition = ERROR_CATALOGUE[issue.code];
      expect(definition).toBeDefined();
      expect(issue.description.startsWith(definition.description)).toBe(true);
      expect(issue.description).not.toBe(issue.code);
      expect(issue.description).toMatch(/ /);
    }
  });

  it('value keeps the documented key order, whatever the input order, and is canonical', () => {
    const input = sink();
    set(input, 'organizationId', ORGANIZATION_ID.toUpperCase());
    set(input, `${M(0)}.to`, '+351 912-345-678');
    set(input, `${M(0)}.expirationDateTime`, EXPIRATION);
    set(input, `${CM(1)}.contentInfo.mimeType`, 'IMAGE/JPEG');
    set(input, `${SC(2)}.cardOrientation`, 'HORIZONTAL');
    set(input, `${SC(2)}.thumbnailImageAlignment`, 'RIGHT');
    const result = validate(reversedKeys(input));
    expect(codes(result)).toEqual([]);
    const info = { fileUrl: FILE_URL, thumbnailUrl: THUMBNAIL_URL, mimeType: 'image/jpeg' };
    const suggestions = [
      { reply: { text: 'Yes', postbackData: 'reply_yes' } },
      { openUrlAction: { text: 'Open offer', url: OPEN_URL, postbackData: 'open_offer' } },
    ];
    const card = {
      title: 'Spring sale',
      description: 'Everything 20% off this week.',
      media: { height: 'MEDIUM', contentInfo: info },
      suggestions,
    };
    const expected = {
      organizationId: ORGANIZATION_ID,
      messages: [
        {
          to: TO,
          from: FROM,
          expirationDateTime: EXPIRATION,
          contentMessage: {
            text: 'Hi',
            suggestions: [
              { reply: { text: 'Yes', postbackData: 'reply_yes' } },
              { openUrlAction: { text: 'Open offer', url: OPEN_URL, postbackData: 'open_offer' } },
              { dialAction: { text: 'Call us', phoneNumber: '+351912345678', postbackData: 'dial' } },
              {
                viewLocationAction: {
                  text: 'Our shop',
                  latitude: 38.7223,
                  longitude: -9.1393,
                  label: 'Lisbon shop',
                  postbackData: 'map',
                },
              },
              { shareLocationAction: { text: 'Share location', postbackData: 'share' } },
              {
                createCalendarEventAction: {
                  text: 'Save the date',
                  title: 'Appointment',
                  description: 'Dental check-up',
                  startTime: '2030-02-01T10:00:00Z',
                  endTime: '2030-02-01T11:00:00Z',
                  postbackData: 'calendar',
                },
              },
            ],
          },
        },
        { to: TO, from: FROM, contentMessage: { contentInfo: info } },
        {
          to: TO,
          from: FROM,
          contentMessage: { richCard: { standaloneCard: { cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'RIGHT', cardContent: card } } },
        },
        { to: TO, from: FROM, contentMessage: { richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents: [card, card] } } } },
      ],
    };
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(expected));
  });

  it('a canonical request comes back deep-equal, and canonicalisation is idempotent', () => {
    const input = sink();
    const first = validate(input);
    expect(first.value).toEqual(input);
    const messy = set(set(sink(), 'organizationId', ORGANIZATION_ID.toUpperCase()), `${M(1)}.to`, '00351 912 345 678');
    const once = validate(messy).value;
    expect(once).toEqual(input);
    expect(validate(once).value).toEqual(once);
  });
});

// ---- every code has exactly one describe block -------------------------------------------

describe('catalogue coverage', () => {
  it('every code of ERROR_CODES has exactly one describe block named exactly that code in this folder\'s tests (a length code at most one: src/fields/fieldTable.test.ts proves each)', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const sources = readdirSync(dir)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
    const proven = new Set<string>(LENGTH_LIMITS.map((rule) => rule.code));
    const missing: string[] = [];
    const repeated: string[] = [];
    for (const code of ERROR_CODES) {
      const needle = "describe('" + code + "'";
      const count = sources.reduce((n, text) => n + text.split(needle).length - 1, 0);
      if (count === 0 && !proven.has(code)) missing.push(code);
      if (count > 1) repeated.push(code);
    }
    expect({ missing, repeated }).toEqual({ missing: [], repeated: [] });
  });
});

/** Reads a path of a result value (undefined-safe). */
function get(root: unknown, path: string): unknown {
  let node = root;
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === undefined || node === null) return undefined;
    node = (node as Record<string, unknown>)[match[2] ?? (match[1] as string)];
  }
  return node;
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  LENGTH_LIMITS,
  LIMITS,
  sendRequestSchema,
  SUGGESTION_TYPES,
  toIssues,
  validateSendRequest,
  type SuggestionType,
} from '../index';
import {
  CM,
  M,
  NOW,
  SCC,
  cardContent,
  get,
  contentInfo,
  mediaMessage,
  mixed,
  urlOf,
  set,
  standaloneMessage,
  suggestionMessage,
  SUGGESTION_BUILDERS,
  textMessage,
  validRequest,
  type Obj,
} from '../../test-support/testPayloads';
import { _FIELD_TABLE, _fieldNames } from './fieldTable';
import type { RequestObjectName } from './requestObjectName';

/** A valid request holding one object of each kind that has a length-limited field, and the object's path in it. */
const HOLDERS: Partial<Record<RequestObjectName, () => [Obj, string]>> = {
  request: () => [validRequest(textMessage()), ''],
  message: () => [validRequest(textMessage()), M(0)],
  contentMessage: () => [validRequest(textMessage()), CM(0)],
  contentInfo: () => [validRequest(mediaMessage(contentInfo())), `${CM(0)}.contentInfo`],
  cardContent: () => [validRequest(standaloneMessage(cardContent())), SCC(0)],
  ...Object.fromEntries(
    SUGGESTION_TYPES.map((type: SuggestionType) => [
      type,
      (): [Obj, string] => [validRequest(suggestionMessage(SUGGESTION_BUILDERS[type]())), `${CM(0)}.suggestions[0].${type}`],
    ]),
  ),
};

/** A string of `n` code points valid where `current` is: an https URL of that length where a URL is, else mixed text. */
function textLike(current: unknown, n: number): string {
  return typeof current === 'string' && /^https?:\/\//.test(current) ? urlOf(n) : mixed(n);
}

/** The issues of both validators, as `code@param`. */
function issuesOfBoth(request: Obj): [string[], string[]] {
  const fast = validateSendRequest(request, { now: NOW }).issues.map((issue) => `${issue.code}@${issue.param}`);
  const parsed = v.safeParse(sendRequestSchema(NOW), request, { abortEarly: false });
  const reference = parsed.success ? [] : toIssues(parsed.issues).map((issue) => `${issue.code}@${issue.param}`);
  return [fast, reference];
}

describe('the field table', () => {
  it('publishes every length limit under its LIMITS key, one number per key', () => {
    for (const rule of LENGTH_LIMITS) expect(LIMITS[rule.limit], rule.limit).toBe(rule.max);
    const keys = Object.keys(LIMITS).filter((key) => key.endsWith('MaxChars'));
    expect(keys.sort()).toEqual([...new Set(LENGTH_LIMITS.map((rule) => rule.limit))].sort());
  });

  it('gives every length limit a code of the catalogue, and every *_TOO_LONG code a field', () => {
    const codes = ERROR_CODES.filter((code) => code.endsWith('_TOO_LONG'));
    expect([...new Set(LENGTH_LIMITS.map((rule) => rule.code))].sort()).toEqual([...codes].sort());
  });

  it('lists the suggestion types in the order of SUGGESTION_TYPES', () => {
    expect(_fieldNames('suggestion')).toEqual(SUGGESTION_TYPES);
  });

  it.each(LENGTH_LIMITS)('$field of $object: both validators accept $max code points and refuse one more ($code)', ({ object, field, max, code }) => {
    const holder = HOLDERS[object];
    expect(holder, `a test request holding a ${object}`).toBeDefined();
    const [request, path] = (holder as () => [Obj, string])();
    const param = path === '' ? field : `${path}.${field}`;
    const current = get(request, param);
    expect(issuesOfBoth(set(request, param, textLike(current, max)))).toEqual([[], []]);
    expect(issuesOfBoth(set(request, param, textLike(current, max + 1)))).toEqual([[`${code}@${param}`], [`${code}@${param}`]]);
  });
});

/** The interface each object of the table is documented by, in `src/types/`. */
const INTERFACES: Partial<Record<RequestObjectName, string>> = {
  request: 'SendRequest',
  message: 'Message',
  contentInfo: 'ContentInfo',
  cardMedia: 'CardMedia',
  cardContent: 'CardContent',
  standaloneCard: 'StandaloneCard',
  carouselCard: 'CarouselCard',
  reply: 'Reply',
  openUrlAction: 'OpenUrlAction',
  dialAction: 'DialAction',
  viewLocationAction: 'ViewLocationAction',
  shareLocationAction: 'ShareLocationAction',
  createCalendarEventAction: 'CreateCalendarEventAction',
};

/** Every documented property of every interface in `src/types/`: its JSDoc and whether it is optional, by interface. */
function documentedProperties(): Map<string, { key: string; optional: boolean; doc: string }[]> {
  const found = new Map<string, { key: string; optional: boolean; doc: string }[]>();
  for (const file of ['request', 'content', 'suggestion']) {
    const source = readFileSync(fileURLToPath(new URL(`../types/${file}.ts`, import.meta.url)), 'utf8');
    for (const [, name, body] of source.matchAll(/export interface (\w+)[^{]*\{([\s\S]*?)\n\}/g)) {
      const properties = [...(body ?? '').matchAll(/\/\*\* ([^*]*?) \*\/\s+(\w+)(\??):/g)].map(([, doc, key, optional]) => ({
        key: key as string,
        optional: optional === '?',
        doc: doc as string,
      }));
      found.set(name as string, properties);
    }
  }
  return found;
}

describe('the types of src/types/', () => {
  const properties = documentedProperties();

  it.each(Object.entries(INTERFACES))('%s: its interface has the fields of the table, in order, optional where the table says', (object, name) => {
    const fields = _FIELD_TABLE[object as RequestObjectName] as Record<string, { required: boolean }>;
    const documented = properties.get(name) ?? [];
    expect(documented.map(({ key, optional }) => `${key}${optional ? '?' : ''}`)).toEqual(
      Object.entries(fields).map(([key, field]) => `${key}${field.required ? '' : '?'}`),
    );
  });

  it('state a length limit only as the table has it, and no other number of characters', () => {
    const interfaceOf = { ...INTERFACES, contentMessage: 'TextContent' } as Record<string, string>;
    const stated = [...properties.entries()].flatMap(([name, props]) =>
      props.flatMap(({ key, doc }) => {
        const match = /at most ([\d,]+) characters/.exec(doc);
        return match === null ? [] : [`${name}.${key}: ${Number((match[1] as string).replaceAll(',', ''))}`];
      }),
    );
    const limits = LENGTH_LIMITS.map(({ object, field, max }) => `${interfaceOf[object]}.${field}: ${max}`);
    // A field may leave its limit unstated: the generated docs and schemas state it from the table.
    for (const statement of stated) expect(limits).toContain(statement);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS, sendRequestSchema, SUGGESTION_TYPES, toIssues, validateSendRequest, type SuggestionType } from '../index';
import {
  CM,
  M,
  NOW,
  SCC,
  cardContent,
  chars,
  contentInfo,
  mediaMessage,
  mixed,
  set,
  standaloneMessage,
  suggestionMessage,
  SUGGESTION_BUILDERS,
  textMessage,
  validRequest,
  type Obj,
} from '../../test-support/testPayloads';
import { _FIELD_TABLE, _fieldNames, type _ObjectName } from './fieldTable';

/** A valid request holding one object of each kind that has a length-limited field, and the object's path in it. */
const HOLDERS: Partial<Record<_ObjectName, () => [Obj, string]>> = {
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

/** Every length-limited field of the table: its object, key, limit and code. */
const LENGTH_RULES = Object.entries(_FIELD_TABLE).flatMap(([object, fields]) =>
  Object.entries(fields).flatMap(([key, field]) =>
    'maxChars' in field && field.maxChars !== undefined ? [{ object: object as _ObjectName, key, ...field.maxChars }] : [],
  ),
);

/** A string of `n` code points the field accepts (a URL field gets an https URL of that length). */
function textOf(key: string, n: number): string {
  if (key !== 'url' && key !== 'thumbnailUrl') return mixed(n);
  const base = 'https://www.example.com/';
  return base + chars(n - base.length);
}

/** The issues of both validators, as `code@param`. */
function issuesOfBoth(request: Obj): [string[], string[]] {
  const fast = validateSendRequest(request, { now: NOW }).issues.map((issue) => `${issue.code}@${issue.param}`);
  const parsed = v.safeParse(sendRequestSchema(NOW), request, { abortEarly: false });
  const reference = parsed.success ? [] : toIssues(parsed.issues).map((issue) => `${issue.code}@${issue.param}`);
  return [fast, reference];
}

describe('the field table', () => {
  it('names a LIMITS value for every length limit', () => {
    for (const rule of LENGTH_RULES) expect(rule.max).toBe(LIMITS[rule.limit]);
  });

  it('lists the suggestion types in the order of SUGGESTION_TYPES', () => {
    expect(_fieldNames('suggestion')).toEqual(SUGGESTION_TYPES);
  });

  it.each(LENGTH_RULES)('$key of $object: both validators accept $max code points and refuse one more ($tooLong)', ({ object, key, max, tooLong }) => {
    const holder = HOLDERS[object];
    expect(holder, `a test request holding a ${object}`).toBeDefined();
    const [request, path] = (holder as () => [Obj, string])();
    const param = path === '' ? key : `${path}.${key}`;
    expect(issuesOfBoth(set(request, param, textOf(key, max)))).toEqual([[], []]);
    expect(issuesOfBoth(set(request, param, textOf(key, max + 1)))).toEqual([[`${tooLong}@${param}`], [`${tooLong}@${param}`]]);
  });
});

/** The interface each object of the table is documented by, in `src/types/`. */
const INTERFACES: Partial<Record<_ObjectName, string>> = {
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
    const fields = _FIELD_TABLE[object as _ObjectName] as Record<string, { required: boolean }>;
    const documented = properties.get(name) ?? [];
    expect(documented.map(({ key, optional }) => `${key}${optional ? '?' : ''}`)).toEqual(
      Object.entries(fields).map(([key, field]) => `${key}${field.required ? '' : '?'}`),
    );
  });

  it('state every length limit of the table as LIMITS has it, and no other number of characters', () => {
    const interfaceOf = { ...INTERFACES, contentMessage: 'TextContent' } as Record<string, string>;
    const stated = [...properties.entries()].flatMap(([name, props]) =>
      props.flatMap(({ key, doc }) => {
        const match = /at most ([\d,]+) characters/.exec(doc);
        return match === null ? [] : [`${name}.${key}: ${Number((match[1] as string).replaceAll(',', ''))}`];
      }),
    );
    const expected = LENGTH_RULES.map(({ object, key, max }) => `${interfaceOf[object]}.${key}: ${max}`);
    expect(stated.sort()).toEqual(expected.sort());
  });
});

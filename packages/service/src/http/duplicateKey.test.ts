import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _findDuplicateKey } from './duplicateKey';
import { _mayRepeatKeys } from './keyCounts';

/** A JSON value as written: objects keep every entry, repeated keys included, in order. */
type Tree = null | boolean | number | string | Tree[] | { readonly entries: ReadonlyArray<readonly [string, Tree]> };

/** A plain recursive-descent reader of valid JSON text into a {@link Tree} (no reviver, no scanner). */
function readTree(text: string): Tree {
  let i = 0;
  const space = (): void => {
    while (/\s/.test(text[i] ?? '')) i += 1;
  };
  const string = (): string => {
    const start = i;
    for (i += 1; text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Tree => {
    space();
    const c = text[i];
    if (c === '"') return string();
    if (c === '[' || c === '{') {
      i += 1;
      const items: Array<readonly [string, Tree]> = [];
      for (space(); text[i] !== ']' && text[i] !== '}'; space()) {
        if (text[i] === ',') i += 1;
        space();
        let key = '';
        if (c === '{') {
          key = string();
          space();
          i += 1; // the colon
        }
        items.push([key, value()]);
      }
      i += 1;
      return c === '[' ? items.map(([, item]) => item) : { entries: items };
    }
    const token = /^[^,\]}\s]+/.exec(text.slice(i))?.[0] ?? '';
    i += token.length;
    return JSON.parse(token) as Tree;
  };
  return value();
}

/** The reference: the first repeated key of `tree` in document order, as a param. */
function firstDuplicate(tree: Tree, path = ''): string | undefined {
  if (Array.isArray(tree)) {
    for (const [index, item] of tree.entries()) {
      const found = firstDuplicate(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (tree === null || typeof tree !== 'object') return undefined;
  const seen = new Set<string>();
  for (const [key, item] of tree.entries) {
    const at = path === '' ? key : `${path}.${key}`;
    if (seen.has(key)) return at;
    seen.add(key);
    const found = firstDuplicate(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A key from a few, so that repeats are common, written plainly or with some characters \u-escaped. */
const keyText = fc
  .tuple(fc.constantFrom('a', 'b', 'to', 'é', 'a"b', 'a\\b', '', 'x.y', '😀'), fc.boolean())
  .map(([key, escape]) => {
    const written = JSON.stringify(key);
    return escape ? written.replace(/[a-z]/, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : written;
  });
const gap = fc.constantFrom('', ' ', '\n  ', '\t');

/** JSON text whose objects may repeat keys, with whitespace anywhere it is allowed. */
const jsonText = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 0 }).map((leaf) => JSON.stringify(leaf)),
    fc.array(fc.tuple(gap, tie('value')), { maxLength: 4 }).map((items) => `[${items.map(([g, item]) => `${g}${item}`).join(',')}]`),
    fc.array(fc.tuple(gap, keyText, gap, tie('value')), { maxLength: 5 }).map((entries) => `{${entries.map(([g, key, h, item]) => `${g}${key}${h}:${item}`).join(',')}}`),
  ),
})).value;

describe('_findDuplicateKey', () => {
  it('should find the same first repeated key as a plain reader of the text', () => {
    fc.assert(fc.property(jsonText, (text) => _findDuplicateKey(text) === firstDuplicate(readTree(text))), { numRuns: 3000 });
  });

  it('should find none in what JSON.stringify writes (its keys are distinct)', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => _findDuplicateKey(JSON.stringify(value)) === undefined));
  });

  it.each([
    ['{"organizationId":"a","organizationId":"b"}', 'organizationId'],
    ['{"messages":[{"to":"1"},{"to":"1","from":"x","to":"2"}]}', 'messages[1].to'],
    ['{"a":{"b":[[{"c":1,"c":2}]]}}', 'a.b[0][0].c'],
    ['{"to":1,"t\\u006f":2}', 'to'],
    ['{"a\\"":1,"a\\"":2}', 'a"'],
    ['[{"a":1},{"a":1,"b":{"a":0},"b":2}]', '[1].b'],
  ])('should name the repeated key of %s as %s', (text, param) => {
    expect(_findDuplicateKey(text)).toBe(param);
  });

  it('should tell keys apart across the list-to-set boundary of a wide object', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`);
    expect(_findDuplicateKey(`{${keys.join(',')}}`)).toBeUndefined();
    for (const at of [1, 16, 17, 39]) expect(_findDuplicateKey(`{${[...keys, `"k${at}":0`].join(',')}}`)).toBe(`k${at}`);
  });
});

describe('_mayRepeatKeys', () => {
  it('should be true exactly when the text repeats a key in one object', () => {
    fc.assert(fc.property(jsonText, (text) => _mayRepeatKeys(text, JSON.parse(text)) === (_findDuplicateKey(text) !== undefined)), { numRuns: 3000 });
  });

  it('should be false for what JSON.stringify writes', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => !_mayRepeatKeys(JSON.stringify(value), value)));
  });

  it('should not take a string that holds a quote and a colon for a key, with or without a repeat', () => {
    for (const [text, repeats] of [
      ['{"a":"x\\" : y"}', false],
      ['{"a" :\t"\\":", "b": ["\\":\\":"]}', false],
      ['{"a":1 , "a" :2, "b":"\\":"}', true],
      ['[{"k":"\\":"},{"k":1,"k":2}]', true],
    ] as const) {
      expect(_mayRepeatKeys(text, JSON.parse(text)), text).toBe(repeats);
    }
  });

  it('should count a __proto__ key like any other', () => {
    expect(_mayRepeatKeys('{"__proto__":1,"a":2}', JSON.parse('{"__proto__":1,"a":2}'))).toBe(false);
    expect(_mayRepeatKeys('{"__proto__":1,"__proto__":2}', JSON.parse('{"__proto__":1,"__proto__":2}'))).toBe(true);
  });

  it('should leave nesting deeper than the stack to the search, which loops', () => {
    const text = `${'['.repeat(200_000)}{"a":1,"a":2}${']'.repeat(200_000)}`;
    expect(_mayRepeatKeys(text, JSON.parse(text))).toBe(true);
    expect(_findDuplicateKey(text)).toBe(`${'[0]'.repeat(200_000)}.a`);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJson } from './locateJson';
import type { JsonNode } from './types';

/** Every node of a located tree, with the value JSON.parse gives its text. */
function slices(text: string, node: JsonNode): unknown[] {
  const own = JSON.parse(text.slice(node.from, node.to)) as unknown;
  if (node.kind === 'object') return [own, ...node.members.flatMap((member) => [JSON.parse(text.slice(member.keyFrom, member.keyTo)), ...slices(text, member.value)])];
  if (node.kind === 'array') return [own, ...node.items.flatMap((item) => slices(text, item))];
  return [own];
}

/** True when JSON.parse accepts the text. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('locateJson', () => {
  it('should accept exactly the texts JSON.parse accepts', () => {
    const nearJson = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value, null, 2)),
      fc.tuple(fc.jsonValue().map((value) => JSON.stringify(value)), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', '\\', '\n', '\u0001', ' ', '0', '-', 'e', 'tru', ':')).map(
        ([text, at, insert]) => text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)),
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(fc.property(nearJson, (text) => locateJson(text).ok === parses(text)));
  });

  it('should locate every key and value at text that parses to it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const located = locateJson(text);
        if (!located.ok) return false;
        expect(located.root).toMatchObject({ from: 0, to: text.length });
        const parsed = slices(text, located.root);
        expect(parsed[0]).toEqual(JSON.parse(text));
        return true;
      }),
    );
  });

  it('should report where the text stops being JSON, with line and column', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(locateJson(text)).toEqual({ ok: false, error: { offset: 13, line: 3, column: 3, message: `Expected ',' or '}' after a property value, found '"'` } });
    expect(locateJson('[1, 2')).toMatchObject({ ok: false, error: { offset: 5, line: 1, column: 6, message: `Expected ',' or ']' after an array element, found the end of the text` } });
    expect(locateJson('"a\u0001"')).toMatchObject({ ok: false, error: { offset: 2, message: expect.stringContaining('Control character') } });
    expect(locateJson('"\\x"')).toMatchObject({ ok: false, error: { offset: 1, message: 'Invalid escape in a string' } });
    expect(locateJson('{"a" 1}')).toMatchObject({ ok: false, error: { offset: 5 } });
    expect(locateJson('{} x')).toMatchObject({ ok: false, error: { offset: 3, message: `Unexpected 'x' after the JSON value` } });
    expect(locateJson('')).toMatchObject({ ok: false, error: { offset: 0, line: 1, column: 1 } });
  });

  it('should follow 512 levels of nesting and refuse the 513th rather than overflow the stack', () => {
    expect(locateJson(`${'['.repeat(513)}${']'.repeat(513)}`).ok).toBe(true);
    expect(locateJson(`${'['.repeat(514)}${']'.repeat(514)}`)).toMatchObject({ ok: false, error: { message: 'Nested deeper than 512 levels' } });
  });
});

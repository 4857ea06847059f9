import { describe, expect, it } from 'vitest';
import { locateJson } from './locateJson';
import { locateParam, markedRange } from './locateParam';

const TEXT = `{
  "organizationId": "x",
  "messages": [
    {
      "to": "+351 912 345 678",
      "contentMessage": {
        "text": "Hi",
        "suggestions": [
          { "reply": { "text": "A", "postbackData": "a" } },
          {},
          { "dialAction": { "text": "Call", "phoneNumber": "+1" } }
        ],
        "a.b": 1,
        "a": { "b": 2 }
      }
    }
  ]
}`;

const located = locateJson(TEXT);
if (!located.ok) throw new Error('the fixture must parse');
const { root } = located;
/** The text a param designates, and whether it was found whole. */
const at = (param: string) => {
  const range = locateParam(root, param);
  return { text: TEXT.slice(range.from, range.to), exact: range.exact };
};

describe('locateParam', () => {
  it('should give a field from its key to the end of its value', () => {
    expect(at('organizationId')).toEqual({ text: '"organizationId": "x"', exact: true });
    expect(at('messages[0].to')).toEqual({ text: '"to": "+351 912 345 678"', exact: true });
    expect(at('messages[0].contentMessage.suggestions[2].dialAction.phoneNumber')).toEqual({ text: '"phoneNumber": "+1"', exact: true });
  });

  it('should give an array element by its value alone, and the root for ""', () => {
    expect(at('messages[0].contentMessage.suggestions[1]')).toEqual({ text: '{}', exact: true });
    expect(at('').text).toBe(TEXT);
  });

  it('should match keys holding dots against the document, the longest first', () => {
    expect(at('messages[0].contentMessage.a.b')).toEqual({ text: '"a.b": 1', exact: true });
    expect(at('messages[0].contentMessage.a')).toEqual({ text: '"a": { "b": 2 }', exact: true });
  });

  it('should fall back to the deepest ancestor of a missing field, or a missing element', () => {
    expect(at('messages[0].from').exact).toBe(false);
    expect(at('messages[0].from').text).toMatch(/^\{\s+"to"/);
    expect(at('messages[0].contentMessage.suggestions[1].reply')).toEqual({ text: '{}', exact: false });
    expect(at('messages[3].to').text).toMatch(/^"messages": \[/);
    expect(at('messages[0]x')).toMatchObject({ exact: false });
  });

  it('should take the last of duplicate keys, as JSON.parse does', () => {
    const text = '{"a": 1, "a": 22}';
    const tree = locateJson(text);
    if (!tree.ok) throw new Error('must parse');
    const range = locateParam(tree.root, 'a');
    expect(text.slice(range.from, range.to)).toBe('"a": 22');
  });
});

describe('markedRange', () => {
  it('should mark a scalar field whole and a container to the end of its first line', () => {
    const marked = (param: string) => {
      const range = markedRange(TEXT, locateParam(root, param));
      return TEXT.slice(range.from, range.to);
    };
    expect(marked('messages[0].to')).toBe('"to": "+351 912 345 678"');
    expect(marked('messages[0].contentMessage')).toBe('"contentMessage": {');
    expect(marked('messages[0].contentMessage.suggestions[0]')).toBe('{ "reply": { "text": "A", "postbackData": "a" } }');
    expect(marked('messages[0].from')).toBe('{');
  });

  it('should mark at least one character', () => {
    expect(markedRange('{}', { from: 1, to: 1, exact: false })).toEqual({ from: 1, to: 2 });
  });
});

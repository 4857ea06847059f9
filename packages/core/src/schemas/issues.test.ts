import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../catalogue/catalogue';
import { toIssues, _toParam } from './issues';
import { ReplySchema } from './suggestion';

describe('_toParam', () => {
  it('is "" at the root', () => {
    expect(_toParam(undefined)).toBe('');
    expect(_toParam([])).toBe('');
  });

  it('joins keys with dots and writes indexes in brackets', () => {
    const issues = v.safeParse(v.object({ messages: v.array(v.object({ to: v.string() })) }), { messages: [{ to: 'a' }, { to: 1 }] }).issues;
    expect(_toParam(issues?.[0]?.path)).toBe('messages[1].to');
  });
});

describe('toIssues', () => {
  it('takes the code from the message and the description from the catalogue', () => {
    const result = v.safeParse(ReplySchema, { text: '', postbackData: 'p', foo: 1 }, { abortEarly: false });
    expect(toIssues(result.issues ?? [])).toEqual([
      { code: 'UNKNOWN_FIELD', param: 'foo', description: ERROR_CATALOGUE.UNKNOWN_FIELD.description },
      { code: 'FIELD_EMPTY', param: 'text', description: ERROR_CATALOGUE.FIELD_EMPTY.description },
    ]);
  });

  it('throws on a message that is not a catalogue code', () => {
    const result = v.safeParse(v.string('not a code'), 1);
    expect(() => toIssues(result.issues ?? [])).toThrow(TypeError);
  });
});

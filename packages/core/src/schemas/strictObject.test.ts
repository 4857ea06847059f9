import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toIssues } from './issues';
import { _fields, _strictObject } from './strictObject';
import { _list, _nonEmptyString } from './values';

const Pair = _strictObject(
  _fields({
    name: _nonEmptyString(),
    note: v.exactOptional(_nonEmptyString()),
    tags: v.exactOptional(_list(_nonEmptyString(), { max: 2, tooMany: 'SUGGESTIONS_TOO_MANY' })),
  }),
);

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(Pair, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const boom = (): never => {
  throw new Error('boom');
};
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

describe('_strictObject', () => {
  it('outputs the documented fields only, in documented order, on a plain object', () => {
    const output = v.parse(Pair, { tags: ['a'], name: 'n' });
    expect(output).toStrictEqual({ name: 'n', tags: ['a'] });
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
  });

  it.each([
    ['every unknown key, in input order', { zeta: 1, name: 'n', alpha: 2 }, ['UNKNOWN_FIELD@zeta', 'UNKNOWN_FIELD@alpha']],
    ['own __proto__, constructor and prototype keys', JSON.parse('{"name":"n","__proto__":1,"constructor":2,"prototype":3}'), ['UNKNOWN_FIELD@__proto__', 'UNKNOWN_FIELD@constructor', 'UNKNOWN_FIELD@prototype']],
    ['an unknown key whose value is undefined (absent)', { name: 'n', extra: undefined }, 'ok'],
    ['a required key whose value is undefined', { name: undefined }, ['FIELD_REQUIRED@name']],
    ['an inherited field (not present)', Object.create({ name: 'n' }), ['FIELD_REQUIRED@name']],
    ['an unknown key, a missing field and a bad field together', { note: '', x: 1 }, ['UNKNOWN_FIELD@x', 'FIELD_REQUIRED@name', 'FIELD_EMPTY@note']],
    ['an array', [], ['FIELD_INVALID_TYPE@']],
    ['a revoked proxy', revoked(), ['FIELD_INVALID_TYPE@']],
    ['a revoked proxy as a field', { name: revoked() }, ['FIELD_INVALID_TYPE@name']],
    ['a field whose getter throws (unreadable, not missing)', Object.defineProperty({}, 'name', { enumerable: true, get: boom }), ['FIELD_UNREADABLE@name']],
    ['an unknown key whose getter throws', Object.defineProperty({ name: 'n' }, 'x', { enumerable: true, get: boom }), ['FIELD_UNREADABLE@x', 'UNKNOWN_FIELD@x']],
    ['keys that cannot be listed', new Proxy({ name: 'n' }, { ownKeys: boom }), ['FIELD_UNREADABLE@', 'FIELD_REQUIRED@name']],
    ['a list element whose read throws', { name: 'n', tags: Object.defineProperty(['a', 'b'], 1, { get: boom }) }, ['FIELD_UNREADABLE@tags[1]']],
    ['too many elements (reported first), each still validated', { name: 'n', tags: ['a', '', 'c'] }, ['SUGGESTIONS_TOO_MANY@tags', 'FIELD_EMPTY@tags[1]']],
  ])('reports %s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });
});

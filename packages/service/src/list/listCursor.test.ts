import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _listCursorOf, _listPositionOf } from './listCursor';

/** A position as a store gives one: an acceptance time in whole milliseconds, an id. */
// An id of up to 127 code points is at most 254 UTF-16 units: within the 255 a cursor carries.
const position = fc.record({ acceptedAt: fc.nat({ max: Number.MAX_SAFE_INTEGER }), id: fc.string({ minLength: 1, maxLength: 127, unit: 'binary' }) });
const CURSOR = _listCursorOf({ acceptedAt: 1_768_467_600_120, id: '0195c2a4-7b3e-7c11-9a2b-3c4d5e6f7a8b' });

describe('list cursors', () => {
  it('should read back the position it was made of', () => {
    fc.assert(
      fc.property(position, (made) => {
        expect(_listPositionOf(_listCursorOf(made))).toEqual(made);
      }),
    );
  });

  it('should be base64url without padding, opaque', () => {
    fc.assert(
      fc.property(position, (made) => {
        expect(_listCursorOf(made)).toMatch(/^[A-Za-z0-9_-]+$/);
      }),
    );
  });

  it('should read only the exact text it makes: any text it reads is the cursor of what it read', () => {
    const cursorLike = fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/), position.map(_listCursorOf).chain((cursor) => fc.nat({ max: cursor.length }).map((cut) => cursor.slice(0, cut))));
    fc.assert(
      fc.property(cursorLike, (text) => {
        const read = _listPositionOf(text);
        if (read !== undefined) expect(_listCursorOf(read)).toBe(text);
      }),
    );
  });

  it('should refuse a cursor altered, cut, padded, in standard base64 or of another JSON', () => {
    const encoded = (json: string): string => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const altered = `${CURSOR.slice(0, 10)}${CURSOR[10] === 'A' ? 'B' : 'A'}${CURSOR.slice(11)}`;
    const refused = [
      '',
      altered,
      CURSOR.slice(0, -1),
      `${CURSOR}=`,
      `${CURSOR}A`,
      ` ${CURSOR}`,
      btoa('{"acceptedAt":1,"id":"a?>"}'),
      encoded('{"id":"a","acceptedAt":1}'),
      encoded('{"acceptedAt":1,"id":"a","extra":true}'),
      encoded('{ "acceptedAt": 1, "id": "a" }'),
      encoded('{"acceptedAt":1.5,"id":"a"}'),
      encoded('{"acceptedAt":-1,"id":"a"}'),
      encoded('{"acceptedAt":"1","id":"a"}'),
      encoded('{"acceptedAt":1,"id":""}'),
      encoded(`{"acceptedAt":1,"id":"${'a'.repeat(256)}"}`),
      encoded('[1,"a"]'),
      encoded('null'),
      encoded('{"acceptedAt":1,"id":"a"'),
      'A'.repeat(5000),
    ];
    for (const text of refused) expect([text, _listPositionOf(text)]).toEqual([text, undefined]);
    expect(_listPositionOf(encoded('{"acceptedAt":1,"id":"a"}'))).toEqual({ acceptedAt: 1, id: 'a' });
  });
});

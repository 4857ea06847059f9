import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldReadersSource } from '../../scripts/fieldReadersSource';
import { _FIELD_TABLE, _fieldNames } from '../fields/fieldTable';
import type { RequestObjectName } from '../fields/requestObjectName';
import { _Context, _settings } from './context';
import * as readers from './fieldReaders';
import { _readOwnKeys } from './readFields';

const OBJECTS = Object.keys(_FIELD_TABLE) as RequestObjectName[];

/** The generated reader of `object`. */
function readerOf(object: RequestObjectName): (ctx: _Context, input: Record<string, unknown>) => unknown[] {
  const name = `_read${object.charAt(0).toUpperCase()}${object.slice(1)}` as keyof typeof readers;
  return readers[name] as (ctx: _Context, input: Record<string, unknown>) => unknown[];
}

/** What reading `input` gives: the values by position, the issues and the size bound. */
function read(object: RequestObjectName, input: Record<string, unknown>, how: 'generated' | 'ownKeys') {
  const ctx = new _Context(_settings(0), 0);
  const values = how === 'generated' ? readerOf(object)(ctx, input) : _readOwnKeys(ctx, input, _fieldNames(object));
  return { values: [...values], issues: ctx.issues, bytesBound: ctx.bytesBound };
}

describe('fieldReaders.ts', () => {
  it('should be what the field table generates (run `pnpm readers` after changing the table)', () => {
    expect(readFileSync(new URL('./fieldReaders.ts', import.meta.url), 'utf8')).toBe(fieldReadersSource());
  });

  it('should read every JSON-like object of every kind exactly as the generic reader of Object.keys does', () => {
    const object = fc.constantFrom(...OBJECTS);
    const input = object.chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.dictionary(fc.oneof(fc.constantFrom(..._fieldNames(name)), fc.string({ maxLength: 4 })), fc.oneof(fc.constant(undefined), fc.string(), fc.integer())),
      ),
    );
    fc.assert(
      fc.property(input, ([name, fields]) => {
        expect(read(name, fields, 'generated')).toEqual(read(name, fields, 'ownKeys'));
      }),
      { numRuns: 2_000 },
    );
  });
});

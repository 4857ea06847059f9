import { ERROR_CATALOGUE, ERROR_CODES, SUGGESTION_TYPES, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidSendRequest } from '../invalidSendRequest';
import { invalidSendRequestFor, MUTATION_DEFINITIONS, mutationFor } from './registry';

/** The catalogue's documented param as a regular expression, or undefined when it is "the path of ...". */
function documentedParam(code: ErrorCode): RegExp | undefined {
  const documented = ERROR_CATALOGUE[code].param;
  if (documented.startsWith('the path')) return undefined;
  if (documented === '""') return /^$/;
  let pattern = documented.replace(/[.*+?^${}[\]\\]/g, '\\$&');
  pattern = pattern
    .replaceAll('(', '(?:')
    .replaceAll('\\[i\\]', '\\[\\d+\\]')
    .replaceAll('\\[j\\]', '\\[\\d+\\]')
    .replaceAll('\\[k\\]', '\\[\\d+\\]')
    .replaceAll('<type>', `(?:${SUGGESTION_TYPES.join('|')})`)
    .replaceAll(' | ', '|')
    .replaceAll(', ', '|');
  return new RegExp(`^(?:${pattern})$`);
}

describe('mutationFor', () => {
  it('should have a mutation for every code of the catalogue', () => {
    const missing = ERROR_CODES.filter((code) => !Object.prototype.hasOwnProperty.call(MUTATION_DEFINITIONS, code));
    expect(missing).toEqual([]);
    for (const code of ERROR_CODES) expect(mutationFor(code).code).toBe(code);
  });

  it('should have no mutation for a code outside the catalogue', () => {
    expect(Object.keys(MUTATION_DEFINITIONS).filter((code) => !(code in ERROR_CATALOGUE))).toEqual([]);
    expect(() => mutationFor('NOT_A_CODE' as ErrorCode)).toThrow(/no mutation/);
  });

  it.each(ERROR_CODES)('should report %s at the param the catalogue documents', (code) => {
    const documented = documentedParam(code);
    fc.assert(
      fc.property(invalidSendRequestFor(code), (invalid) => {
        expect(invalid.code).toBe(code);
        expect(invalid.rule).toBe(code);
        if (documented !== undefined) expect(invalid.param).toMatch(documented);
        else expect(invalid.param).toMatch(/^[A-Za-z_$][\w$]*(?:\[\d+\])?(?:\.[A-Za-z_$][\w$]*(?:\[\d+\])?)*$/);
      }),
      { numRuns: 15 },
    );
  });
});

describe('invalidSendRequest', () => {
  it('should only draw the codes it is given', () => {
    const codes: ErrorCode[] = ['TEXT_TOO_LONG', 'MESSAGES_EMPTY'];
    fc.assert(fc.property(invalidSendRequest({ codes }), (invalid) => codes.includes(invalid.code)), { numRuns: 20 });
  });

  it('should refuse an empty list of codes', () => {
    expect(() => invalidSendRequest({ codes: [] })).toThrow();
  });
});

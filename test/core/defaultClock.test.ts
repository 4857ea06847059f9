// Requests generated on the real clock (no `now` given) stay what they claim to be while the
// clock moves on: a saved corpus is replayed days later against a live server.
import { invalidSendRequest, sendRequest, VALID_EXPIRATION_LEAD_DAYS } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from './support';

const DAY = 24 * 60 * 60 * 1000;

/** The clock `days` days after `generatedAt`. */
const later = (generatedAt: number, days: number): Date => new Date(generatedAt + days * DAY);

describe('arbitraries on the default clock', () => {
  // 7 days is the promise; 8 shows a margin; VALID_EXPIRATION_LEAD_DAYS (30) is the documented last day.
  it.each([7, 8, VALID_EXPIRATION_LEAD_DAYS])('should generate valid requests accepted %i days after generation', (days) => {
    const generatedAt = Date.now(); // the arbitrary reads the clock just after (within the same second or later)
    const arbitrary = sendRequest({ unicode: true });
    fc.assert(
      fc.property(arbitrary, (request) => {
        expect(validateSendRequest(request, { now: later(generatedAt, days) }).issues).toEqual([]);
      }),
      { numRuns: runs(100) },
    );
  });

  it('should lead by no more than documented: some valid requests expire within 400 days after the lead', () => {
    const generatedAt = Date.now();
    const samples = fc.sample(sendRequest({ atLimits: true }), { numRuns: 100, seed: 3 });
    const rejected = samples.filter((request) => !validateSendRequest(request, { now: later(generatedAt, VALID_EXPIRATION_LEAD_DAYS + 400) }).ok);
    expect(rejected.length).toBeGreaterThan(0);
  });

  it('should keep every single-rule violation exactly one issue 8 days later, expired ones expired', () => {
    const generatedAt = Date.now();
    const arbitrary = invalidSendRequest({ codes: ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE') });
    fc.assert(
      fc.property(arbitrary, ({ request, code, param }) => {
        const { issues } = validateSendRequest(request, { now: later(generatedAt, 8) });
        expect(issues.map((issue) => ({ code: issue.code, param: issue.param }))).toEqual([{ code, param }]);
      }),
      { numRuns: runs(300) },
    );
  });
});

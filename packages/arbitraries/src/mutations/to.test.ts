import { validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidSendRequestFor } from './registry';

const NOW = new Date('2026-01-15T09:00:00Z');

describe('TO_INVALID_FORMAT', () => {
  // A written `to` may start with spaces: a + inserted right after them is the valid prefix, not a
  // misplaced one (fast-check found " +12015550123" once in about 14,000 runs).
  it('should never write a + where the prefix goes, so the core always rejects it', () => {
    fc.assert(
      fc.property(invalidSendRequestFor('TO_INVALID_FORMAT', { now: NOW }), ({ request }) => {
        expect(validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code)).toEqual(['TO_INVALID_FORMAT']);
      }),
      { numRuns: 500 },
    );
  });

  it('should reject the written form fast-check once found valid (replayed by its seed and path)', () => {
    const path = `14053:${'0:'.repeat(39)}0:2:2:0:1:1:2:3:3:3:4:4:4:0:0:0:1`;
    fc.assert(
      fc.property(invalidSendRequestFor('TO_INVALID_FORMAT', { now: NOW }), ({ request }) => {
        expect(validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code)).toEqual(['TO_INVALID_FORMAT']);
      }),
      { seed: -846655019, path, endOnFailure: true },
    );
  });

  it('should build its valid base on hosts the URL parser reads (an xn-- label once made it reject an open URL too; replayed by its seed and path)', () => {
    const path = `241:0:0:0:4:3:3:4:3:${'4:'.repeat(15)}18:${'16:'.repeat(44)}17:16:${'15:'.repeat(32)}16:14:14:15:15:14:14:14:17:15:14:18:14:14:15:14:14`;
    fc.assert(
      fc.property(invalidSendRequestFor('TO_INVALID_FORMAT', { now: NOW }), ({ request }) => {
        expect(validateSendRequest(request, { now: NOW }).issues.map((issue) => issue.code)).toEqual(['TO_INVALID_FORMAT']);
      }),
      { seed: -1555108436, path, endOnFailure: true },
    );
  });
});

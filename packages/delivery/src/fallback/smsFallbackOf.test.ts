import fc from 'fast-check';
import { encodeSms, SMS_LIMITS } from '@rcs-send/sms';
import type { SmsFallbackPolicy, SubmittedMessage } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import { _smsFallbackOf } from './smsFallbackOf';

const POLICY: SmsFallbackPolicy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE'], maxSegments: 6 };
const AT = '2026-01-15T09:00:00.000Z';

const submitted = (id: string, text: string, expirationDateTime?: string): SubmittedMessage => ({
  id,
  organizationId: 'org',
  principalId: 'p',
  index: 0,
  acceptedAt: AT,
  expiresAt: expirationDateTime === undefined ? null : Date.parse(expirationDateTime),
  message: { to: '351912345678', from: 'acme', contentMessage: { text }, ...(expirationDateTime === undefined ? {} : { expirationDateTime }) },
});

describe('_smsFallbackOf', () => {
  it('should make the same SMS for a message every time (a second worker records what the first would), its reference within 0 to 255', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ unit: 'grapheme', maxLength: 600 }), fc.integer({ min: 1, max: SMS_LIMITS.highestMaxSegments }), (id, text, maxSegments) => {
        const policy = { ...POLICY, maxSegments };
        const sms = _smsFallbackOf(submitted(id, text), policy, 'NOT_RCS_CAPABLE', 'NOT_FOUND', AT);
        expect(_smsFallbackOf(submitted(id, text), policy, 'NOT_RCS_CAPABLE', 'NOT_FOUND', AT)).toEqual(sms);
        expect(sms.reference).toBeGreaterThanOrEqual(0);
        expect(sms.reference).toBeLessThanOrEqual(255);
        expect(sms.segments).toBeLessThanOrEqual(maxSegments);
        expect(encodeSms(sms.text, { maxSegments, reference: sms.reference }).segments).toHaveLength(sms.segments); // the text recorded is the one sent: submitted again, it makes the same segments
      }),
    );
  });

  it("should carry the policy's sender and segment limit, the trigger and its reason, and no copy of the message's expiration (the message's expiresAt is its validity)", () => {
    const sms = _smsFallbackOf(submitted('6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b', 'Hi', '2026-01-16T09:00:00.000Z'), POLICY, 'NOT_RCS_CAPABLE', 'NOT_FOUND: x', AT);
    expect(sms).toStrictEqual({ id: '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b', organizationId: 'org', to: '351912345678', smsSender: 'ACME', maxSegments: 6, trigger: 'NOT_RCS_CAPABLE', fallbackReason: 'NOT_FOUND: x', encoding: 'GSM7', segments: 1, reference: sms.reference, text: 'Hi', at: AT });
  });
});

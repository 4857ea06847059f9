import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { _trafficTypes } from './trafficTypes';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const message = (from: string, organizationId = ORG): SubmittedMessage => ({ id: 'x', organizationId, principalId: 'p', index: 0, acceptedAt: '2026-01-01T00:00:00.000Z', expiresAt: null, message: { to: '351912345678', from, contentMessage: { text: 'Hi' } } });

describe('the traffic type each message declares', () => {
  it('should declare AUTHENTICATION for an OTP agent, PROMOTION for a promotional one, TRANSACTION otherwise, per organization', () => {
    const trafficTypeOf = _trafficTypes(() => [{ id: ORG.toUpperCase(), senders: ['acme', 'otp', 'news', 'both'], useCases: { otp: 'OTP', news: 'PROMOTIONAL', both: 'MULTI_USE' } }]);
    expect(['acme', 'otp', 'news', 'both', 'unknown'].map((from) => trafficTypeOf(message(from)))).toEqual(['TRANSACTION', 'AUTHENTICATION', 'PROMOTION', 'TRANSACTION', 'TRANSACTION']);
    expect(trafficTypeOf(message('otp', '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'))).toBe('TRANSACTION');
    expect(trafficTypeOf(message('constructor'))).toBe('TRANSACTION');
  });
});

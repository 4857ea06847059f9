import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { ConfigError } from '../config/check';
import { _senders } from '../config/senderSetting';
import { _trafficTypes } from './trafficTypes';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const message = (from: string, organizationId = ORG): SubmittedMessage => ({ id: 'x', organizationId, principalId: 'p', index: 0, acceptedAt: '2026-01-01T00:00:00.000Z', expiresAt: null, message: { to: '351912345678', from, contentMessage: { text: 'Hi' } } });

describe('senders with their agents\' use cases', () => {
  it('should read plain ids as TRANSACTIONAL and objects with their use case', () => {
    expect(_senders(['acme', { id: 'acme_otp', useCase: 'OTP' }, { id: 'acme_news', useCase: 'PROMOTIONAL' }, { id: 'acme_tx' }], 'senders')).toEqual({
      senders: ['acme', 'acme_otp', 'acme_news', 'acme_tx'],
      useCases: { acme_otp: 'OTP', acme_news: 'PROMOTIONAL' },
    });
  });

  it.each([
    [[{ id: 'a', useCase: 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED' }], 'senders[0].useCase must be one of TRANSACTIONAL, OTP, PROMOTIONAL, MULTI_USE'],
    [[{ id: 'a', kind: 'OTP' }], 'senders[0]'],
    [[{ useCase: 'OTP' }], 'senders[0].id'],
    [[7], 'senders[0]'],
    ['acme', 'senders must be'],
  ])('should refuse %j naming the bad entry', (value, named) => {
    expect(() => _senders(value, 'senders')).toThrow(ConfigError);
    expect(() => _senders(value, 'senders')).toThrow(named);
  });

  it('should declare AUTHENTICATION for an OTP agent, PROMOTION for a promotional one, TRANSACTION otherwise, per organization', () => {
    const trafficTypeOf = _trafficTypes(() => [{ id: ORG.toUpperCase(), members: [], senders: ['acme', 'otp', 'news', 'both'], balance: 0, useCases: { otp: 'OTP', news: 'PROMOTIONAL', both: 'MULTI_USE' } }]);
    expect(['acme', 'otp', 'news', 'both', 'unknown'].map((from) => trafficTypeOf(message(from)))).toEqual(['TRANSACTION', 'AUTHENTICATION', 'PROMOTION', 'TRANSACTION', 'TRANSACTION']);
    expect(trafficTypeOf(message('otp', '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'))).toBe('TRANSACTION');
    expect(trafficTypeOf(message('constructor'))).toBe('TRANSACTION');
  });
});

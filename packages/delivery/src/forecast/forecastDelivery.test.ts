import type { Message } from '@rcs-send/core';
import { toAgentMessage } from '@rcs-send/rbm';
import { encodeSms, smsTextOf } from '@rcs-send/sms';
import { describe, expect, it } from 'vitest';
import { forecastDelivery, type DeliveryFacts } from './forecastDelivery';

const AT = Date.parse('2026-01-15T09:00:00Z');
const policy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'] as const, maxSegments: 2 };
const carousel: Message = {
  to: '351912345678',
  from: 'acme',
  contentMessage: { richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents: [{ title: 'One' }, { title: 'Two', description: 'Ação' }] } } },
};
const facts = (overrides: Partial<DeliveryFacts> = {}): DeliveryFacts => ({ message: carousel, expiresAt: null, at: AT, trafficType: 'TRANSACTION', handedOver: true, unsubscribed: false, policy: undefined, knownUnreachable: false, ...overrides });

describe('forecastDelivery', () => {
  it("should predict the body toAgentMessage gives, RCS, and no windows without an expiration", () => {
    const forecast = forecastDelivery(facts({ agentIdOf: (from) => `${from}@rbm.goog` }));
    const sent = toAgentMessage(carousel, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog`, messageTrafficType: 'TRANSACTION' });
    expect(JSON.stringify(forecast.agentMessage)).toBe(JSON.stringify(sent.body));
    expect([forecast.channel, forecast.reason, forecast.agentId, forecast.windows, forecast.sms, forecast.recipient]).toEqual(['RCS', null, 'acme@rbm.goog', [], null, null]);
  });

  it("should give the SMS of the policy with smsTextOf and encodeSms's segments, and take it for a recipient RCS cannot reach", () => {
    const forecast = forecastDelivery(facts({ policy, recipient: { features: undefined } }));
    const encoded = encodeSms(smsTextOf(carousel), { maxSegments: 2 });
    expect([forecast.channel, forecast.reason]).toEqual(['SMS', 'NOT_RCS_CAPABLE']);
    expect(forecast.sms).toEqual({ triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], smsSender: 'ACME', encoding: 'UCS2', text: encoded.text, truncated: false, segments: encoded.segments.map(({ text, units }) => ({ text, units })) });
    expect(forecast.recipient).toEqual({ reachable: false, features: [], missingFeatures: [] });
  });

  it('should name what a device lacks, and take no channel when the policy does not fall back on a failure', () => {
    const forecast = forecastDelivery(facts({ policy, recipient: { features: ['RICHCARD_STANDALONE'] } }));
    expect([forecast.channel, forecast.reason, forecast.recipient]).toEqual(['NONE', 'FEATURES_MISSING', { reachable: true, features: ['RICHCARD_STANDALONE'], missingFeatures: ['RICHCARD_CAROUSEL'] }]);
    expect(forecastDelivery(facts({ policy: { ...policy, triggers: ['FAILED'] }, recipient: { features: [] } })).channel).toBe('SMS');
  });

  it('should take no channel for a promotional message to a user who unsubscribed, without a platform, or when known unreachable without a fallback', () => {
    expect(forecastDelivery(facts({ trafficType: 'PROMOTION', unsubscribed: true })).reason).toBe('UNSUBSCRIBED');
    expect(forecastDelivery(facts({ unsubscribed: true })).channel).toBe('RCS');
    expect(forecastDelivery(facts({ handedOver: false })).reason).toBe('DELIVERY_OFF');
    expect([forecastDelivery(facts({ knownUnreachable: true })).reason, forecastDelivery(facts({ knownUnreachable: true, policy })).channel]).toEqual(['NOT_RCS_CAPABLE', 'SMS']);
    expect(forecastDelivery(facts({ policy: { ...policy, enabled: false }, knownUnreachable: true })).sms).toBeNull();
  });

  it("should send the window's end for an expiration past the platform's window, and plan the windows up to its own", () => {
    const expirationDateTime = '2026-03-01T00:00:00Z';
    const forecast = forecastDelivery(facts({ message: { ...carousel, expirationDateTime }, expiresAt: Date.parse(expirationDateTime), windowMs: 20 * 24 * 3600 * 1000 }));
    expect(forecast.agentMessage?.['expireTime']).toBe('2026-02-04T09:00:00.000Z');
    expect(forecast.windows.map((window) => window.expireTime)).toEqual(['2026-02-04T09:00:00.000Z', '2026-02-24T09:00:00.000Z', expirationDateTime]);
  });
});

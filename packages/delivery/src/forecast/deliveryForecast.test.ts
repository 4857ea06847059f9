import type { Message } from '@rcs-send/core';
import type { CapabilityPort } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import { _deliveryForecast, type _DeliveryForecastSources } from './deliveryForecast';

const message: Message = { to: '351912345678', from: 'acme', contentMessage: { text: 'Your code is 1234' } };
const request = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', message, expiresAt: null, at: Date.parse('2026-01-15T09:00:00Z') };
const reachable: CapabilityPort = { features: () => Promise.resolve(['RICHCARD_STANDALONE']), reachable: (_from, msisdns) => Promise.resolve(msisdns) };

/** The sources of an engine with a platform (`capabilities` its lookup) or without one. */
const sources = (capabilities: CapabilityPort | undefined): _DeliveryForecastSources => ({
  trafficTypeOf: () => 'TRANSACTION',
  agentIdOf: capabilities === undefined ? undefined : (from) => `${from}@rbm.goog`,
  handedOver: capabilities !== undefined,
  optOuts: { isUnsubscribed: () => Promise.resolve(false) },
  policies: undefined,
  knownReachability: { knownUnreachable: () => false },
  capabilities,
});

describe('_deliveryForecast', () => {
  it('should ask the platform for the recipient only when asked, and answer null for it when there is no platform to ask', async () => {
    const asked = await _deliveryForecast(sources(reachable)).forecast({ ...request, capabilities: true });
    const notAsked = await _deliveryForecast(sources(reachable)).forecast({ ...request, capabilities: false });
    const noPlatform = await _deliveryForecast(sources(undefined)).forecast({ ...request, capabilities: true });
    expect(asked.recipient).toEqual({ reachable: true, features: ['RICHCARD_STANDALONE'], missingFeatures: [] });
    expect([notAsked.recipient, noPlatform.recipient, noPlatform.channel, noPlatform.reason]).toEqual([null, null, 'NONE', 'DELIVERY_OFF']);
  });
});

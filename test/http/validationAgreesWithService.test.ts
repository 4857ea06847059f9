// The law of the validation-only entry points: on any body, valid or breaking one rule, they
// decide as the service does when the organization, its senders and balance say yes (all or
// nothing by default, partial with perMessage), and hand on the very messages it submits.
import { invalidSendRequest, sendRequest } from '@rcs-send/arbitraries';
import { createSendService, handleHttpRequest, type HttpRequestLike, type SendPorts, type SubmittedMessage, validateHttpRequest } from '@rcs-send/service';
import { ERROR_CODES } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../core/support';

const NOW = new Date('2026-06-01T00:00:00Z');
const KEY = 'law-key';
/** Every rule a JSON body can break (a field whose getter throws cannot travel as JSON). */
const CODES = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE');
const body = fc.oneof(sendRequest({ now: NOW }), invalidSendRequest({ now: NOW, codes: CODES }).map((invalid) => invalid.request));

/** An HTTP request of `value` as JSON, with the key (ignored by the validation). */
const httpRequest = (value: unknown): HttpRequestLike => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return { method: 'POST', header: (name) => ({ 'content-type': 'application/json', authorization: `Bearer ${KEY}` })[name], readBytes: async () => bytes };
};

/** A service whose ports say yes to every organization, sender and balance; what it submitted. */
function permissiveService(batchMode: 'partial' | 'all-or-nothing') {
  const submitted: SubmittedMessage[] = [];
  const ports: SendPorts = {
    auth: { authenticate: async (apiKey) => (apiKey === KEY ? { id: 'p' } : undefined) },
    organizations: { access: async () => 'allowed' },
    senders: { isConfigured: async () => true },
    balance: { reserve: async (organizationId, count) => ({ id: 'r', organizationId, count }), release: async () => undefined },
    submit: { submit: async (message) => void submitted.push(message) },
  };
  return { service: createSendService({ ports, batchMode, now: () => NOW }), submitted };
}

describe('validation only agrees with the service', () => {
  it('should answer what the all-or-nothing service answers, and hand on what it submits', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        // Arrange
        const { service, submitted } = permissiveService('all-or-nothing');
        // Act
        const sent = await handleHttpRequest(service, httpRequest(value));
        const verdict = await validateHttpRequest(httpRequest(value), { now: () => NOW });
        // Assert
        if (sent.status !== 202) return void expect(verdict).toEqual({ ok: false, response: sent });
        expect(verdict.ok).toBe(true);
        if (!verdict.ok) return;
        expect(verdict.validation.allValid).toBe(true);
        expect(verdict.validation.request).toEqual({ organizationId: submitted[0]?.organizationId, messages: submitted.map((m) => m.message) });
      }),
      { numRuns: runs(150) },
    );
  });

  it('should answer what the partial service answers with perMessage, message by message', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        // Arrange
        const { service, submitted } = permissiveService('partial');
        // Act
        const sent = await handleHttpRequest(service, httpRequest(value));
        const verdict = await validateHttpRequest(httpRequest(value), { now: () => NOW, perMessage: true });
        // Assert
        if (sent.body.error !== null) return void expect(verdict).toEqual({ ok: false, response: sent });
        expect(verdict.ok).toBe(true);
        if (!verdict.ok) return;
        const byIndex = new Map(submitted.map((message) => [message.index, message.message]));
        expect(verdict.validation.messages).toEqual(
          sent.body.messages.map((outcome) =>
            outcome.status === 'ACCEPTED' ? { index: outcome.index, status: 'VALID', message: byIndex.get(outcome.index) } : outcome,
          ),
        );
        expect(verdict.validation.allValid).toBe(sent.status === 202);
      }),
      { numRuns: runs(150) },
    );
  });
});

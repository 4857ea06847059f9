import { createValidationProfile, type CompiledValidationProfile } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createPreflight } from '../preflight/createPreflight';
import type { PreflightBody } from '../preflight/types';
import type { ErrorBody, SuccessBody } from '../response/types';
import { createSendService } from '../service/createSendService';
import type { BatchMode, SendInput } from '../service/types';
import { validateHttpRequest } from '../validation/validateHttpRequest';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const KEY = 'profile-test-key-0123456789';
const NOW = new Date('2026-01-15T09:00:00Z');
const now = () => NOW;
const seed = () => createMemoryPorts({ apiKeys: [{ apiKey: KEY, principalId: 'p' }], organizations: [{ id: ORG, members: ['p'], senders: ['agent', 'news'], balance: 10 }] });
const message = (from: string, text = 'Your parcel arrives today') => ({ to: '351912345678', from, contentMessage: { text } });
const input = (value: unknown): SendInput => ({ authorization: `Bearer ${KEY}`, readBody: async () => ({ value }) });
const noSale = createValidationProfile({ refusedTerms: ['sale'] });
const twoAtMost = createValidationProfile({ maxMessages: 2 });
const portugalOnly = createValidationProfile({ allowedCallingCodes: ['351'] });
const spainOnly = createValidationProfile({ allowedCallingCodes: ['34'] });
const TERM = { code: 'PROFILE_TERM_NOT_ALLOWED', param: 'messages[0].contentMessage.text' };

/** The send of `body` by a service with `options`, its status and body. */
async function sent(body: unknown, options: { profile?: Parameters<typeof createSendService>[0]['profile']; rules?: Parameters<typeof createSendService>[0]['rules']; batchMode?: BatchMode } = {}) {
  const ports = seed();
  const response = await createSendService({ ports, now, onError: () => {}, ...options }).send(input(body));
  return { status: response.status, body: response.body as { error: ErrorBody['error'] | null; messages: SuccessBody['messages'] }, submitted: ports.submit.submitted };
}

describe('the profile option of the send service', () => {
  it('should answer a message breaking a constant profile 400 with its PROFILE_ code at its param, submitting nothing', async () => {
    const { status, body, submitted } = await sent({ organizationId: ORG, messages: [message('agent', 'Big SALE today')] }, { profile: noSale });
    expect(status).toBe(400);
    expect(body.error).toMatchObject(TERM);
    expect(submitted).toEqual([]);
  });

  it('should reject only the messages breaking it in partial mode, and the whole request in all-or-nothing mode', async () => {
    const messages = [message('agent', 'Big SALE today'), message('agent')];
    const partial = await sent({ organizationId: ORG, messages }, { profile: noSale });
    expect(partial.status).toBe(200);
    expect(partial.body.messages.map((outcome) => outcome.status)).toEqual(['REJECTED', 'ACCEPTED']);
    expect(partial.body.messages[0]).toMatchObject({ error: TERM });
    const whole = await sent({ organizationId: ORG, messages }, { profile: noSale, batchMode: 'all-or-nothing' });
    expect(whole.status).toBe(400);
    expect(whole.body.error).toMatchObject(TERM);
  });

  it("should judge each message by its sender's profile, a sender without one by its organization's", async () => {
    const asked: string[] = [];
    const profile = (organizationId: string, sender: string | undefined): CompiledValidationProfile | undefined => {
      asked.push(`${organizationId} ${sender ?? '-'}`);
      return sender === 'news' ? spainOnly : sender === undefined ? portugalOnly : undefined;
    };
    const { status, body } = await sent({ organizationId: ORG, messages: [message('agent'), message('news'), message('agent')] }, { profile });
    expect(status).toBe(200);
    expect(body.messages.map((outcome) => outcome.status)).toEqual(['ACCEPTED', 'REJECTED', 'ACCEPTED']);
    expect(body.messages[1]).toMatchObject({ error: { code: 'PROFILE_COUNTRY_NOT_ALLOWED', param: 'messages[1].to' } });
    expect(asked.sort()).toEqual([`${ORG} -`, `${ORG} agent`, `${ORG} news`]); // each sender asked once
  });

  it("should refuse a request over its organization's maxMessages at messages, whatever its senders' profiles", async () => {
    const profile = async (_organizationId: string, sender: string | undefined) => (sender === undefined ? twoAtMost : noSale);
    const { status, body } = await sent({ organizationId: ORG, messages: [message('agent'), message('news'), message('agent')] }, { profile });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'PROFILE_TOO_MANY_MESSAGES', param: 'messages' });
  });

  it('should answer SENDER_NOT_CONFIGURED before any profile, never asking the chooser of an unknown sender', async () => {
    const asked: Array<string | undefined> = [];
    const profile = (_organizationId: string, sender: string | undefined) => (asked.push(sender), noSale);
    const { body } = await sent({ organizationId: ORG, messages: [message('stranger', 'Big SALE'), message('agent')] }, { profile });
    expect(body.messages[0]).toMatchObject({ error: { code: 'SENDER_NOT_CONFIGURED', param: 'messages[0].from' } });
    expect(asked).not.toContain('stranger');
  });

  it("should run the rules hook after the profile and answer its own code", async () => {
    const rules = () => [{ code: 'NIGHT_HOLD', param: 'from', description: 'This sender is on hold at night.' }];
    const { status, body } = await sent({ organizationId: ORG, messages: [message('agent')] }, { rules });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'NIGHT_HOLD', param: 'messages[0].from', description: 'This sender is on hold at night.' });
  });

  it('should answer 500 when the chooser throws or its promise rejects, telling onError of the profiles', async () => {
    const throwing = (): CompiledValidationProfile => {
      throw new Error('store down');
    };
    const rejecting = (): Promise<CompiledValidationProfile> => Promise.reject(new Error('store down'));
    for (const profile of [throwing, rejecting]) {
      const sources: string[] = [];
      const response = await createSendService({ ports: seed(), now, profile, onError: (_error, source) => void sources.push(source) }).send(input({ organizationId: ORG, messages: [message('agent')] }));
      expect([response.status, sources]).toEqual([500, ['profiles']]);
    }
  });

  it('should take a chooser that answers at once as one that answers with a promise', async () => {
    const atOnce = await sent({ organizationId: ORG, messages: [message('agent', 'Big SALE today')] }, { profile: () => noSale });
    const later = await sent({ organizationId: ORG, messages: [message('agent', 'Big SALE today')] }, { profile: async () => noSale });
    expect(atOnce.status).toBe(400);
    expect(atOnce.body.error).toMatchObject(TERM);
    expect(later.body).toEqual(atOnce.body);
  });

  it('should answer as before without a profile, and never call a chooser that is not given', async () => {
    const { status, body } = await sent({ organizationId: ORG, messages: [message('agent', 'Big SALE today')] });
    expect(status).toBe(202);
    expect(body.messages).toEqual([{ index: 0, status: 'ACCEPTED', id: expect.any(String) }]);
  });

  it('should refuse at construction a profile that is neither compiled nor a function', () => {
    expect(() => createSendService({ ports: seed(), profile: { refusedTerms: ['sale'] } as never })).toThrow(/options\.profile/);
    expect(() => createSendService({ ports: seed(), rules: 'no' as never })).toThrow(/options\.rules/);
  });
});

describe('the profile option of the preflight and of the validation entry points', () => {
  it('should show in a preflight the issue the send answers', async () => {
    const ports = seed();
    const preflight = createPreflight({ ports: { ...ports, balance: { balanceOf: async () => 10 } }, now, profile: noSale });
    const response = await preflight.check({ authorization: `Bearer ${KEY}`, query: new URLSearchParams(), readBody: async () => ({ value: { organizationId: ORG, messages: [message('agent', 'Big SALE today')] } }) });
    expect(response.status).toBe(200);
    expect((response.body as PreflightBody).messages[0]).toMatchObject({ status: 'REJECTED', errors: [TERM], units: 0 });
  });

  it('should refuse at construction a preflight whose profile or rules is malformed', () => {
    const ports = { ...seed(), balance: { balanceOf: async () => 10 } };
    expect(() => createPreflight({ ports, profile: {} as never })).toThrow(/options\.profile/);
    expect(() => createPreflight({ ports, rules: 1 as never })).toThrow(/options\.rules/);
  });

  it('should answer a validation-only request breaking the profile 400 with its code', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ organizationId: ORG, messages: [message('agent', 'Big SALE today')] }));
    const request = { method: 'POST', header: (name: string) => (name === 'content-type' ? 'application/json' : undefined), readBytes: async () => bytes };
    const verdict = await validateHttpRequest(request, { now, profile: noSale });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.response.body.error).toMatchObject(TERM);
  });
});

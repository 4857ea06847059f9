import { createMemoryStatePort } from '@rcs-send/delivery';
import { describe, expect, it, vi } from 'vitest';
import type { ServerOrganization } from '../config/webhookSetting';
import { _startClientWebhooks } from './clientWebhooks';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const ACME = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const organizations: ServerOrganization[] = [
  { id: ACME, members: ['acme'], senders: ['acme_agent', 'shared_agent'], balance: 1, webhook: { url: 'http://127.0.0.1:9/acme', secret: SECRET } },
  { id: OTHER, members: ['other'], senders: ['shared_agent', 'quiet_agent'], balance: 1 },
];

/** Client webhooks whose fetch records each body by URL and answers 200, and the log lines. */
function setUp() {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const logs: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(init.body as string) as Record<string, unknown> });
    return new Response(null, { status: 200 });
  }) as typeof globalThis.fetch;
  const webhooks = _startClientWebhooks(() => organizations, { mode: 'rbm', baseUrl: 'http://127.0.0.1:9/', tokens: { get: () => Promise.resolve('t'), invalidate: () => undefined }, agentIdSuffix: '@rbm.goog' }, (line) => logs.push(line), { fetch });
  return { webhooks, posted, logs };
}

describe('_startClientWebhooks', () => {
  it('should send a reply, with its postbackData, to the one organization listing the agent id without its suffix', async () => {
    const { webhooks, posted } = setUp();
    const reply = { agentId: 'acme_agent@rbm.goog', senderPhoneNumber: '+351912345678', messageId: 'u1', sendTime: '2026-01-01T00:00:00Z' };
    expect(webhooks.forwardReply({ ...reply, content: { kind: 'suggestionResponse', text: 'Call us', postbackData: 'call', type: 'REPLY' } })).toBe('queued');
    expect(webhooks.forwardReply({ ...reply, content: { kind: 'location', latitude: 38.7, longitude: -9.1 } })).toBe('queued');
    expect(webhooks.forwardReply({ ...reply, content: { kind: 'file', file: { mimeType: 'image/png', fileSizeBytes: 10, fileUri: 'https://x/f', fileName: 'f.png' } } })).toBe('queued');
    await vi.waitFor(() => expect(posted).toHaveLength(3)); // one organization's events go one at a time, in order
    await webhooks.close();
    const common = { from: '+351912345678', to: 'acme_agent', receivedAt: '2026-01-01T00:00:00Z' };
    expect(posted.map(({ url, body }) => ({ url, type: body.type, data: body.data }))).toEqual([
      { url: 'http://127.0.0.1:9/acme', type: 'message.reply', data: { ...common, postbackData: 'call', text: 'Call us' } },
      { url: 'http://127.0.0.1:9/acme', type: 'message.reply', data: { ...common, location: { latitude: 38.7, longitude: -9.1 } } },
      { url: 'http://127.0.0.1:9/acme', type: 'message.reply', data: { ...common, file: { url: 'https://x/f', mimeType: 'image/png', name: 'f.png', sizeBytes: 10 } } },
    ]);
  });

  it('should send a user\'s unsubscribe to the one organization listing the sender, and route none for a sender two organizations list', async () => {
    const { webhooks, posted } = setUp();
    const change = { phoneNumber: '+351912345678', subscribed: false, at: '2026-01-01T00:00:00.000Z' };
    expect(webhooks.forwardSubscription({ ...change, agentId: 'acme_agent@rbm.goog' })).toBe('queued');
    expect(webhooks.forwardSubscription({ ...change, agentId: 'shared_agent@rbm.goog' })).toBe('unrouted');
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    await webhooks.close();
    expect(posted[0]).toMatchObject({ url: 'http://127.0.0.1:9/acme', body: { type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme_agent', subscribed: false, at: change.at } } });
  });

  it('should not route a reply to a sender no organization or two organizations list, nor to one without a webhook', () => {
    const { webhooks } = setUp();
    const reply = { senderPhoneNumber: '+351912345678', messageId: 'u2', sendTime: '2026-01-01T00:00:00Z', content: { kind: 'text', text: 'hi' } } as const;
    expect(webhooks.forwardReply({ ...reply, agentId: 'nobody@rbm.goog' })).toBe('unrouted');
    expect(webhooks.forwardReply({ ...reply, agentId: 'shared_agent@rbm.goog' })).toBe('unrouted');
    expect(webhooks.forwardReply({ ...reply, agentId: 'quiet_agent@rbm.goog' })).toBe('no-endpoint');
  });

  it('should notify the status changes of a wrapped state port', async () => {
    const { webhooks, posted } = setUp();
    const states = webhooks.notifying(createMemoryStatePort());
    await states.advance({ id: 'm1', state: 'SENT', at: '2026-01-01T00:00:00.000Z', organizationId: ACME });
    await states.advance({ id: 'm2', state: 'SENT', at: '2026-01-01T00:00:00.000Z', organizationId: OTHER });
    await webhooks.close();
    expect(posted.map(({ body }) => body['type'])).toEqual(['message.status']);
  });

  it('should log what it gave up with its kind and organization, never the URL or the secret', async () => {
    const logs: string[] = [];
    const webhooks = _startClientWebhooks(() => organizations, undefined, (line) => logs.push(line), { schedule: [] });
    webhooks.notifying(createMemoryStatePort()).advance({ id: 'm1', state: 'SENT', at: '2026-01-01T00:00:00.000Z', organizationId: ACME }).catch(() => undefined);
    for (let i = 0; i < 200 && logs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await webhooks.close();
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0] ?? '{}')).toEqual({ time: expect.any(String), event: 'webhook-error', kind: 'gave-up', organizationId: ACME, events: 1, reason: 'ECONNREFUSED' });
    expect(logs[0]).not.toContain('127.0.0.1');
    expect(logs[0]).not.toContain(SECRET.slice(6));
  });
});

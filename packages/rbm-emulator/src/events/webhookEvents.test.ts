import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toAgentMessage } from '@rcs-send/rbm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

/** A webhook on a free port that reads each post whole and answers the status `answer` gives for it (200 when none). */
async function startHook(answer: (body: string, request: IncomingMessage) => number | undefined): Promise<{ readonly hook: Server; readonly url: string }> {
  const hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.statusCode = answer(body, request) ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  return { hook, url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/` };
}

const call = () => toAgentMessage({ to: '351912345678', from: 'acme', contentMessage: { text: 'Hello' } }, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` });
const send = (request: ReturnType<typeof call>) =>
  fetch(`${emulator.url}${request.path}`, { method: 'POST', headers: { authorization: 'Bearer token', 'content-type': 'application/json' }, body: JSON.stringify(request.body) });

describe('the emulator’s events to the webhook', () => {
  interface Posted { readonly envelope: { message: { data: string; messageId: string; publishTime: string; attributes: object }; subscription: string }; readonly signature: string | undefined }
  let hook: Server;
  let posted: Posted[];
  let webhookUrl: string;
  beforeEach(async () => {
    posted = [];
    ({ hook, url: webhookUrl } = await startHook((body, request) => {
      posted.push({ envelope: JSON.parse(body) as Posted['envelope'], signature: request.headers['x-goog-signature'] as string | undefined });
      return undefined;
    }));
  });
  afterEach(() => new Promise((resolve) => hook.close(resolve)));

  const eventsOf = (list: Posted[]) => list.map((post) => JSON.parse(Buffer.from(post.envelope.message.data, 'base64').toString()) as Record<string, unknown>);
  const waitFor = async (count: number) => {
    for (let i = 0; i < 300 && posted.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 30)); // and nothing more comes
  };

  it('should post DELIVERED then READ in RBM’s push envelope, signed over the decoded data with the client token', async () => {
    emulator = await startRbmEmulator({ webhookUrl, webhookClientToken: 'secret', eventDelayMs: 1 });
    const request = call();
    await send(request);
    await waitFor(2);
    expect(posted).toHaveLength(2);
    for (const post of posted) {
      expect(post.envelope).toEqual({ message: { data: expect.any(String), messageId: expect.stringMatching(/^\d+$/), publishTime: expect.any(String), attributes: {} }, subscription: expect.stringMatching(/^projects\/.+\/subscriptions\/.+/) });
      expect(post.signature).toBe(createHmac('sha512', 'secret').update(Buffer.from(post.envelope.message.data, 'base64')).digest('base64'));
    }
    const events = eventsOf(posted);
    expect(events.map((event) => event['eventType'])).toEqual(['DELIVERED', 'READ']);
    for (const event of events) expect(event).toEqual({ senderPhoneNumber: '+351912345678', eventType: expect.any(String), eventId: expect.any(String), messageId: request.messageId, sendTime: expect.any(String), agentId: 'acme@rbm.goog' });
    expect(events[0]?.['eventId']).not.toBe(events[1]?.['eventId']);
  });

  it('should post each event twice with the same eventId under the twice fault, and READ first under readFirst', async () => {
    emulator = await startRbmEmulator({ webhookUrl, eventDelayMs: 1 });
    emulator.eventFault = 'twice';
    await send(call());
    await waitFor(4);
    const twice = eventsOf(posted);
    expect(twice.map((event) => event['eventType'])).toEqual(['DELIVERED', 'DELIVERED', 'READ', 'READ']);
    expect([twice[0]?.['eventId'], twice[2]?.['eventId']]).toEqual([twice[1]?.['eventId'], twice[3]?.['eventId']]);
    expect(posted[0]?.signature).toBeUndefined();
    posted = [];
    const admin = await fetch(`${emulator.url}_emulator/event-fault`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ fault: 'readFirst' }) });
    expect(await admin.json()).toEqual({ fault: 'readFirst' });
    await send(call());
    await waitFor(2);
    expect(eventsOf(posted).map((event) => event['eventType'])).toEqual(['READ', 'DELIVERED']);
    expect((await fetch(`${emulator.url}_emulator/event-fault`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: '{"fault":"thrice"}' })).status).toBe(400);
  });

  it('should post a reply as a UserMessage: a suggestion response with its postbackData, or text', async () => {
    emulator = await startRbmEmulator({ webhookUrl, webhookClientToken: 'secret' });
    const tap = await emulator.reply({ agentId: 'acme@rbm.goog', from: '+351912345678', text: 'Yes', postbackData: 'confirm' });
    expect(tap).toEqual({ status: 200, messageId: expect.any(String) });
    const admin = await fetch(`${emulator.url}_emulator/reply`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ agentId: 'acme@rbm.goog', from: '+351912345678', text: 'Hello' }) });
    expect(admin.status).toBe(200);
    const [suggestion, text] = eventsOf(posted);
    expect(suggestion).toEqual({ senderPhoneNumber: '+351912345678', messageId: tap.messageId, sendTime: expect.any(String), agentId: 'acme@rbm.goog', suggestionResponse: { postbackData: 'confirm', text: 'Yes', type: 'REPLY' } });
    expect(text).toMatchObject({ text: 'Hello', agentId: 'acme@rbm.goog' });
    expect(posted[1]?.signature).toBe(createHmac('sha512', 'secret').update(Buffer.from(posted[1]?.envelope.message.data ?? '', 'base64')).digest('base64'));
    expect((await fetch(`${emulator.url}_emulator/reply`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ agentId: 'a', from: '+1', text: 'x', type: 'TAP' }) })).status).toBe(400);
  });

  it('should refuse a reply without a webhook', async () => {
    emulator = await startRbmEmulator();
    await expect(emulator.reply({ agentId: 'a', from: '+1', text: 'x' })).rejects.toThrow(TypeError);
    expect((await fetch(`${emulator.url}_emulator/reply`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ agentId: 'a', from: '+1', text: 'x' }) })).status).toBe(400);
  });
});

describe('the emulator’s platform events to a webhook that does not answer 200', () => {
  let hook: Server;
  let answers: number[]; // what the webhook answers, one post after the other; 200 once they run out
  let posted: string[]; // each post's eventType and eventId
  let webhookUrl: string;
  beforeEach(async () => {
    posted = [];
    ({ hook, url: webhookUrl } = await startHook((body) => {
      const envelope = JSON.parse(body) as { message: { data: string } };
      const event = JSON.parse(Buffer.from(envelope.message.data, 'base64').toString()) as { eventType: string; eventId: string };
      posted.push(`${event.eventType} ${event.eventId}`);
      return answers.shift();
    }));
  });
  afterEach(() => new Promise((resolve) => hook.close(resolve)));
  const until = async (what: () => boolean): Promise<void> => {
    for (const deadline = Date.now() + 20_000; !what(); await new Promise((resolve) => setTimeout(resolve, 10))) if (Date.now() > deadline) throw new Error('waited 20 s');
  };

  it('should post an event again, with its eventId, after each answer that is not 200, until one is', async () => {
    answers = [503, 500, 429];
    const errors: unknown[] = [];
    emulator = await startRbmEmulator({ webhookUrl, eventDelayMs: 1, eventRetryDelaysMs: [5, 5, 5, 5], onError: (error) => errors.push(error) });
    await send(call());
    await until(() => posted.length === 5);
    const [delivered, ...others] = posted;
    expect(posted.map((post) => post.split(' ')[0])).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'READ']);
    expect(others.slice(0, 3)).toEqual([delivered, delivered, delivered]); // the same event each time
    expect(errors).toEqual([]);
  });

  it('should post as many times as its waits allow, then tell onError and post nothing more of that message', async () => {
    answers = [503, 503, 503, 503, 503];
    const errors: unknown[] = [];
    emulator = await startRbmEmulator({ webhookUrl, eventDelayMs: 1, eventRetryDelaysMs: [5, 5], onError: (error) => errors.push(error) });
    await send(call());
    await until(() => errors.length === 1);
    expect(posted.map((post) => post.split(' ')[0])).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect(String(errors[0])).toContain('503');
  });

  it('should post once with no waits, and stop waiting to post again once closed', async () => {
    answers = [503, 503];
    const errors: unknown[] = [];
    emulator = await startRbmEmulator({ webhookUrl, eventDelayMs: 1, eventRetryDelaysMs: [], onError: (error) => errors.push(error) });
    await send(call());
    await until(() => errors.length === 1);
    expect(posted).toHaveLength(1);
    await emulator.close();
    answers = [503];
    emulator = await startRbmEmulator({ webhookUrl, eventDelayMs: 1, eventRetryDelaysMs: [300] });
    await send(call());
    await until(() => posted.length === 2);
    await emulator.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // three times the wait: a post it had not cancelled would have come
    expect(posted).toHaveLength(2);
  });

  it('should refuse waits that are not non-negative integers', async () => {
    await expect(startRbmEmulator({ eventRetryDelaysMs: [1, -1] })).rejects.toThrow(RangeError);
    await expect(startRbmEmulator({ eventRetryDelaysMs: [0.5] })).rejects.toThrow(RangeError);
    emulator = await startRbmEmulator({ eventRetryDelaysMs: [0] });
  });
});


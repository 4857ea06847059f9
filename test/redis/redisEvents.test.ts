// The Redis states, event logs, webhook queues and message lists beyond the shared store laws
// (test/redis/storeLaws): what another process (with no home remembered) reads and writes, a
// message that moves home, how long events and listed messages are kept, the home record's
// renewal, and a page that stops looking before it is full.
import { describe, expect, it } from 'vitest';
import { createRedisEventLogPort, createRedisMessageListPort, createRedisStatePort, createRedisWebhookOutboxPort, type RedisClient, type RedisStateOptions } from '@rcs-send/redis';
import { waitUntil } from '../support/waitUntil';
import { BACKENDS, openBackend, uniquePrefix } from './support/testRedis';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const AT = '2026-01-15T09:00:00.000Z';
let redis: RedisClient;

/** The ports of one process on the test Redis, sharing `options`. */
const portsOf = (options: RedisStateOptions) => ({
  states: createRedisStatePort(redis, options),
  events: createRedisEventLogPort(redis, options),
  webhooks: createRedisWebhookOutboxPort(redis, options),
  messages: createRedisMessageListPort(redis, options),
});

/** A reply event of `ORG`, `text` its text. */
const reply = (text: string) => ({ type: 'message.reply' as const, data: { from: '+351912345678', to: 'acme', text, receivedAt: AT } });

describe.each(BACKENDS)('the Redis event ports on %s', (backend) => {
  openBackend(backend, 1, ([connection]) => {
    redis = connection!;
  });

  it('should let a process that never met a message read it, change it and write its event, as the one that accepted it', async () => {
    const options = { prefix: uniquePrefix('homes') };
    const [accepting, other] = [portsOf(options), portsOf(options)];
    await accepting.states.advance({ id: 'm', state: 'ACCEPTED', at: AT, organizationId: ORG, to: '351912345678', from: 'acme' });
    expect(await other.states.get('m')).toMatchObject({ state: 'ACCEPTED', organizationId: ORG });
    expect(await other.states.handOver('m', true)).toBe(true);
    expect(await other.states.advance({ id: 'm', state: 'SENT', at: '2026-01-15T09:00:01.000Z', attempts: 1 })).toMatchObject({ state: 'SENT', organizationId: ORG });
    expect(await accepting.states.get('m')).toMatchObject({ state: 'SENT', history: [{ state: 'ACCEPTED' }, { state: 'SENT' }] });
    expect((await accepting.events.after(ORG, 0, 10)).map((kept) => kept.event)).toEqual([{ type: 'message.status', data: expect.objectContaining({ id: 'm', state: 'SENT' }) }]);
  });

  it('should move a message no change named an organization of to the first one named, its history and events with it', async () => {
    const options = { prefix: uniquePrefix('moves') };
    const { states, events, messages } = portsOf(options);
    await states.advance({ id: 'm', state: 'SENT', at: AT });
    expect(await events.after(ORG, 0, 10)).toEqual([]); // a message without an organization tells nobody
    const delivered = await portsOf(options).states.advance({ id: 'm', state: 'DELIVERED', at: '2026-01-15T09:00:01.000Z', organizationId: ORG });
    expect(delivered?.history.map((step) => step.state)).toEqual(['SENT', 'DELIVERED']);
    expect(await states.get('m')).toEqual(delivered);
    expect((await events.after(ORG, 0, 10)).map((kept) => kept.event.type === 'message.status' && kept.event.data.history.length)).toEqual([2]);
    expect((await messages.list(ORG, {}, 10)).messages).toEqual([delivered]);
  });

  it('should keep events for ttlSeconds after they were written: later writes remove them, their keys and deliveries with them, and never give a sequence twice', async () => {
    const options = { prefix: uniquePrefix('retention'), ttlSeconds: 1 };
    const { events, webhooks } = portsOf(options);
    for (const text of ['a', 'b', 'c']) await events.record({ organizationId: ORG, event: reply(text), at: Date.now(), key: text });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await events.record({ organizationId: ORG, event: reply('a'), at: Date.now(), key: 'a' }); // its key was forgotten with its event: a new event
    expect(next.sequence).toBe(4);
    expect((await events.after(ORG, 0, 10)).map((kept) => kept.sequence)).toEqual([4]);
    expect(await webhooks.backlog(ORG)).toEqual({ pending: 1, oldestAt: next.at });
  });

  it('should list a message while its status is kept, and forget it from the index once it expired', async () => {
    const options = { prefix: uniquePrefix('expiry'), ttlSeconds: 1 };
    const { states, messages } = portsOf(options);
    for (const id of ['m1', 'm2', 'm3']) await states.advance({ id, state: 'ACCEPTED', at: AT, organizationId: ORG });
    expect((await messages.list(ORG, {}, 10)).messages.map((status) => status.id)).toEqual(['m3', 'm2', 'm1']);
    await waitUntil('the states to expire', 10_000, async () => (await states.get('m1')) === undefined && (await states.get('m3')) === undefined);
    expect(await messages.list(ORG, {}, 10)).toEqual({ messages: [], next: null });
    expect(await redis.zcard(`${options.prefix}{o:${ORG}}messages`)).toBe(0);
  });

  it('should renew a message\'s home record when it could expire before the status', async () => {
    const options = { prefix: uniquePrefix('renewal'), ttlSeconds: 4 };
    const { states } = portsOf(options);
    const home = `${options.prefix}{m:m}home`;
    await states.advance({ id: 'm', state: 'ACCEPTED', at: AT, organizationId: ORG });
    expect(await redis.pttl(home)).toBeGreaterThan(4000); // a quarter longer than the status
    await new Promise((resolve) => setTimeout(resolve, 1200)); // now the status, renewed by a change, would outlive it
    const renewing = Date.now();
    await states.advance({ id: 'm', state: 'SENT', at: '2026-01-15T09:00:01.000Z' });
    expect(await redis.pttl(home)).toBeGreaterThan(5000 - (Date.now() - renewing) - 1);
    expect(await redis.get(home)).toBe(ORG);
  });

  it('should answer a page short, with where to go on from, when a filter matches few of many messages', async () => {
    const options = { prefix: uniquePrefix('short-pages') };
    const { states, messages } = portsOf(options);
    for (let i = 0; i < 300; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => states.advance({ id: `m${String(i + j).padStart(3, '0')}`, state: 'ACCEPTED', at: new Date(Date.parse(AT) + i + j).toISOString(), organizationId: ORG, to: i + j === 0 ? '351900000000' : '351912345678' })));
    }
    const first = await messages.list(ORG, { to: '351900000000' }, 5);
    expect(first.messages).toEqual([]);
    expect(first.next).toEqual({ acceptedAt: Date.parse(AT) + 44, id: 'm044' }); // 256 looked at, from m299 down
    const second = await messages.list(ORG, { to: '351900000000' }, 5, first.next!);
    expect(second.messages.map((status) => status.id)).toEqual(['m000']);
    expect(second.next).toBeNull();
  });
});

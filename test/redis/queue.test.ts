// The submit queue on a Redis Stream, and the consumer-group reader a downstream worker uses:
// one entry per message, delivered to one consumer, redelivered until acknowledged.
import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { createRedisSubmitPort, createStreamReader, type QueuedMessage, type RedisClient } from '@rcs-send/redis';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

let redis: TestBackend;
let connections: RedisClient[];

/** Accepted message number `n`. */
const message = (n: number): SubmittedMessage => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'acme',
  index: n % 10,
  acceptedAt: '2026-01-15T09:00:00.000Z',
  expiresAt: null,
  message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${n} ✓` } },
});
const ids = (queued: readonly QueuedMessage[]): string[] => queued.map((entry) => entry.message.id);

describe.each(BACKENDS)('on %s', (backend) => {
  openBackend(backend, 3, (open, opened) => {
    connections = open;
    redis = opened;
  });

  describe('createRedisSubmitPort', () => {
    it('should append one entry per message, with its id, organization, expiration (empty: none) and canonical content', async () => {
      const prefix = uniquePrefix('submit');
      const port = createRedisSubmitPort(connections[0]!, { prefix });
      expect(port.stream).toBe(`${prefix}messages`);
      await Promise.all([1, 2, 3].map((n) => port.submit(message(n))));
      const entries = (await redis.client.xrange(port.stream, '-', '+')) as Array<[string, string[]]>;
      expect(entries).toHaveLength(3);
      const fields = Object.fromEntries(entries.find(([, values]) => values.includes(message(2).id))![1].map((value, i, all) => (i % 2 === 0 ? [value, all[i + 1]] : [])).filter((pair) => pair.length === 2));
      expect(fields).toEqual({ id: message(2).id, organizationId: message(2).organizationId, principalId: 'acme', index: '2', acceptedAt: message(2).acceptedAt, expiresAt: '', message: JSON.stringify(message(2).message) });
    });
  });

  describe('createStreamReader', () => {
    it('should hand each entry to one consumer of the group, and exactly what was submitted', async () => {
      const prefix = uniquePrefix('group');
      const submit = createRedisSubmitPort(connections[0]!, { prefix });
      const [a, b] = [1, 2].map((n) => createStreamReader(connections[n]!, { prefix, group: 'workers', consumer: `c${n}`, count: 7, blockMs: 100 }));
      expect(await a!.createGroup()).toBe(true);
      expect(await b!.createGroup()).toBe(false);
      await Promise.all(Array.from({ length: 20 }, (_, n) => submit.submit(message(n))));
      const seen: QueuedMessage[] = [];
      for (let round = 0; round < 10 && seen.length < 20; round += 1) for (const reader of [a!, b!]) seen.push(...(await reader.read()));
      expect(ids(seen).sort()).toEqual(Array.from({ length: 20 }, (_, n) => message(n).id).sort());
      expect(seen.find((entry) => entry.message.id === message(4).id)?.message).toEqual(message(4));
      expect(await a!.read()).toEqual([]);
    });

    it('should deliver unacknowledged entries again after a restart, and let another consumer claim idle ones', async () => {
      const prefix = uniquePrefix('pending');
      const submit = createRedisSubmitPort(connections[0]!, { prefix });
      const options = { prefix, group: 'workers', consumer: 'c1', blockMs: 100 };
      const first = createStreamReader(connections[1]!, options);
      await first.createGroup();
      await Promise.all([1, 2, 3].map((n) => submit.submit(message(n))));
      const delivered = await first.read();
      expect(await first.ack([delivered[0]!.entryId])).toBe(1);

      const restarted = createStreamReader(connections[1]!, options);
      expect(ids(await restarted.read())).toEqual(ids(delivered.slice(1)));
      const other = createStreamReader(connections[2]!, { ...options, consumer: 'c2' });
      await new Promise((resolve) => setTimeout(resolve, 30)); // idle at least the 20 ms claimed below: longer on a slow machine, never shorter
      const claimed = await other.claimIdle(20);
      expect(ids(claimed)).toEqual(ids(delivered.slice(1)));
      expect(await other.ack(claimed.map((entry) => entry.entryId))).toBe(2);
      expect(await other.claimIdle(0)).toEqual([]);
    });

    it('should trim what every group acknowledged, never an entry pending or undelivered in either of two groups', async () => {
      const prefix = uniquePrefix('trim');
      const submit = createRedisSubmitPort(connections[0]!, { prefix });
      const a = createStreamReader(connections[1]!, { prefix, group: 'senders', consumer: 'a', blockMs: 50 });
      const b = createStreamReader(connections[2]!, { prefix, group: 'archive', consumer: 'b', count: 3, blockMs: 50 });
      expect(await a.trim()).toBe(0); // no stream yet
      await Promise.all([a.createGroup(), b.createGroup()]);
      for (const n of [1, 2, 3, 4, 5, 6]) await submit.submit(message(n));
      const left = async (): Promise<string[]> => ((await redis.client.xrange(submit.stream, '-', '+')) as Array<[string, string[]]>).map(([, fields]) => fields[1]!);
      const [fromA, fromB] = [await a.read(), await b.read()];
      expect(ids(fromA)).toEqual([1, 2, 3, 4, 5, 6].map((n) => message(n).id));

      await a.ack(fromA.slice(0, 4).map((entry) => entry.entryId)); // archive has read 1-3, acknowledged none
      expect(await left()).toEqual([1, 2, 3, 4, 5, 6].map((n) => message(n).id));
      await b.ack(fromB.slice(0, 2).map((entry) => entry.entryId)); // archive: 3 pending
      expect(await left()).toEqual([3, 4, 5, 6].map((n) => message(n).id));
      await b.ack([fromB[2]!.entryId]); // archive: 4-6 undelivered; senders: 5-6 pending
      expect(await left()).toEqual([4, 5, 6].map((n) => message(n).id));
      const rest = await b.read();
      await b.ack(rest.map((entry) => entry.entryId));
      expect(await left()).toEqual([5, 6].map((n) => message(n).id));
      await a.ack(fromA.slice(4).map((entry) => entry.entryId));
      expect(await redis.client.xlen(submit.stream)).toBe(0);
      await submit.submit(message(7));
      expect(ids(await a.read())).toEqual([message(7).id]); // the groups read on past the trim
      expect(ids(await b.read())).toEqual([message(7).id]);
    });

    it('should keep the stream whole when told not to trim', async () => {
      const prefix = uniquePrefix('keep');
      const submit = createRedisSubmitPort(connections[0]!, { prefix });
      const reader = createStreamReader(connections[1]!, { prefix, group: 'senders', consumer: 'a', blockMs: 50, trim: false });
      await reader.createGroup();
      await Promise.all([1, 2].map((n) => submit.submit(message(n))));
      expect(await reader.ack((await reader.read()).map((entry) => entry.entryId))).toBe(2);
      expect(await redis.client.xlen(submit.stream)).toBe(2);
      expect(await reader.trim()).toBe(2);
      expect(await redis.client.xlen(submit.stream)).toBe(0);
    });

    it('should process and acknowledge until aborted, leaving a failed message pending', async () => {
      const prefix = uniquePrefix('process');
      const submit = createRedisSubmitPort(connections[0]!, { prefix });
      const reader = createStreamReader(connections[1]!, { prefix, group: 'workers', consumer: 'c1', blockMs: 50 });
      await reader.createGroup();
      await Promise.all([1, 2, 3, 4].map((n) => submit.submit(message(n))));
      const processed: string[] = [];
      const stop = new AbortController();
      await reader.process(async (queued) => {
        if (queued.message.id === message(3).id) throw new Error('downstream refused it');
        processed.push(queued.message.id);
        if (processed.length === 3) stop.abort();
      }, stop.signal);
      expect(processed).toEqual([1, 2, 4].map((n) => message(n).id));
      const pending = (await redis.client.xpending(reader.stream, 'workers')) as [number, ...unknown[]];
      expect(pending[0]).toBe(1);
    });
  });
});

// The fleet's handovers and opt-outs on Redis, beyond the shared laws (test/redis/portLaws): a
// handover cut short between its steps is finished, under the same id, when the platform posts
// its revocation again; two instances racing for one revocation hand the message over once;
// handover keys expire after handoverTtlSeconds, opt-outs never, and no phone number is a key.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisHandoverPort, createRedisOptOutPort, createRedisSubmitPort, type RedisClient } from '@rcs-send/redis';
import { platformMessageId } from '@rcs-send/service';
import { submittedMessage } from '@rcs-send/store-laws';
import { streamEntries } from './support/streamIds';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

const ID = 'f1c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b';
const AT = Date.parse('2026-11-25T10:00:00.000Z');
let connections: RedisClient[];
let redis: TestBackend;

describe.each(BACKENDS)('createRedisHandoverPort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should finish a handover cut short after its XADD, under the same id, when the revocation comes again', async () => {
    const options = { prefix: uniquePrefix('handovers') };
    const submit = createRedisSubmitPort(connections[0]!, options);
    const handovers = createRedisHandoverPort(connections[0]!, options);
    await submit.submit(submittedMessage(ID));
    const next = await platformMessageId(ID, 1);
    // What a handover that died before moving the record left: the next id mapped, the entry queued under it.
    await redis.client.set(`${options.prefix}platform:${next}`, ID);
    await redis.client.xadd(submit.stream, '*', ...[...(await streamEntries(redis.client, submit.stream))[0]!].flat(), 'platformMessageId', next);
    expect(await handovers.idOf(next)).toBe(ID); // its events (a DELIVERED) already find the message
    expect(await handovers.idOf(ID)).toBe(ID); // the revocation posted again still does too
    expect(await handovers.handOverAgain(ID, AT, ID)).toBe(true);
    expect(await handovers.platformIdOf(ID)).toBe(next);
    expect(await handovers.idOf(ID)).toBeUndefined();
    expect((await streamEntries(redis.client, submit.stream)).map((fields) => fields.get('platformMessageId'))).toEqual([undefined, next, next]);
  });

  it('should hand a message over once when two instances take the same revocation', async () => {
    const options = { prefix: uniquePrefix('handovers') };
    await createRedisSubmitPort(connections[0]!, options).submit(submittedMessage(ID));
    const [a, b] = connections.map((connection) => createRedisHandoverPort(connection, options));
    const next = await platformMessageId(ID, 1);
    expect(await Promise.all([a!.handOverAgain(ID, AT, ID), b!.handOverAgain(ID, AT, ID)])).toEqual([true, true]);
    expect(await b!.platformIdOf(ID)).toBe(next);
    expect(await a!.handOverAgain(ID, AT, next)).toBe(true); // the next window revoked in turn
    expect(await b!.platformIdOf(ID)).toBe(await platformMessageId(ID, 2));
  });

  it('should keep a record only for a message expiring beyond the platform window after its acceptance, each key for handoverTtlSeconds', async () => {
    const options = { prefix: uniquePrefix('handovers'), handoverTtlSeconds: 60, handoverWindowMs: 1_000 };
    const submit = createRedisSubmitPort(connections[0]!, options);
    const recorded = async (id: string): Promise<number> => redis.client.exists(`${options.prefix}handover:${id}`);
    const [within, beyond, none] = ['a2c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b', 'a3c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b', 'a4c2e3f4-0b1d-4e5f-8a9b-0c1d2e3f4a5b'];
    const acceptedAt = Date.parse(submittedMessage(ID).acceptedAt);
    await submit.submit(submittedMessage(within, acceptedAt + 1_000)); // its first window ends at its expiration: never revoked before it
    await submit.submit(submittedMessage(beyond, acceptedAt + 1_001));
    await submit.submit(submittedMessage(none, null));
    expect([await recorded(within), await recorded(beyond), await recorded(none)]).toEqual([0, 1, 0]);
    await submit.submit(submittedMessage(ID));
    await createRedisHandoverPort(connections[0]!, options).handOverAgain(ID, AT);
    for (const key of [`${options.prefix}handover:${ID}`, `${options.prefix}platform:${await platformMessageId(ID, 1)}`]) {
      const ttl = await redis.client.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('should refuse a handover lifetime that is not a positive number of whole milliseconds', () => {
    for (const handoverTtlSeconds of [0, -1, 0.0001, Number.NaN]) {
      expect(() => createRedisSubmitPort(connections[0]!, { handoverTtlSeconds })).toThrow(RangeError);
      expect(() => createRedisHandoverPort(connections[0]!, { handoverTtlSeconds })).toThrow(RangeError);
    }
    expect(() => createRedisHandoverPort(connections[0]!, { handoverTtlSeconds: 0.001 })).not.toThrow();
  });
});

describe.each(BACKENDS)('createRedisOptOutPort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should record a change once across instances, keep it without expiry, and keep only a digest of the number', async () => {
    const prefix = uniquePrefix('opt-outs');
    const [a, b] = connections.map((connection) => createRedisOptOutPort(connection, { prefix }));
    const change = { agentId: 'acme@rbm.goog', phoneNumber: '+351912345678', subscribed: false, at: '2026-11-25T10:00:00.000Z' };
    expect((await Promise.all([a!.record(change), b!.record(change)])).filter(Boolean)).toHaveLength(1);
    expect(await b!.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(true);
    const key = `${prefix}opt-out:${createHash('sha256').update('acme@rbm.goog\n+351912345678').digest('hex')}`;
    expect(await redis.client.get(key)).toBe(change.at);
    expect(await redis.client.pttl(key)).toBe(-1);
    expect(await a!.record({ ...change, subscribed: true })).toBe(true);
    expect(await redis.client.exists(key)).toBe(0);
  });
});

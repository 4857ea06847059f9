// The stores a platform-window test runs on, as a server wires them: the SQLite store (one
// machine) and Redis (a fleet: its stream read through a consumer group, states, handovers and
// SMS fallback records), each in a place of its own, the organization's balance set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRedisBalancePort, createRedisHandoverPort, createRedisSeenPort, createRedisSmsFallbackPort, createRedisStatePort, createRedisSubmitPort, createStreamReader, redisQueueSource } from '@rcs-send/redis';
import type { MessageStatePort, PlatformHandoverPort, QueueSource, SeenPort, SmsFallbackPort, SubmitPort } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';
import { connected, testRedis } from '../../redis/support/testRedis';

/** The ports of one store, and how to let it go. */
export interface WindowStore {
  /** Stores and queues an accepted message (with Redis, ACCEPTED recorded beside, as the server does). */
  readonly submit: SubmitPort;
  /** Its states. */
  readonly states: MessageStatePort;
  /** User messages already handed on. */
  readonly seen: SeenPort;
  /** The platform's windows. */
  readonly handovers: PlatformHandoverPort;
  /** Its queue of accepted messages. */
  readonly queue: QueueSource;
  /** Its SMS fallback records, charged to the organization's balance. */
  readonly smsFallbacks: SmsFallbackPort;
  /** Closes it and removes what it made. */
  close(): Promise<void>;
}

/** Where a test's store lives: its organization's balance, and (Redis) the database number of the test's own and the dispatcher's platform window. */
interface WindowStoreOptions {
  /** The organization whose balance is set. */
  readonly organizationId: string;
  /** Its balance, in units. */
  readonly balance: number;
  /** The Redis database of the test file's own. */
  readonly redisDb: number;
  /** The dispatcher's platform window, in milliseconds (the Redis submit derives the handovers' window from it). */
  readonly windowMs: number;
}

/** The SQLite store, in a folder of its own. */
async function sqliteWindowStore(options: WindowStoreOptions): Promise<WindowStore> {
  const folder = mkdtempSync(join(tmpdir(), 'rcs-send-windows-'));
  const store = openSqliteStore({ path: join(folder, 'rcs-send.db'), pollMs: 20 });
  store.seedBalances({ [options.organizationId]: options.balance });
  const close = async (): Promise<void> => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  };
  return { submit: store.submit, states: store.states, seen: store.seen, handovers: store.handovers, queue: store.queue, smsFallbacks: store.smsFallbacks, close };
}

/** A fleet's Redis, in a database of the test's own (flushed): the stream read through a consumer group. */
async function redisWindowStore(options: WindowStoreOptions): Promise<WindowStore> {
  const redis = await testRedis(options.redisDb, { flush: true });
  const [connection, reading] = await Promise.all([connected(redis.url), connected(redis.url)]);
  await createRedisBalancePort(connection).setBalance(options.organizationId, options.balance);
  const queue = redisQueueSource(createStreamReader(reading, { group: 'delivery', consumer: 'w1', blockMs: 50 }), { claimEveryMs: 60_000 });
  const states = createRedisStatePort(connection);
  const stream = createRedisSubmitPort(connection, { handoverWindowMs: options.windowMs });
  // The server records ACCEPTED beside a Redis submit (the SQLite store does it in the submit's transaction).
  const submit: SubmitPort = {
    async submit(message) {
      await states.advance({ id: message.id, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: message.message.to, from: message.message.from });
      await stream.submit(message);
    },
  };
  const close = async (): Promise<void> => {
    await Promise.all([connection.quit(), reading.quit()]);
    await redis.close();
  };
  return { submit, states, seen: createRedisSeenPort(connection), handovers: createRedisHandoverPort(connection), queue, smsFallbacks: createRedisSmsFallbackPort(connection), close };
}

/** Both stores, named for `describe.each`. */
export const WINDOW_STORES = [
  ['one machine (SQLite)', sqliteWindowStore],
  ['a fleet (Redis)', redisWindowStore],
] as const;

// The Redis a test file runs against: RCS_SEND_TEST_REDIS_URL when set (.ci/run starts one),
// else a redis-server of its own on a free port; with neither, the tests FAIL saying why. The
// same for a Redis Cluster: RCS_SEND_TEST_REDIS_CLUSTER (a redis+cluster:// URL), else one of
// the file's own (three masters).
import { once } from 'node:events';
import { afterAll, beforeAll } from 'vitest';
import { Redis } from 'ioredis';
import { connectRedis, type RedisClient } from '@rcs-send/redis';
import { hasRedisServer, NO_REDIS, startOwnCluster, startOwnRedis, type OwnCluster, type OwnRedis } from '@rcs-send/redis-harness';

/** What the port tests run on: one Redis, then a Redis Cluster. */
export const BACKENDS = ['one Redis', 'a Redis Cluster'] as const;

/** A Redis or a Redis Cluster for one test file. */
export interface TestBackend {
  /** Its URL: `redis://` or `redis+cluster://`. */
  readonly url: string;
  /** A connection to it (for the test's own reads and writes). */
  readonly client: RedisClient;
  /** Closes the connection and stops the servers if the file started them. */
  close(): Promise<void>;
}

/** A Redis for one test file. */
export interface TestRedis extends TestBackend {
  /** Its URL, database `db` selected. */
  readonly url: string;
  /** Its URL with database `db` selected instead. */
  urlOf(db: number): string;
  /** A plain connection to it (for the test's own reads and writes). */
  readonly client: Redis;
  /** Closes the connection and stops the server if the file started one. */
  close(): Promise<void>;
}

/**
 * Connects to the test Redis, database `db` (files that share the CI's Redis use different
 * databases or key prefixes), and empties that database when `flush` is set.
 */
export async function testRedis(db = 0, options: { flush?: boolean } = {}): Promise<TestRedis> {
  const shared = process.env['RCS_SEND_TEST_REDIS_URL'];
  let own: OwnRedis | undefined;
  let base: string;
  if (shared !== undefined && shared !== '') base = shared;
  else if (hasRedisServer()) {
    own = await startOwnRedis();
    base = own.url;
  } else throw new Error(NO_REDIS);
  const urlOf = (n: number): string => {
    const url = new URL(base);
    url.pathname = `/${n}`;
    return url.toString();
  };
  const client = new Redis(urlOf(db), { maxRetriesPerRequest: 1, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await client.ping();
  } catch (error) {
    client.disconnect();
    await own?.stop();
    throw new Error(`cannot reach the test Redis at ${base}: ${(error as Error).message}. ${NO_REDIS}`, { cause: error });
  }
  if (options.flush === true) await client.flushdb();
  return {
    url: urlOf(db),
    urlOf,
    client,
    async close() {
      await client.quit().catch(() => client.disconnect());
      await own?.stop();
    },
  };
}

/** A key prefix no other test uses, so that tests sharing one database never meet. */
export const uniquePrefix = (name: string): string => `test:${name}:${crypto.randomUUID()}:`;

/** The test Redis Cluster: RCS_SEND_TEST_REDIS_CLUSTER when set, else three masters of the file's own. */
async function testCluster(): Promise<TestBackend> {
  const shared = process.env['RCS_SEND_TEST_REDIS_CLUSTER'];
  let own: OwnCluster | undefined;
  if (shared === undefined || shared === '') {
    if (!hasRedisServer()) throw new Error(NO_REDIS);
    own = await startOwnCluster();
  }
  const url = own?.url ?? (shared as string);
  const client = await connected(url);
  return {
    url,
    client,
    async close() {
      await client.quit().catch(() => client.disconnect());
      await own?.stop();
    },
  };
}

/** The test Redis of `backend` (database 0 of one Redis: files use their own key prefixes). */
function testBackend(backend: (typeof BACKENDS)[number]): Promise<TestBackend> {
  return backend === 'one Redis' ? testRedis(0) : testCluster();
}

/** A connection as the ports use it ({@link connectRedis}), once it is ready. */
export async function connected(url: string): Promise<RedisClient> {
  const connection = connectRedis(url);
  if (connection.status !== 'ready') await once(connection, 'ready');
  return connection;
}

/**
 * Opens the test Redis of `backend` and `count` ready connections before the enclosing suite's
 * tests (handing them to `opened`), and closes them after.
 */
export function openBackend(backend: (typeof BACKENDS)[number], count: number, opened: (connections: RedisClient[], redis: TestBackend) => void): void {
  let redis: TestBackend | undefined;
  let connections: RedisClient[] = [];
  beforeAll(async () => {
    redis = await testBackend(backend);
    const url = redis.url;
    connections = await Promise.all(Array.from({ length: count }, () => connected(url)));
    opened(connections, redis);
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit()));
    await redis?.close();
  });
}

// The Redis a test file runs against: RCS_SEND_TEST_REDIS_URL when set (.ci/run starts one),
// else a redis-server of its own on a free port; with neither, the tests FAIL saying why.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { connectRedis } from '@rcs-send/redis';
import { hasRedisServer, NO_REDIS, startOwnRedis, type OwnRedis } from '@rcs-send/redis-harness';

/** A Redis for one test file. */
export interface TestRedis {
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

/** A connection as the ports use it ({@link connectRedis}), once it is ready. */
export async function connected(url: string): Promise<Redis> {
  const connection = connectRedis(url);
  if (connection.status !== 'ready') await once(connection, 'ready');
  return connection;
}

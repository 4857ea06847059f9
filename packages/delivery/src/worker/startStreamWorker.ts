import { connectRedis, createRedisStatePort, createStreamReader, type RedisClient } from '@rcs-send/redis';
import { startDispatcher, type Dispatcher, type DispatcherOptions } from '../dispatch/startDispatcher';
import type { MessageStatePort, QueueSource } from '@rcs-send/service';
import { streamSource, type StreamSourceOptions } from '../source/streamSource';

/** Options of {@link startStreamWorker}. @public */
export interface StreamWorkerOptions extends Omit<DispatcherOptions, 'source' | 'states'>, StreamSourceOptions {
  /** The Redis (`redis://`) or Redis Cluster (`redis+cluster://`) the servers append accepted messages to. */
  readonly redis: string;
  /** This worker's name in the group: unique in the fleet (e.g. `hostname:pid`). */
  readonly consumer: string;
  /** The consumer group the workers share: each entry goes to one of them. @defaultValue 'delivery' */
  readonly group?: string;
  /** Prefix of the keys (the stream `<prefix>messages`, the states `<prefix>state:<id>`). @defaultValue 'rcs-send:' */
  readonly prefix?: string;
  /** Where states are kept. @defaultValue `createRedisStatePort` of `@rcs-send/redis` on a connection of the worker's own */
  readonly states?: MessageStatePort;
  /** How long a message's state is kept in Redis after its last change, in seconds (for the default `states`). @defaultValue 2592000 (30 days) */
  readonly stateTtlSeconds?: number;
}

/** A running worker of a fleet. @public */
export interface StreamWorker extends Dispatcher {
  /** The states it records (in Redis unless given). */
  readonly states: MessageStatePort;
}

/** Resolves once `connection` is ready, or after `ms` (the command that follows then fails and says why). */
function readyOrAfter(connection: RedisClient, ms: number): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      connection.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    connection.once('ready', done);
  });
}

/** The stream through the group, opened (the group created) on the first read, and again after a failure: Redis may be down at start. */
function lazyStreamSource(open: () => Promise<QueueSource>): QueueSource {
  let opened: Promise<QueueSource> | undefined;
  const source = (): Promise<QueueSource> => (opened ??= open().catch((error: unknown) => {
    opened = undefined;
    throw error;
  }));
  return {
    read: async (max, signal) => (await source()).read(max, signal),
    ack: async (ackId) => (await source()).ack(ackId),
    close: () => Promise.resolve(),
  };
}

/**
 * The worker of a fleet: reads the Redis Stream through a consumer group shared by every
 * worker (each entry to one of them; entries a dead worker left pending are claimed, see
 * {@link streamSource}), delivers each message and records its state in Redis, so that a
 * message one worker finished is skipped by any other. Opens its own connections (the stream
 * read blocks one) and closes them on `stop`. While Redis is unreachable, each failed read goes
 * to `onError` and is tried again a second later.
 *
 * @public
 */
export function startStreamWorker(options: StreamWorkerOptions): StreamWorker {
  const readerConnection = connectRedis(options.redis);
  const stateConnection = options.states === undefined ? connectRedis(options.redis) : undefined;
  const prefix = options.prefix ?? 'rcs-send:';
  const states = options.states ?? createRedisStatePort(stateConnection ?? readerConnection, { prefix, ...(options.stateTtlSeconds === undefined ? {} : { ttlSeconds: options.stateTtlSeconds }) });
  // A read takes at most `concurrency` entries, so that no more than that (and half again) are in flight.
  const reader = createStreamReader(readerConnection, { prefix, group: options.group ?? 'delivery', consumer: options.consumer, count: options.concurrency ?? 32 });
  const dispatcher = startDispatcher({ ...options, states, source: lazyStreamSource(async () => {
    await Promise.all([readerConnection, stateConnection].map((connection) => connection && readyOrAfter(connection, 2000)));
    return streamSource(reader, options);
  }) });
  return {
    states,
    async stop() {
      await dispatcher.stop();
      await Promise.all([readerConnection, stateConnection].map((connection) => connection?.quit().catch(() => connection.disconnect())));
    },
  };
}

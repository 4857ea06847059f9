import type { RedisClient } from '../client/connectRedis';
import { _settings } from '../client/options';
import { _runScript } from '../client/script';
import { _codeOf, _guard, type RedisUnavailableError } from '../client/unavailable';
import { _whole } from '../client/whole';
import { _streamOf, type RedisStreamOptions } from './redisSubmit';
import type { QueuedMessage } from './streamEntry';
import { _queuedOf, _readGroupEntries } from './streamReply';
import { _TRIM_ACKNOWLEDGED } from './trimScript';

/** Options of {@link createStreamReader}. @public */
export interface StreamReaderOptions extends RedisStreamOptions {
  /** The consumer group: each entry goes to one consumer of the group. */
  readonly group: string;
  /** This consumer's name, unique in the group and stable across restarts (e.g. the host name). */
  readonly consumer: string;
  /**
   * Most entries one read returns.
   * @defaultValue 100
   */
  readonly count?: number;
  /**
   * Milliseconds a read waits for new entries, a whole number from 1 (else a RangeError); keep it
   * below the connection's command timeout.
   * @defaultValue 1000
   */
  readonly blockMs?: number;
  /**
   * Trim the stream after each acknowledgement: remove the entries every consumer group has
   * acknowledged (never one still pending, or not yet delivered, in any group). False keeps
   * the stream whole, for a host that trims it on its own terms.
   * @defaultValue true
   */
  readonly trim?: boolean;
}

/** A consumer of the submit queue: reads the stream through a consumer group and acknowledges what it processed. @public */
export interface StreamReader {
  /** The stream read. */
  readonly stream: string;
  /** Creates the group (and the stream) if missing, reading from the stream's start; true when created. */
  createGroup(): Promise<boolean>;
  /**
   * The next messages: first those delivered to this consumer and never acknowledged (after a
   * restart), then new ones (waiting up to `blockMs`). A group Redis lost (it restarted without
   * its data) is created again, as by `createGroup`, and read at once.
   */
  read(): Promise<QueuedMessage[]>;
  /** Acknowledges processed entries, so that they are never delivered again, then trims (unless `trim` is false); resolves to how many were pending. */
  ack(entryIds: readonly string[]): Promise<number>;
  /** Removes the entries every group of the stream has acknowledged (`XTRIM MINID` the oldest one a group still needs); resolves to how many. */
  trim(): Promise<number>;
  /** Makes the next read start again with this consumer's entries never acknowledged, as the first read after a restart does. */
  rewind(): void;
  /** Takes over entries another consumer left unacknowledged for `minIdleMs` (it crashed), to process them here; a group Redis lost is created again, as by `read`. */
  claimIdle(minIdleMs: number): Promise<QueuedMessage[]>;
  /**
   * Reads, hands each message to `handle` and acknowledges it once `handle` resolves, until
   * `signal` aborts. A message whose `handle` throws stays pending; while Redis is unreachable
   * it waits `retryAfterSeconds` and tries again.
   */
  process(handle: (message: QueuedMessage) => Promise<void>, signal?: AbortSignal): Promise<void>;
}

/**
 * A consumer-group reader of the submit queue, for a downstream worker. Give it its own
 * connection (`connectRedis(url)` or `redis.duplicate()`): a blocking read holds it. Delivery
 * is at least once: process idempotently, by `message.id`.
 *
 * @public
 */
export function createStreamReader(redis: RedisClient, options: StreamReaderOptions): StreamReader {
  const { retryAfterSeconds } = _settings(options);
  const stream = _streamOf(options);
  const { group, consumer } = options;
  const count = options.count ?? 100;
  const blockMs = _whole('blockMs', options.blockMs ?? 1000, 1); // BLOCK 0 would wait for ever
  const guard = <T>(operation: string, call: () => Promise<T>): Promise<T> => _guard(operation, retryAfterSeconds, call);
  // '0' and then past the last entry seen: this consumer's pending entries; '>' once they are read.
  let cursor = '0';

  const createGroup = async (): Promise<boolean> => {
    try {
      await redis.call('XGROUP', 'CREATE', stream, group, '0', 'MKSTREAM');
      return true;
    } catch (error) {
      if (_codeOf(error) === 'BUSYGROUP') return false;
      return guard('stream group', () => Promise.reject(error));
    }
  };
  // A group command answered NOGROUP: the group is gone (Redis restarted without its data, or
  // the stream was deleted), so no read would ever succeed again. It is created again from '0',
  // and the command runs once more: the stream, new with it, holds only entries written since,
  // none of them read (a stream that outlived its group holds what was not yet acknowledged,
  // delivered again: at least once).
  const inGroup = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await guard(operation, call);
    } catch (error) {
      if ((error as RedisUnavailableError).code !== 'NOGROUP') throw error;
    }
    await createGroup();
    return guard(operation, call);
  };
  const read = async (): Promise<QueuedMessage[]> => {
    while (cursor !== '>') {
      const reply = await inGroup('stream read', () => redis.call('XREADGROUP', 'GROUP', group, consumer, 'COUNT', count, 'STREAMS', stream, cursor));
      const { messages, lastId } = _queuedOf(_readGroupEntries(reply));
      if (lastId === undefined) cursor = '>';
      else cursor = lastId;
      if (messages.length > 0) return messages;
    }
    const reply = await inGroup('stream read', () => redis.call('XREADGROUP', 'GROUP', group, consumer, 'COUNT', count, 'BLOCK', blockMs, 'STREAMS', stream, '>'));
    return _queuedOf(_readGroupEntries(reply)).messages;
  };
  const trim = async (): Promise<number> => Number(await guard('stream trim', () => _runScript(redis, _TRIM_ACKNOWLEDGED, [stream], [])));
  const ack = async (entryIds: readonly string[]): Promise<number> => {
    if (entryIds.length === 0) return 0;
    const acknowledged = await guard('stream ack', () => redis.xack(stream, group, ...entryIds));
    // A trim that fails is done by the next acknowledgement: the entries are acknowledged either way.
    if (options.trim !== false && acknowledged > 0) await trim().catch(() => 0);
    return acknowledged;
  };

  return {
    stream,
    createGroup,
    read,
    ack,
    trim,
    rewind() {
      cursor = '0';
    },
    async claimIdle(minIdleMs) {
      const reply = await inGroup('stream claim', () => redis.call('XAUTOCLAIM', stream, group, consumer, minIdleMs, '0', 'COUNT', count));
      return _queuedOf(Array.isArray(reply) ? reply[1] : []).messages;
    },
    async process(handle, signal) {
      while (signal?.aborted !== true) {
        try {
          const done: string[] = [];
          for (const queued of await read()) {
            try {
              await handle(queued);
              done.push(queued.entryId);
            } catch {
              // left pending: delivered again after a restart, or claimed by another consumer
            }
          }
          await ack(done);
        } catch {
          // Redis unreachable: what was not acknowledged is delivered again
          await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
        }
      }
    },
  };
}

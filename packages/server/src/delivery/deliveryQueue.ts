import { hostname } from 'node:os';
import { startOutboxWorker, startStreamWorker, type DispatcherOptions, type MessageStatePort } from '@rcs-send/delivery';

/** Where the server's worker takes accepted messages from: the outbox file, or the Redis Stream the fleet shares. @internal */
export type _DeliveryQueue =
  | { /** The NDJSON outbox. */ readonly outbox: string }
  | { /** The Redis URL (the worker opens its own connection for the blocking read). */ readonly redisUrl: string };

/** The queue of a server that opened `outbox`, or else the Redis Stream on `redisUrl`. @internal */
export function _deliveryQueueOf(outbox: { readonly path: string } | undefined, redisUrl: string | null): _DeliveryQueue {
  if (outbox !== undefined) return { outbox: outbox.path };
  if (redisUrl === null) throw new TypeError('a server has an outbox or Redis');
  return { redisUrl };
}

/** What holds the accepted messages, for the banner. @internal */
export const _queueName = (queue: _DeliveryQueue): string => ('outbox' in queue ? 'the outbox' : 'the Redis Stream');

/** A worker started by {@link _startQueueWorker}. @internal */
export interface _QueueWorker {
  /** Where final states go, in words. */
  readonly description: string;
  /** Stops it: sends in flight end; the server's own connections stay open. */
  stop(): Promise<void>;
}

/**
 * The worker on `queue`, recording into `states` (the server's one port): tailing the outbox
 * (states in `<outbox>.states`), or, with Redis, one consumer (`<hostname>:<pid>`, unique per
 * process) of the stream's group `delivery` (states in Redis), so that every server of a fleet
 * delivers a share of the messages and claims what a dead one left pending.
 *
 * @internal
 */
export async function _startQueueWorker(queue: _DeliveryQueue, states: MessageStatePort, options: Omit<DispatcherOptions, 'source' | 'states'>): Promise<_QueueWorker> {
  if ('outbox' in queue) {
    const worker = await startOutboxWorker({ ...options, outbox: queue.outbox, states });
    return { description: `states in ${queue.outbox}.states`, stop: () => worker.stop() };
  }
  const consumer = `${hostname()}:${process.pid}`;
  const worker = startStreamWorker({ ...options, redis: queue.redisUrl, consumer, states });
  return { description: `consumer ${consumer} of the stream's group delivery; states in Redis (rcs-send:state:<id>)`, stop: () => worker.stop() };
}

import { hostname } from 'node:os';
import { startDispatcher, startStreamWorker, type DispatcherOptions, type MessageStatePort, type QueueSource } from '@rcs-send/delivery';

/** Where the server's worker takes accepted messages from: the database's queue, or the Redis Stream the fleet shares. @internal */
export type _DeliveryQueue =
  | { /** The queue of the embedded database (stopping the worker closes the queue, not the database). */ readonly database: QueueSource }
  | { /** The Redis URL (the worker opens its own connection for the blocking read). */ readonly redisUrl: string };

/** What holds the accepted messages, for the banner. @internal */
export const _queueName = (queue: _DeliveryQueue): string => ('database' in queue ? 'the database' : 'the Redis Stream');

/** A worker started by {@link _startQueueWorker}. @internal */
export interface _QueueWorker {
  /** Where final states go, in words. */
  readonly description: string;
  /** Stops it: sends in flight end; the server's own connections stay open. */
  stop(): Promise<void>;
}

/**
 * The worker on `queue`, recording into `states` (the server's one port): the database's queue
 * (states in the database), or, with Redis, one consumer (`<hostname>:<pid>`, unique per
 * process) of the stream's group `delivery` (states in Redis), so that every server of a fleet
 * delivers a share of the messages and claims what a dead one left pending.
 *
 * @internal
 */
export function _startQueueWorker(queue: _DeliveryQueue, states: MessageStatePort, options: Omit<DispatcherOptions, 'source' | 'states'>): _QueueWorker {
  if ('database' in queue) {
    const worker = startDispatcher({ ...options, source: queue.database, states });
    return { description: 'queue and states in the database', stop: () => worker.stop() };
  }
  const consumer = `${hostname()}:${process.pid}`;
  const worker = startStreamWorker({ ...options, redis: queue.redisUrl, consumer, states });
  return { description: `consumer ${consumer} of the stream's group delivery; states in Redis (rcs-send:state:<id>)`, stop: () => worker.stop() };
}

import { createMemoryStatePort, createRedisStatePort, openFileStatePort, type MessageStatePort } from '@rcs-send/delivery';
import type { RedisPorts } from '@rcs-send/redis';
import type { DeliverySetting } from '../delivery/deliverySetting';

/** The one state port of the server: the worker, the acceptance recorder and the status lookup share it. @internal */
export interface _ServerStates {
  /** The port (the state file whenever a worker runs in this process). */
  readonly port: MessageStatePort;
  /** Waits for pending records, then closes the file (if any). */
  close(): Promise<void>;
}

/**
 * Opens the server's state port: with Redis (`shared`), the fleet's states in Redis, which every
 * server and `rcs-send-worker --redis` share; with an outbox and a worker in this process, the
 * state file `outbox + '.states'` the worker records into (so the lookup sees SENT, FAILED,
 * EXPIRED); otherwise (delivery off) states in memory, which know what this process accepted (a
 * separate `rcs-send-worker` keeps its own state file: no two writers on one file).
 *
 * @internal
 */
export async function _openServerStates(outbox: string | undefined, shared: RedisPorts | undefined, delivery: DeliverySetting): Promise<_ServerStates> {
  if (shared !== undefined) return { port: createRedisStatePort(shared.redis), close: () => Promise.resolve() };
  if (outbox === undefined || delivery.mode === 'off') return { port: createMemoryStatePort(), close: () => Promise.resolve() };
  const file = await openFileStatePort(`${outbox}.states`);
  return { port: file, close: () => file.close() };
}

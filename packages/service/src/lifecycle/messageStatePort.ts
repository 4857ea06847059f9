import { applyChange, handingOver, type MessageStatus, type StateChange } from './stateChange';

/**
 * Where states are kept. A change is applied only when it moves the message forward
 * ({@link advances}), so a duplicate or late event is a no-op.
 *
 * @public
 */
export interface MessageStatePort {
  /** What is known of the message, or undefined when nothing is. */
  get(id: string): Promise<MessageStatus | undefined>;
  /** Applies a change durably when it moves the message forward: the new status, or undefined (nothing written) when it does not. */
  advance(change: StateChange): Promise<MessageStatus | undefined>;
  /**
   * Marks (`inFlight` true) or clears the handover of an ACCEPTED message to the platform, as
   * {@link handingOver} says, in one step with any change racing it: true when the dispatcher may
   * hand it over (the mark is written, or nothing is known of the message), false when it must
   * not (CANCELLED, or past ACCEPTED).
   */
  handOver(id: string, inFlight: boolean): Promise<boolean>;
}

/** The in-memory state port, for tests and a single process that needs no history across restarts. @public */
export function createMemoryStatePort(): MessageStatePort & { /** Every status, by id. */ readonly statuses: ReadonlyMap<string, MessageStatus> } {
  return _memoryStatePort(() => undefined);
}

/** The in-memory state port that calls `onAdvanced` with each status it writes by `advance`, in the same synchronous step. @internal */
export function _memoryStatePort(onAdvanced: (status: MessageStatus) => void): MessageStatePort & { readonly statuses: ReadonlyMap<string, MessageStatus> } {
  const statuses = new Map<string, MessageStatus>();
  return {
    statuses,
    get: (id) => Promise.resolve(statuses.get(id)),
    advance(change) {
      const next = applyChange(statuses.get(change.id), change); // stored only when it moves the message forward
      if (next !== undefined) {
        statuses.set(change.id, next);
        onAdvanced(next);
      }
      return Promise.resolve(next);
    },
    handOver(id, inFlight) {
      const outcome = handingOver(statuses.get(id), inFlight);
      if ('proceed' in outcome) return Promise.resolve(outcome.proceed);
      statuses.set(id, outcome.write);
      return Promise.resolve(true);
    },
  };
}

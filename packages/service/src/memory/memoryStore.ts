import { createMemorySmsFallbackPort } from '../lifecycle/memorySmsFallbackPort';
import { statusEvent } from '../events/statusEvent';
import { _memoryStatePort } from '../lifecycle/messageStatePort';
import { createMemoryOptOutPort } from '../lifecycle/optOutPort';
import { createMemorySeenPort } from '../lifecycle/seenPort';
import type { Store } from '../lifecycle/store';
import type { BalancePort } from '../ports/balance';
import type { MemoryBalancePort } from './memoryBalance';
import { _memoryEvents } from './memoryEvents';
import { _memoryHandovers } from './memoryHandovers';
import { createMemoryIdempotencyPort } from './memoryIdempotency';
import { _memoryLedger } from './memoryLedger';
import { _memoryMessageList } from './memoryMessageList';
import { _memoryQueue } from './memoryQueue';
import { _memoryStoreSubmit } from './memoryStoreSubmit';
import { _memoryTenants } from './memoryTenants';

/** Options of {@link createMemoryStore}. @public */
export interface MemoryStoreOptions {
  /** The clock, in epoch milliseconds: Idempotency-Keys and seen keys expire on it, and a debit counts on its UTC day. @defaultValue `Date.now` */
  readonly now?: () => number;
  /** How long an Idempotency-Key is remembered from its claim (the 10,000 newest at most). @defaultValue 24 hours */
  readonly idempotencyTtlMs?: number;
  /** How long a seen key is remembered (the 100,000 newest at most). @defaultValue 7 days, how long RBM retries an event */
  readonly seenTtlMs?: number;
  /** How long a queue read waits for a message before it resolves to none. @defaultValue 100 */
  readonly pollMs?: number;
}

/** The memory store: a {@link Store} whose balance port also reads what an organization has left. @public */
export interface MemoryStore extends Store {
  /** The organizations' balances: the ledger of `tenants`, whose units left exclude those held by reservations in flight. */
  readonly balance: BalancePort & Pick<MemoryBalancePort, 'balanceOf'>;
}

/** The longest a timer waits as asked (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** `value` of option `name`, checked: a whole number of milliseconds from 1 to `most` (a RangeError naming the option otherwise). */
function milliseconds(name: string, value: number, most: number): number {
  if (!Number.isSafeInteger(value) || value < 1 || value > most) throw new RangeError(`${name} must be a whole number of milliseconds from 1 to ${most}`);
  return value;
}

/**
 * A {@link Store} in this process's memory, for tests, demos and a single process that needs
 * nothing across a restart. One ledger is shared by its balance port, its submit, its SMS
 * fallbacks and its tenants, kept as the SQLite store keeps its own: a reservation holds units,
 * the submit debits each message it takes (counted accepted that day) and records it ACCEPTED in
 * `states` in the same synchronous step, all of a batch or none of it; a state change writes its
 * `message.status` event, its delivery queued, in the step that records it. Its queue hands each
 * message out once while it is in flight, first in, first out; `queue.close()` hands what was
 * not acknowledged out again, as a restart of a durable store would. Every message is kept for
 * the life of the store (its handovers follow it after its acknowledgement). No rate limit (each
 * process keeps its own), no health checks. Throws a RangeError for an option out of range.
 *
 * @public
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const now = options.now ?? Date.now;
  const idempotencyTtlMs = milliseconds('idempotencyTtlMs', options.idempotencyTtlMs ?? 24 * 3600 * 1000, Number.MAX_SAFE_INTEGER);
  const seenTtlMs = milliseconds('seenTtlMs', options.seenTtlMs ?? 7 * 24 * 3600 * 1000, Number.MAX_SAFE_INTEGER);
  const queue = _memoryQueue(milliseconds('pollMs', options.pollMs ?? 100, MAX_TIMER_MS));
  const ledger = _memoryLedger(now);
  const events = _memoryEvents(now);
  const states = _memoryStatePort((status) => {
    const event = statusEvent(status);
    if (event !== undefined && status.organizationId !== undefined) events.recordNow({ organizationId: status.organizationId, event, at: now() });
  });
  const idempotency = createMemoryIdempotencyPort({ ttlSeconds: idempotencyTtlMs / 1000, now });
  return {
    submit: _memoryStoreSubmit({ queue, states, ledger, idempotency }),
    balance: ledger.balance,
    idempotency,
    tenants: _memoryTenants(ledger),
    queue: queue.source,
    states,
    events: events.log,
    webhooks: events.outbox,
    messages: _memoryMessageList(states.statuses),
    seen: createMemorySeenPort({ ttlMs: seenTtlMs, now }),
    handovers: _memoryHandovers(queue),
    optOuts: createMemoryOptOutPort(),
    smsFallbacks: createMemorySmsFallbackPort({ balance: ledger.smsCharges }),
    checks: {},
    async close() {
      queue.wake(); // nothing to commit, nothing to let go: a read waiting for messages resolves now
    },
  };
}

import type { EventLogPort, NewEvent } from '../events/eventLogPort';
import type { KeptEvent } from '../events/keptEvent';
import type { WebhookOutboxPort } from '../events/webhookOutboxPort';

/** One organization's log: its events (sequence n at index n - 1), their keys, and its queued deliveries by sequence. */
interface OrganizationLog {
  readonly events: KeptEvent[];
  readonly keys: Map<string, number>;
  readonly deliveries: Map<number, { dueAt: number; attempt: number }>;
}

/** The memory store's event logs and webhook outbox, sharing one log per organization. @internal */
export interface _MemoryEvents {
  /** The event logs. */
  readonly log: EventLogPort;
  /** The deliveries still to make. */
  readonly outbox: WebhookOutboxPort;
  /** Writes `event` now, synchronously (as a state change's step does), its delivery queued. */
  recordNow(event: NewEvent): KeptEvent;
}

/**
 * The event logs and webhook outbox of the memory store: every write happens before the call
 * returns, so a state change and its event are one synchronous step. Everything is kept for the
 * life of the store.
 *
 * @internal
 */
export function _memoryEvents(now: () => number): _MemoryEvents {
  const logs = new Map<string, OrganizationLog>();
  const logOf = (organizationId: string): OrganizationLog => {
    let log = logs.get(organizationId);
    if (log === undefined) logs.set(organizationId, (log = { events: [], keys: new Map(), deliveries: new Map() }));
    return log;
  };
  const recordNow = ({ organizationId, event, at, key }: NewEvent): KeptEvent => {
    const log = logOf(organizationId);
    const known = key === undefined ? undefined : log.keys.get(key);
    if (known !== undefined) return log.events[known - 1]!;
    const kept: KeptEvent = { organizationId, sequence: log.events.length + 1, id: `msg_${crypto.randomUUID()}`, at, event };
    log.events.push(kept);
    if (key !== undefined) log.keys.set(key, kept.sequence);
    log.deliveries.set(kept.sequence, { dueAt: now(), attempt: 1 });
    return kept;
  };
  const log: EventLogPort = {
    record: (event) => Promise.resolve(recordNow(event)),
    after: (organizationId, after, limit) => Promise.resolve(logs.get(organizationId)?.events.slice(Math.max(0, after), Math.max(0, after) + limit) ?? []),
  };
  const outbox: WebhookOutboxPort = {
    lease(organizationId, at, leaseMs, limit) {
      const log = logs.get(organizationId);
      if (log === undefined) return Promise.resolve([]);
      const due = [...log.deliveries].filter(([, delivery]) => delivery.dueAt <= at).sort(([a, x], [b, y]) => x.dueAt - y.dueAt || a - b).slice(0, limit);
      return Promise.resolve(
        due.map(([sequence, delivery]) => {
          delivery.dueAt = at + leaseMs;
          return { event: log.events[sequence - 1]!, attempt: delivery.attempt };
        }),
      );
    },
    settle(organizationId, sequence, retryAt) {
      const deliveries = logs.get(organizationId)?.deliveries;
      const delivery = deliveries?.get(sequence);
      if (delivery === undefined) return Promise.resolve();
      if (retryAt === undefined) deliveries!.delete(sequence);
      else Object.assign(delivery, { dueAt: retryAt, attempt: delivery.attempt + 1 });
      return Promise.resolve();
    },
    drop(organizationId) {
      const deliveries = logs.get(organizationId)?.deliveries;
      const dropped = deliveries?.size ?? 0;
      deliveries?.clear();
      return Promise.resolve(dropped);
    },
    replay(organizationId, { since, until, types }) {
      const log = logs.get(organizationId);
      const chosen = log?.events.filter((kept) => kept.at >= since && kept.at < until && (types === undefined || types.includes(kept.event.type))) ?? [];
      const dueAt = now();
      for (const kept of chosen) log!.deliveries.set(kept.sequence, { dueAt: Math.min(log!.deliveries.get(kept.sequence)?.dueAt ?? dueAt, dueAt), attempt: 1 });
      return Promise.resolve(chosen.length);
    },
    backlog(organizationId) {
      const log = logs.get(organizationId);
      let oldestAt: number | null = null;
      for (const sequence of log?.deliveries.keys() ?? []) oldestAt = Math.min(oldestAt ?? Infinity, log!.events[sequence - 1]!.at);
      return Promise.resolve({ pending: log?.deliveries.size ?? 0, oldestAt });
    },
  };
  return { log, outbox, recordNow };
}

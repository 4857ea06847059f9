import type { MessagesAnswered, MessageStatus, TenantStore, UsageOutcome } from '@rcs-send/service';

/** The usage outcome a state counts as, for the states that count. */
const OUTCOME_OF: Readonly<Record<string, UsageOutcome>> = { SENT: 'sent', DELIVERED: 'delivered', FAILED: 'failed', EXPIRED: 'expired' };

/** Counts what happens to each organization's messages, per UTC day, into the tenant store (and the metrics). @internal */
export interface _UsageCounter {
  /** Counts a request's rejected messages (its accepted ones are counted with their debit, in the store's own transaction). */
  answered(answer: MessagesAnswered): void;
  /** Counts a state a message reached: SENT, DELIVERED, FAILED or EXPIRED for its organization (a SENT on SMS after one on RCS once), and the segments of each SMS sent. */
  count(status: MessageStatus): void;
  /** Writes what was counted since the last write. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** Where each count also goes, as it happens (a host's Prometheus counters): the outcomes of messages, those accepted, and the SMS segments sent. @public */
export type UsageMetric = (organizationId: string, outcome: UsageOutcome | 'accepted' | 'smsSegments', count: number) => void;

/**
 * Usage per organization and day, summed in memory and written to `tenants` every `everyMs`
 * (a timer that keeps no process alive) and at close: one write per organization, day and
 * outcome, whatever the traffic. What a crash loses is the last interval's counts of rejected,
 * sent, delivered, failed and expired messages (never the accepted ones, nor a unit of balance).
 * A failed write is kept for the next one and goes to `onError`.
 *
 * @internal
 */
export function _usageCounter(tenants: Pick<TenantStore, 'count'>, metric: UsageMetric, onError: (error: unknown) => void, everyMs = 1000): _UsageCounter {
  let pending = new Map<string, { organizationId: string; day: string; outcome: UsageOutcome; count: number }>();
  const add = (organizationId: string, at: number, outcome: UsageOutcome, count: number): void => {
    if (count <= 0) return;
    metric(organizationId, outcome, count);
    const day = new Date(at).toISOString().slice(0, 10);
    const key = `${organizationId} ${day} ${outcome}`;
    const entry = pending.get(key) ?? { organizationId, day, outcome, count: 0 };
    entry.count += count;
    pending.set(key, entry);
  };
  let writing = Promise.resolve();
  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      const batch = pending;
      pending = new Map();
      for (const [key, entry] of batch) {
        try {
          await tenants.count(entry.organizationId, entry.day, entry.outcome, entry.count);
        } catch (error) {
          const later = pending.get(key);
          pending.set(key, { ...entry, count: entry.count + (later?.count ?? 0) });
          onError(error);
        }
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), everyMs).unref();
  return {
    answered({ organizationId, accepted, rejected }) {
      metric(organizationId, 'accepted', accepted);
      add(organizationId, Date.now(), 'rejected', rejected);
    },
    count(status) {
      if (status.organizationId === undefined) return;
      // A fallback's SENT on SMS counts its segments; after a SENT on RCS (a revoked message) it is not a second message sent.
      const bySms = status.state === 'SENT' && status.channel === 'SMS';
      if (bySms) metric(status.organizationId, 'smsSegments', status.sms?.segments ?? 0);
      const outcome = bySms && status.history.filter((step) => step.state === 'SENT').length > 1 ? undefined : OUTCOME_OF[status.state];
      if (outcome !== undefined) add(status.organizationId, Date.parse(status.at) || Date.now(), outcome, 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

import type { WebhookOutboxPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _milliseconds, _whole } from '../client/whole';
import { _keptEvent } from '../events/keptEvents';
import { _slotKeys } from '../slots/slotKeys';
import { _stateSettings, type RedisStateOptions } from '../states/stateSettings';
import { _BACKLOG, _DROP, _LEASE, _REPLAY, _SETTLE } from './outboxScripts';

/** Log entries one replay script looks at: the replay goes on in as many scripts as the log needs, none holding Redis long. */
const REPLAYED_PER_SCRIPT = 500;

/** A sequence as the queue's sorted sets keep it: 12 digits, so that equal due times order by sequence. */
const padded = (sequence: number): string => String(sequence).padStart(12, '0');

/**
 * The {@link @rcs-send/service#WebhookOutboxPort} of a fleet: each organization's deliveries on
 * its slot, beside its event log (`createRedisEventLogPort`), which queues each event it writes:
 * `{o:<org>}due` (a sorted set of sequences by due time: a lease moves a delivery's due time to
 * the lease's end, so one whose process died is due again then), `{o:<org>}queued` (the same
 * sequences by their event's time, for the backlog's oldest) and `{o:<org>}attempts` (the attempt
 * of a delivery past its first). Each call is one Lua script, but `replay`, which goes over the
 * log 500 entries per script. A delivery leaves the queue with its event when the event leaves
 * the log.
 *
 * @public
 */
export function createRedisWebhookOutboxPort(redis: RedisClient, options: RedisStateOptions = {}): WebhookOutboxPort {
  const { prefix, ttlMs } = _stateSettings(options);
  const keys = _slotKeys(prefix);
  const queueOf = (organizationId: string): string[] => {
    const slot = keys.organization(organizationId);
    return [slot.due, slot.queued, slot.attempts];
  };
  const withLog = (organizationId: string): string[] => [keys.organization(organizationId).events, ...queueOf(organizationId)];
  return {
    async lease(organizationId, now, leaseMs, limit) {
      const args = [_milliseconds('now', now), _milliseconds('leaseMs', leaseMs), _whole('limit', limit, 1)];
      const leased = (await _LEASE.run(redis, withLog(organizationId), args)) as [string, string, unknown[]][];
      return leased.map(([member, attempt, fields]) => ({ event: _keptEvent(organizationId, Number(member), fields), attempt: Number(attempt) }));
    },
    async settle(organizationId, sequence, retryAt) {
      if (!Number.isSafeInteger(sequence) || sequence < 1) return; // never queued
      await _SETTLE.run(redis, queueOf(organizationId), [padded(sequence), retryAt === undefined ? '' : _milliseconds('retryAt', retryAt)]);
    },
    async drop(organizationId) {
      return Number(await _DROP.run(redis, queueOf(organizationId), []));
    },
    async replay(organizationId, { since, until, types }) {
      const typed = types === undefined ? '' : `,${types.join(',')},`;
      const now = Date.now();
      let queued = 0;
      for (let last = 0; last >= 0; ) {
        const [count, next] = (await _REPLAY.run(redis, withLog(organizationId), [since, until, typed, last, REPLAYED_PER_SCRIPT, now, ttlMs])) as [number, number];
        queued += Number(count);
        last = Number(next);
      }
      return queued;
    },
    async backlog(organizationId) {
      const [pending, oldestAt] = (await _BACKLOG.run(redis, queueOf(organizationId), [])) as [number, string];
      return { pending: Number(pending), oldestAt: oldestAt === '' ? null : Number(oldestAt) };
    },
  };
}

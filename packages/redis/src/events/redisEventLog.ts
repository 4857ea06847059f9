import { randomUUID } from 'node:crypto';
import type { EventLogPort } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _guard } from '../client/unavailable';
import { _whole } from '../client/whole';
import { _slotKeys } from '../slots/slotKeys';
import { _stateSettings, type RedisStateOptions } from '../states/stateSettings';
import { _RECORD } from './eventWrites';
import { _keptEvent, _sequenceOf } from './keptEvents';

/**
 * The {@link @rcs-send/service#EventLogPort} of a fleet: each organization's log is a Redis
 * Stream on its slot, `{o:<org>}events`, entry `<sequence>-<written at>` per event, the
 * sequence counted by `{o:<org>}sequence` and keyed events named in `{o:<org>}event-keys`.
 * `record` is one Lua script: it answers the event of the key when there is one, else writes
 * the next sequence and queues its delivery (see `createRedisWebhookOutboxPort`), so sequences
 * are given without gaps and seen in order. An event is kept `ttlSeconds` after it was written
 * (as long as a status, the same option: give both ports the same), removed a few at a time by
 * the next writes, and with the whole log when the organization writes nothing for that long.
 *
 * @public
 */
export function createRedisEventLogPort(redis: RedisClient, options: RedisStateOptions = {}): EventLogPort {
  const { prefix, ttlMs } = _stateSettings(options);
  const keys = _slotKeys(prefix);
  return {
    async record({ organizationId, event, at, key }) {
      if (!Number.isFinite(at)) throw new RangeError('an event\'s at must be an epoch millisecond');
      const slot = keys.organization(organizationId);
      const args = [`msg_${randomUUID()}`, String(at), event.type, JSON.stringify(event.data), key === undefined ? '' : `=${key}`, Date.now(), ttlMs];
      const [sequence, fields] = (await _RECORD.run(redis, [slot.events, slot.sequence, slot.eventKeys, slot.due, slot.queued, slot.attempts], args)) as [string, unknown[]];
      return _keptEvent(organizationId, Number(sequence), fields);
    },
    async after(organizationId, after, limit) {
      const count = _whole('limit', limit, 1);
      if (!(after < Number.MAX_SAFE_INTEGER)) return []; // past any sequence (or not a number)
      const from = Math.max(0, Math.floor(after)) + 1;
      const entries = await _guard('event read', 1, () => redis.xrange(keys.organization(organizationId).events, String(from), '+', 'COUNT', count));
      return entries.map(([entryId, fields]) => _keptEvent(organizationId, _sequenceOf(entryId), fields));
    },
  };
}

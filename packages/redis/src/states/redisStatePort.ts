import { randomUUID } from 'node:crypto';
import { listPositionOf, type MessageStatePort, type MessageStatus } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import type { RedisScript } from '../client/redisScript';
import { _slotKeys } from '../slots/slotKeys';
import { _ADVANCE_AT_HOME, _GET_AT_HOME, _HAND_OVER_AT_HOME } from './homeScripts';
import { _MessageHomes, type _Home } from './messageHomes';
import { _ADVANCE_OWN_SLOT, _HAND_OVER_OWN_SLOT, _LOOK_UP_OWN_SLOT } from './messageSlotScripts';
import { _changeJson, _indexMember, _statusOf } from './stateJson';
import { _stateSettings, type RedisStateOptions } from './stateSettings';

/** A script's reply, as ioredis gives a Lua table. */
type Reply = readonly unknown[];

/**
 * The {@link @rcs-send/service#MessageStatePort} of a fleet, on one Redis or a Redis Cluster. A
 * message lives on its organization's slot (its home): its status at `{o:<org>}state:<id>`, as
 * JSON, beside the organization's event log, webhook queue and message index, so that `advance`
 * is one Lua script that applies the rule of `applyChange` of `@rcs-send/service`, writes the
 * status and, for a state the client is told about, its `message.status` event with its delivery
 * queued: changes racing from several workers and event receivers are applied one at a time,
 * forward only, each with its event or none. The home is named by `{m:<id>}home`, written by the
 * first change that names an organization (the submit's ACCEPTED) and kept a quarter longer than
 * the status (renewed, one more command, by a change that would outlive it); the homes this
 * process met are remembered (the 10,000 most recent), so a change or read of such a message is
 * one round trip, of another one two. A message no change named an
 * organization of lives at `{m:<id>}state`, and moves home with the first change that names one.
 * Each write renews the status's lifetime (`ttlSeconds`). Failures of Redis are
 * {@link RedisUnavailableError}s; a change with an unknown state or attempts that are not a
 * whole number is a TypeError.
 *
 * @public
 */
export function createRedisStatePort(redis: RedisClient, options: RedisStateOptions = {}): MessageStatePort {
  const { prefix, ttlMs, homeTtlMs } = _stateSettings(options);
  const keys = _slotKeys(prefix);
  const homes = new _MessageHomes();
  const ownSlot = (id: string): string[] => [keys.message(id).home, keys.message(id).state];

  /** The status of message `id` without a home ('' for none). */
  const homeless = async (id: string): Promise<string> => {
    const reply = (await _LOOK_UP_OWN_SLOT.run(redis, ownSlot(id), [])) as Reply;
    return String(reply[0] === 'home' ? reply[3] : reply[1]);
  };
  /** What an own-slot script answered when the message has a home: the home (remembered, with the record's end it read) and the status without a home. */
  const homeFrom = (id: string, reply: Reply): { home: _Home; carried: string } => {
    const home = { organizationId: String(reply[1]), until: Date.now() + Number(reply[2]) };
    homes.set(id, home);
    return { home, carried: String(reply[3]) };
  };
  /**
   * Runs `script` at `home` (see homeScripts), carrying the status without a home when the
   * script asks for it, and renews the home record when it says so (a renewal that fails is
   * asked for again by the next write: the change itself was written).
   */
  const atHome = async (script: RedisScript, id: string, home: _Home, first: string, known: string | undefined, indexed: (carried: MessageStatus | undefined) => string): Promise<unknown> => {
    const slot = keys.organization(home.organizationId);
    const run = async (carried: string): Promise<Reply> => {
      const member = carried === '-' ? '' : indexed(carried === '' ? undefined : (JSON.parse(carried) as MessageStatus));
      const args = [first, ttlMs, Date.now(), `msg_${randomUUID()}`, carried, home.until ?? '', home.organizationId, member, slot.statePrefix];
      return (await script.run(redis, [slot.state(id), slot.events, slot.sequence, slot.eventKeys, slot.due, slot.queued, slot.attempts, slot.messages, slot.sweep], args)) as Reply;
    };
    let reply = await run(known ?? '-');
    if (reply[0] === 'carry') reply = await run(await homeless(id));
    if (Number(reply[2]) === 1) {
      const until = Date.now() + homeTtlMs;
      if ((await redis.set(keys.message(id).home, home.organizationId, 'PX', homeTtlMs).catch(() => undefined)) === 'OK') homes.set(id, { organizationId: home.organizationId, until });
    }
    return reply[1];
  };

  return {
    async get(id) {
      let home = homes.get(id);
      let carried: string | undefined;
      if (home === undefined) {
        const reply = (await _LOOK_UP_OWN_SLOT.run(redis, ownSlot(id), [])) as Reply;
        if (reply[0] !== 'home') return _statusOf(reply[1]);
        ({ home, carried } = homeFrom(id, reply));
      }
      const status = await _GET_AT_HOME.run(redis, [keys.organization(home.organizationId).state(id)], []);
      return _statusOf(status ?? carried ?? (await homeless(id)));
    },
    async advance(change) {
      const first = _changeJson(change);
      const { id } = change;
      let home = homes.get(id);
      let carried: string | undefined;
      if (home === undefined) {
        const reply = (await _ADVANCE_OWN_SLOT.run(redis, ownSlot(id), [first, ttlMs, homeTtlMs])) as Reply;
        if (reply[0] !== 'home') return _statusOf(reply[1]);
        ({ home, carried } = homeFrom(id, reply));
      }
      const indexed = (before: MessageStatus | undefined): string => _indexMember(listPositionOf({ id, at: change.at, history: before?.history ?? [] }));
      return _statusOf(await atHome(_ADVANCE_AT_HOME, id, home, first, carried, indexed));
    },
    async handOver(id, inFlight) {
      const mark = inFlight ? '1' : '0';
      let home = homes.get(id);
      let carried: string | undefined;
      if (home === undefined) {
        const reply = (await _HAND_OVER_OWN_SLOT.run(redis, ownSlot(id), [mark, ttlMs])) as Reply;
        if (reply[0] !== 'home') return Number(reply[1]) === 1;
        ({ home, carried } = homeFrom(id, reply));
      }
      const indexed = (before: MessageStatus | undefined): string => (before === undefined ? '' : _indexMember(listPositionOf(before)));
      return Number(await atHome(_HAND_OVER_AT_HOME, id, home, mark, carried, indexed)) === 1;
    },
  };
}

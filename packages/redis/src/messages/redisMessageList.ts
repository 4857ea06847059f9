import { listPositionOf, type ListPosition, type MessageFilter, type MessageListPort, type MessageStatus } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _whole } from '../client/whole';
import { _slotKeys } from '../slots/slotKeys';
import { _indexMember, _statusOf } from '../states/stateJson';
import { _stateSettings, type RedisStateOptions } from '../states/stateSettings';
import { _LIST } from './listScript';

/** Index members one page looks at, at most: a page may hold fewer messages than asked, with a `next` to go on from. */
const LOOKED_AT_PER_PAGE = 256;
/** The first acceptance time the index cannot hold (15 digits). */
const END_OF_INDEX = 1e15;

/** An acceptance time as the index's bound: its 15 digits, the whole number at or above `epochMs`, within the index's range. */
const boundOf = (epochMs: number): string => String(Math.min(Math.max(Math.ceil(epochMs), 0), END_OF_INDEX - 1)).padStart(15, '0');

/** The position of an index member. */
const positionOf = (member: string): ListPosition => ({ acceptedAt: Number(member.slice(0, 15)), id: member.slice(15) });

/** The highest member a page looks at (`ZREVRANGEBYLEX` max): below `until` and strictly past `after`, whichever is lower. */
function highestOf(until: number | undefined, after: ListPosition | undefined): string {
  const bounds: string[] = [];
  if (until !== undefined) bounds.push(until >= END_OF_INDEX ? '+' : `(${boundOf(until)}`);
  if (after !== undefined) bounds.push(Number.isInteger(after.acceptedAt) && _indexMember(after) !== '' ? `(${_indexMember(after)}` : `(${boundOf(after.acceptedAt)}`);
  return bounds.filter((bound) => bound !== '+').sort()[0] ?? '+';
}

/**
 * The {@link @rcs-send/service#MessageListPort} of a fleet: each organization's message index
 * on its slot, `{o:<org>}messages`, a sorted set of `<acceptance, 15 digits><id>` written with
 * each message's first state at home (its ACCEPTED), so that its order is the list's. A page is
 * one Lua script that goes down the index from `after` (and `until`) to `since` and reads each
 * status beside it, keeping those that match the filter; it looks at 256 members at most, so a
 * page may hold fewer messages than asked with a `next` to go on from (a filter that matches
 * few messages of many). A message is listed while its status is kept (`ttlSeconds` after its
 * last change); index members whose status expired are removed by the pages that meet them and
 * by a sweep of a few members with each new message.
 *
 * @public
 */
export function createRedisMessageListPort(redis: RedisClient, options: RedisStateOptions = {}): MessageListPort {
  const { prefix } = _stateSettings(options);
  const keys = _slotKeys(prefix);
  return {
    async list(organizationId, filter: MessageFilter, limit, after) {
      const size = _whole('limit', limit, 1);
      const slot = keys.organization(organizationId);
      const { state, channel, to, from, since, until } = filter;
      if ([since, until, after?.acceptedAt].some((time) => Number.isNaN(time))) return { messages: [], next: null }; // no time is past NaN
      const lowest = since === undefined ? '-' : `[${boundOf(since)}`;
      const args = [highestOf(until, after), lowest, size, LOOKED_AT_PER_PAGE, slot.statePrefix, organizationId, JSON.stringify({ state, channel, to, from })];
      const [found, last] = (await _LIST.run(redis, [slot.messages], args)) as [string[], string];
      const messages = found.slice(0, size).map((json) => _statusOf(json) as MessageStatus);
      const next = found.length > size ? listPositionOf(messages.at(-1)!) : last === '' ? null : positionOf(last);
      return { messages, next };
    },
  };
}

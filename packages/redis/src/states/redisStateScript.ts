import { SMS_FALLBACK_FROM, SMS_STATE_MOVES, STATE_MOVES, STATE_MOVES_AFTER_WITHDRAWAL } from '@rcs-send/service';
import { defineRedisScript } from '../client/redisScript';

/** States as a Lua set: `{ SENT = true, ... }`. */
const luaSet = (states: readonly string[]): string => `{ ${states.map((state) => `${state} = true`).join(', ')} }`;

/** A table of moves as a Lua table of sets: `{ ACCEPTED = { SENT = true, ... }, ... }`. */
const luaSets = (moves: Readonly<Partial<Record<string, readonly string[]>>>): string =>
  `{ ${Object.entries(moves)
    .map(([from, to = []]) => `${from} = ${luaSet(to)}`)
    .join(', ')} }`;

/**
 * `advancesOnChannel()` and `applyChange()` of `@rcs-send/service`, in Lua (its tables of moves
 * written in from `STATE_MOVES`, `STATE_MOVES_AFTER_WITHDRAWAL`, `SMS_STATE_MOVES` and
 * `SMS_FALLBACK_FROM`), on one key holding the status
 * as JSON: KEYS[1] the status, ARGV[1] the change as JSON, ARGV[2] the key's lifetime in
 * milliseconds. Returns the new status as JSON (and writes it, with the lifetime renewed, and
 * without the handover mark: a change of state ends a handover), or nil (nothing written) when
 * the change does not move the message forward, or is a CANCELLED while the message is being
 * handed over.
 *
 * @internal
 */
export const _ADVANCE = defineRedisScript(
  `local MOVES = ${luaSets(STATE_MOVES)}
local AFTER_WITHDRAWAL = ${luaSets(STATE_MOVES_AFTER_WITHDRAWAL)}
local SMS_MOVES = ${luaSets(SMS_STATE_MOVES)}
local FALLBACK_FROM = ${luaSet(SMS_FALLBACK_FROM)}
local change = cjson.decode(ARGV[1])
local stored = redis.call('GET', KEYS[1])
local current = nil
if stored then current = cjson.decode(stored) end
if current then
  local allowed = false
  if (current.channel or 'RCS') == 'SMS' then
    allowed = change.channel == 'SMS' and SMS_MOVES[current.state][change.state]
  elseif change.channel == 'SMS' then
    allowed = change.state == 'SENT' and FALLBACK_FROM[current.state]
  else
    allowed = MOVES[current.state] and MOVES[current.state][change.state]
    if not allowed and AFTER_WITHDRAWAL[current.state] and AFTER_WITHDRAWAL[current.state][change.state] then
      for _, step in ipairs(current.history) do
        if step.state == 'SENT' then allowed = true end
      end
    end
  end
  if not allowed then return nil end
  if change.state == 'CANCELLED' and current.handingOver == true then return nil end
end
local history = {}
if current then history = current.history end
history[#history + 1] = { state = change.state, at = change.at, platformAt = change.platformAt, channel = change.channel }
local nextStatus = { id = change.id, state = change.state, at = change.at, history = history }
nextStatus.organizationId = change.organizationId or (current and current.organizationId)
nextStatus.to = change.to or (current and current.to)
nextStatus.from = change.from or (current and current.from)
nextStatus.channel = change.channel or (current and current.channel)
nextStatus.fallbackReason = change.fallbackReason or (current and current.fallbackReason)
nextStatus.sms = change.sms or (current and current.sms)
nextStatus.reason = change.reason
nextStatus.attempts = change.attempts or (current and current.attempts)
local encoded = cjson.encode(nextStatus)
redis.call('SET', KEYS[1], encoded, 'PX', ARGV[2])
return encoded`,
  'state advance',
);

/**
 * `handingOver()` of `@rcs-send/service`, in Lua, on one key holding the status as JSON: KEYS[1]
 * the status, ARGV[1] `1` to mark the handover in flight or `0` to clear it, ARGV[2] the key's
 * lifetime in milliseconds. Returns 1 when the message may be handed over (nothing known of it, or
 * ACCEPTED: the mark written when it changes), 0 when it must not (CANCELLED, or past ACCEPTED).
 *
 * @internal
 */
export const _HAND_OVER = defineRedisScript(
  `local stored = redis.call('GET', KEYS[1])
if not stored then return 1 end
local current = cjson.decode(stored)
if current.state ~= 'ACCEPTED' then return 0 end
local inFlight = ARGV[1] == '1'
if (current.handingOver == true) == inFlight then return 1 end
if inFlight then current.handingOver = true else current.handingOver = nil end
redis.call('SET', KEYS[1], cjson.encode(current), 'PX', ARGV[2])
return 1`,
  'handover mark',
);

/** Reads one status (KEYS[1]) as a script, so that its failures are reported like the writes'. @internal */
export const _GET = defineRedisScript(`return redis.call('GET', KEYS[1])`, 'state read');

import { STATE_MOVES, STATE_MOVES_AFTER_WITHDRAWAL } from '@rcs-send/service';
import { defineRedisScript } from '../client/redisScript';

/** A table of moves as a Lua table of sets: `{ ACCEPTED = { SENT = true, ... }, ... }`. */
const luaSets = (moves: Readonly<Partial<Record<string, readonly string[]>>>): string =>
  `{ ${Object.entries(moves)
    .map(([from, to = []]) => `${from} = { ${to.map((state) => `${state} = true`).join(', ')} }`)
    .join(', ')} }`;

/**
 * `advances()` and `applyChange()` of `@rcs-send/service`, in Lua (its tables of moves written in
 * from `STATE_MOVES` and `STATE_MOVES_AFTER_WITHDRAWAL`), on one key holding the status
 * as JSON: KEYS[1] the status, ARGV[1] the change as JSON, ARGV[2] the key's lifetime in
 * milliseconds. Returns the new status as JSON (and writes it, with the lifetime renewed), or
 * nil (nothing written) when the change does not move the message forward.
 *
 * @internal
 */
export const _ADVANCE = defineRedisScript(
  `local MOVES = ${luaSets(STATE_MOVES)}
local AFTER_WITHDRAWAL = ${luaSets(STATE_MOVES_AFTER_WITHDRAWAL)}
local change = cjson.decode(ARGV[1])
local stored = redis.call('GET', KEYS[1])
local current = nil
if stored then current = cjson.decode(stored) end
if current then
  local allowed = MOVES[current.state] and MOVES[current.state][change.state]
  if not allowed and AFTER_WITHDRAWAL[current.state] and AFTER_WITHDRAWAL[current.state][change.state] then
    for _, step in ipairs(current.history) do
      if step.state == 'SENT' then allowed = true end
    end
  end
  if not allowed then return nil end
end
local history = {}
if current then history = current.history end
history[#history + 1] = { state = change.state, at = change.at, platformAt = change.platformAt }
local nextStatus = { id = change.id, state = change.state, at = change.at, history = history }
nextStatus.organizationId = change.organizationId or (current and current.organizationId)
nextStatus.to = change.to or (current and current.to)
nextStatus.from = change.from or (current and current.from)
nextStatus.reason = change.reason
nextStatus.attempts = change.attempts or (current and current.attempts)
local encoded = cjson.encode(nextStatus)
redis.call('SET', KEYS[1], encoded, 'PX', ARGV[2])
return encoded`,
  'state advance',
);

/** Reads one status (KEYS[1]) as a script, so that its failures are reported like the writes'. @internal */
export const _GET = defineRedisScript(`return redis.call('GET', KEYS[1])`, 'state read');

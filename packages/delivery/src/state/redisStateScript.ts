import { defineRedisScript } from '@rcs-send/redis';

/**
 * `advances()` and `applyChange()` of `messageStates.ts`, in Lua, on one key holding the status
 * as JSON: KEYS[1] the status, ARGV[1] the change as JSON, ARGV[2] the key's lifetime in
 * milliseconds. Returns the new status as JSON (and writes it, with the lifetime renewed), or
 * nil (nothing written) when the change does not move the message forward.
 *
 * @internal
 */
export const _ADVANCE = defineRedisScript(
  `local RANK = { ACCEPTED = 0, SENT = 1, EXPIRED = 1, FAILED = 1, DELIVERED = 2, READ = 3 }
local function final(state) return state == 'EXPIRED' or state == 'FAILED' end
local change = cjson.decode(ARGV[1])
local stored = redis.call('GET', KEYS[1])
local current = nil
if stored then current = cjson.decode(stored) end
if current then
  if final(current.state) then return nil end
  if final(change.state) then
    if current.state ~= 'ACCEPTED' then return nil end
  elseif RANK[change.state] <= RANK[current.state] then return nil end
end
local history = {}
if current then history = current.history end
history[#history + 1] = { state = change.state, at = change.at }
local nextStatus = { id = change.id, state = change.state, at = change.at, history = history }
nextStatus.organizationId = change.organizationId or (current and current.organizationId)
nextStatus.reason = change.reason
nextStatus.attempts = change.attempts or (current and current.attempts)
local encoded = cjson.encode(nextStatus)
redis.call('SET', KEYS[1], encoded, 'PX', ARGV[2])
return encoded`,
  'state advance',
);

/** Reads one status (KEYS[1]) as a script, so that its failures are reported like the writes'. @internal */
export const _GET = defineRedisScript(`return redis.call('GET', KEYS[1])`, 'state read');

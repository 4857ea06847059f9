import { isNotified, MESSAGE_STATES, SMS_FALLBACK_FROM, SMS_STATE_MOVES, STATE_MOVES, STATE_MOVES_AFTER_WITHDRAWAL } from '@rcs-send/service';

/** States as a Lua set: `{ SENT = true, ... }`. */
const luaSet = (states: readonly string[]): string => `{ ${states.map((state) => `${state} = true`).join(', ')} }`;

/** A table of moves as a Lua table of sets: `{ ACCEPTED = { SENT = true, ... }, ... }`. */
const luaSets = (moves: Readonly<Partial<Record<string, readonly string[]>>>): string =>
  `{ ${Object.entries(moves)
    .map(([from, to = []]) => `${from} = ${luaSet(to)}`)
    .join(', ')} }`;

/**
 * The rules of a message's status, in Lua, for the scripts that write one: `applied(current,
 * change)` is `applyChange()` of `@rcs-send/service` (`advancesOnChannel()` by its tables of
 * moves, `STATE_MOVES`, `STATE_MOVES_AFTER_WITHDRAWAL`, `SMS_STATE_MOVES` and
 * `SMS_FALLBACK_FROM`, written in), the status after the change or nil when it moves nothing;
 * `handover(current, inFlight)` is `handingOver()`: the answer (1 may proceed, 0 must not) and
 * the status to write, or nil; `NOTIFIED` the states a client is told about (`isNotified()`).
 *
 * @internal
 */
export const _STATE_RULES = `local MOVES = ${luaSets(STATE_MOVES)}
local AFTER_WITHDRAWAL = ${luaSets(STATE_MOVES_AFTER_WITHDRAWAL)}
local SMS_MOVES = ${luaSets(SMS_STATE_MOVES)}
local FALLBACK_FROM = ${luaSet(SMS_FALLBACK_FROM)}
local NOTIFIED = ${luaSet(MESSAGE_STATES.filter(isNotified))}
local function applied(current, change)
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
  nextStatus.homeUntil = current and current.homeUntil
  return nextStatus
end
local function handover(current, inFlight)
  if not current then return 1, nil end
  if current.state ~= 'ACCEPTED' then return 0, nil end
  if (current.handingOver == true) == inFlight then return 1, nil end
  if inFlight then current.handingOver = true else current.handingOver = nil end
  return 1, current
end
`;

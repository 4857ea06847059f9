import { defineRedisScript } from '../client/redisScript';
import { _EVENT_WRITES } from '../events/eventWrites';
import { _STATE_RULES } from './stateRules';

/** Index members the sweep checks per message written: more than the one each adds. */
const SWEPT_PER_WRITE = 4;

/**
 * What the scripts on an organization's slot share. KEYS: [1] the message's state, [2] to [7]
 * the organization's `events`, `sequence`, `eventKeys`, `due`, `queued`, `attempts` (see
 * `_EVENT_WRITES`), [8] its message index, [9] where the index's sweep stopped. ARGV: [1] the
 * change (JSON) or the handover mark (`1` or `0`), [2] the state's lifetime in ms, [3] now, [4]
 * the id of the event the change may write, [5] the message's status without a home (JSON), ''
 * for none, `-` when the caller does not know, [6] until when the message's home record lives,
 * as far as the caller knows for sure ('' when it does not), [7] the organization, [8] the
 * message's index member ('' for none), [9] the start of the organization's state keys.
 *
 * A status not at home yet starts from the one without a home; without being told that one, the
 * script answers `carry`, writing nothing. `kept(status)` writes a status with the lifetime
 * renewed, indexes a message new at home (and sweeps a few index members whose status expired),
 * and says (`renew` 1) when the home record must be renewed: when it may expire before the
 * status. The status keeps the latest end of the record anyone confirmed, as `homeUntil`, and
 * only a caller's word moves it: a renewal that failed is asked for again by the next write.
 */
const AT_HOME = `${_STATE_RULES}${_EVENT_WRITES}
local ttl, now = tonumber(ARGV[2]), tonumber(ARGV[3])
local stored = redis.call('GET', KEYS[1])
local current, created = nil, false
if stored then current = cjson.decode(stored)
elseif ARGV[5] == '-' then return { 'carry' }
else
  created = true
  if ARGV[5] ~= '' then current = cjson.decode(ARGV[5]) end
end
local function sweep()
  local from = redis.call('GET', KEYS[9])
  local members = redis.call('ZRANGEBYLEX', KEYS[8], from and ('(' .. from) or '-', '+', 'LIMIT', 0, ${SWEPT_PER_WRITE})
  if #members == 0 then
    redis.call('DEL', KEYS[9])
    return
  end
  for _, member in ipairs(members) do
    if redis.call('EXISTS', ARGV[9] .. string.sub(member, 16)) == 0 then redis.call('ZREM', KEYS[8], member) end
  end
  redis.call('SET', KEYS[9], members[#members], 'PX', ttl)
end
local function kept(status)
  local homeUntil = math.max(tonumber(ARGV[6]) or 0, tonumber(status.homeUntil) or 0)
  local renew = 0
  if homeUntil < now + ttl then renew = 1 end
  status.homeUntil = homeUntil
  local encoded = cjson.encode(status)
  redis.call('SET', KEYS[1], encoded, 'PX', ttl)
  if created and ARGV[8] ~= '' then
    redis.call('ZADD', KEYS[8], 0, ARGV[8])
    sweep()
  end
  redis.call('PEXPIRE', KEYS[8], ttl)
  return encoded, renew
end
`;

/**
 * `applyChange()` at the message's home, with its event: writes the status after the change
 * (see `AT_HOME`) and, when the status is its home organization's and a client is told about
 * its state, its `message.status` event (the status without its organization, recipient, sender
 * and attempts: the reader makes the event of it) at now, its delivery queued, in the same step.
 * Returns `carry`, or `done`, the status's JSON ('' when the change moves nothing) and `renew`.
 *
 * @internal
 */
export const _ADVANCE_AT_HOME = defineRedisScript(
  `${AT_HOME}
local nextStatus = applied(current, cjson.decode(ARGV[1]))
if not nextStatus then return { 'done', '', 0 } end
local encoded, renew = kept(nextStatus)
if nextStatus.organizationId == ARGV[7] and NOTIFIED[nextStatus.state] then
  local E = { events = KEYS[2], sequence = KEYS[3], eventKeys = KEYS[4], due = KEYS[5], queued = KEYS[6], attempts = KEYS[7] }
  local told = { id = nextStatus.id, state = nextStatus.state, at = nextStatus.at, reason = nextStatus.reason, channel = nextStatus.channel, fallbackReason = nextStatus.fallbackReason, sms = nextStatus.sms, history = nextStatus.history }
  writeEvent(E, ARGV[4], ARGV[3], 'message.status', cjson.encode(told), '', ARGV[3], ARGV[2])
end
return { 'done', encoded, renew }`,
  'state advance',
);

/**
 * `handingOver()` at the message's home (see `AT_HOME`; ARGV[1] `1` marks the handover in flight,
 * `0` clears it). Returns `carry`, or `done`, 1 when the message may be handed over (nothing known
 * of it, or ACCEPTED: the mark written when it changes) or 0 when not, and `renew`.
 *
 * @internal
 */
export const _HAND_OVER_AT_HOME = defineRedisScript(
  `${AT_HOME}
local answer, changed = handover(current, ARGV[1] == '1')
if not changed then return { 'done', answer, 0 } end
local _, renew = kept(changed)
return { 'done', answer, renew }`,
  'handover mark',
);

/** Reads one status (KEYS[1]) as a script, so that its failures are reported like the writes'. @internal */
export const _GET_AT_HOME = defineRedisScript(`return redis.call('GET', KEYS[1])`, 'state read');

import { defineRedisScript } from '../client/redisScript';
import { _EVENT_WRITES } from '../events/eventWrites';

/**
 * Leases due deliveries: KEYS the organization's `events`, `due`, `queued`, `attempts` (one
 * slot, see `_EVENT_WRITES`); ARGV[1] now, ARGV[2] the lease in ms, ARGV[3] the most to lease.
 * Each delivery due by now, earliest first (then by sequence), becomes due at now + lease; one
 * whose event left the log is forgotten instead. Returns `{ member, attempt, fields }` of each.
 *
 * @internal
 */
export const _LEASE = defineRedisScript(
  `${_EVENT_WRITES}
local E = { events = KEYS[1], due = KEYS[2], queued = KEYS[3], attempts = KEYS[4] }
local leased = {}
for _, member in ipairs(redis.call('ZRANGEBYSCORE', E.due, '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))) do
  local sequence = string.format('%d', tonumber(member))
  local entries = redis.call('XRANGE', E.events, sequence, sequence)
  if entries[1] then
    redis.call('ZADD', E.due, tonumber(ARGV[1]) + tonumber(ARGV[2]), member)
    leased[#leased + 1] = { member, redis.call('HGET', E.attempts, member) or '1', entries[1][2] }
  else
    forgetDelivery(E, member)
  end
end
return leased`,
  'webhook lease',
);

/**
 * Settles a delivery: KEYS `due`, `queued`, `attempts`; ARGV[1] its padded sequence, ARGV[2] when
 * to try again ('' for never). Nothing when it is not queued; else forgotten, or due at ARGV[2]
 * as its next attempt.
 *
 * @internal
 */
export const _SETTLE = defineRedisScript(
  `if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
if ARGV[2] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
  redis.call('HSET', KEYS[3], ARGV[1], tonumber(redis.call('HGET', KEYS[3], ARGV[1]) or '1') + 1)
end
return 1`,
  'webhook settle',
);

/** Drops every delivery: KEYS `due`, `queued`, `attempts`. Returns how many were queued. @internal */
export const _DROP = defineRedisScript(
  `local dropped = redis.call('ZCARD', KEYS[1])
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
return dropped`,
  'webhook drop',
);

/**
 * Queues a stretch of the log again: KEYS `events`, `due`, `queued`, `attempts`; ARGV[1] since
 * (included), ARGV[2] until (excluded), ARGV[3] the types as `,type,type,` ('' for every type),
 * ARGV[4] the last sequence looked at, ARGV[5] how many entries to look at, ARGV[6] now, ARGV[7]
 * the log's retention. Each event of the stretch written in [since, until), of the types, is due
 * at now at the latest, as a first attempt. Returns how many, and the last sequence looked at
 * (-1 once the log is over).
 *
 * @internal
 */
export const _REPLAY = defineRedisScript(
  `${_EVENT_WRITES}
local E = { events = KEYS[1], due = KEYS[2], queued = KEYS[3], attempts = KEYS[4] }
local since, untilAt, chunk = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[5])
local entries = redis.call('XRANGE', E.events, string.format('%d', tonumber(ARGV[4]) + 1), '+', 'COUNT', chunk)
local count, last = 0, -1
for _, entry in ipairs(entries) do
  last = sequenceOf(entry[1])
  local fields = fieldsOf(entry[2])
  local at = tonumber(fields.a)
  if at >= since and at < untilAt and (ARGV[3] == '' or string.find(ARGV[3], ',' .. fields.t .. ',', 1, true)) then
    local member = padded(last)
    redis.call('ZADD', E.due, 'LT', ARGV[6], member)
    redis.call('ZADD', E.queued, fields.a, member)
    redis.call('HDEL', E.attempts, member)
    count = count + 1
  end
end
if count > 0 then
  redis.call('PEXPIRE', E.due, ARGV[7])
  redis.call('PEXPIRE', E.queued, ARGV[7])
end
if #entries < chunk then last = -1 end
return { count, last }`,
  'webhook replay',
);

/** The backlog: KEYS `due`, `queued`. Returns how many deliveries are queued and the oldest event time among them ('' for none). @internal */
export const _BACKLOG = defineRedisScript(
  `local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
return { redis.call('ZCARD', KEYS[1]), oldest[2] or '' }`,
  'webhook backlog',
);

import { defineRedisScript } from '../client/redisScript';

/** Log entries checked for retention by each write: more than the one it adds, so the log shrinks back to its retention. */
const TRIMMED_PER_WRITE = 8;

/**
 * Writing an organization's events, in Lua, for the scripts that write one (an event alone, a
 * state change with its event). `E` names the organization's keys: `events` (a stream, entry
 * ids `<sequence>-<written at>`, fields `i` id, `a` time, `t` type, `d` data as JSON, `k` `=` and
 * the key or ''), `sequence` (the last one given), `eventKeys` (key to sequence), `due` and
 * `queued` (the deliveries, by due time and by the event's time: sorted sets of sequences padded
 * to 12 digits, so that equal times order by sequence) and `attempts` (padded sequence to attempt,
 * past the first only). `writeEvent(E, id, at, type, data, key, now, ttl)` answers the event of
 * `key` when the log has one, else writes the next sequence and queues its delivery due `now`,
 * renews every key's lifetime (`ttl`, the sequence excepted: it never expires, so no sequence is
 * given twice) and removes the oldest entries written more than `ttl` ago (a few per write), their
 * keys and deliveries with them; it returns the sequence and the entry's fields.
 *
 * @internal
 */
export const _EVENT_WRITES = `local function padded(sequence) return string.format('%012d', sequence) end
local function fieldsOf(list)
  local fields = {}
  for i = 1, #list, 2 do fields[list[i]] = list[i + 1] end
  return fields
end
local function sequenceOf(entryId) return tonumber(string.sub(entryId, 1, string.find(entryId, '-', 1, true) - 1)) end
local function forgetDelivery(E, member)
  redis.call('ZREM', E.due, member)
  redis.call('ZREM', E.queued, member)
  redis.call('HDEL', E.attempts, member)
end
local function trimEvents(E, cutoff)
  local last = nil
  for _, entry in ipairs(redis.call('XRANGE', E.events, '-', '+', 'COUNT', ${TRIMMED_PER_WRITE})) do
    local dash = string.find(entry[1], '-', 1, true)
    if tonumber(string.sub(entry[1], dash + 1)) >= cutoff then break end
    last = tonumber(string.sub(entry[1], 1, dash - 1))
    local key = fieldsOf(entry[2]).k
    if key ~= '' and redis.call('HGET', E.eventKeys, string.sub(key, 2)) == string.format('%d', last) then redis.call('HDEL', E.eventKeys, string.sub(key, 2)) end
    forgetDelivery(E, padded(last))
  end
  if last then redis.call('XTRIM', E.events, 'MINID', string.format('%d', last + 1)) end
end
local function writeEvent(E, id, at, eventType, data, key, now, ttl)
  if key ~= '' then
    local known = redis.call('HGET', E.eventKeys, string.sub(key, 2))
    if known then
      local entries = redis.call('XRANGE', E.events, known, known)
      if entries[1] then return known, entries[1][2] end
    end
  end
  local sequence = redis.call('INCR', E.sequence)
  local fields = { 'i', id, 'a', at, 't', eventType, 'd', data, 'k', key }
  redis.call('XADD', E.events, string.format('%d', sequence) .. '-' .. now, unpack(fields))
  if key ~= '' then redis.call('HSET', E.eventKeys, string.sub(key, 2), sequence) end
  local member = padded(sequence)
  redis.call('ZADD', E.due, now, member)
  redis.call('ZADD', E.queued, at, member)
  for _, name in ipairs({ E.events, E.eventKeys, E.due, E.queued, E.attempts }) do redis.call('PEXPIRE', name, ttl) end
  trimEvents(E, tonumber(now) - tonumber(ttl))
  return string.format('%d', sequence), fields
end
`;

/**
 * Writes one event (or answers the one of its key): KEYS the organization's `events`,
 * `sequence`, `eventKeys`, `due`, `queued`, `attempts` (one slot); ARGV[1] its id, ARGV[2] its
 * time, ARGV[3] its type, ARGV[4] its data as JSON, ARGV[5] `=` and its key or '', ARGV[6] now,
 * ARGV[7] the log's retention in ms. Returns the sequence and the entry's fields.
 *
 * @internal
 */
export const _RECORD = defineRedisScript(
  `${_EVENT_WRITES}
local E = { events = KEYS[1], sequence = KEYS[2], eventKeys = KEYS[3], due = KEYS[4], queued = KEYS[5], attempts = KEYS[6] }
local sequence, fields = writeEvent(E, ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], ARGV[7])
return { sequence, fields }`,
  'event write',
);

import { SMS_FALLBACK_FINAL_STAGES } from '@rcs-send/service';
import { _script } from '../client/script';

// A fallback's record is one hash, `sms:<id>`: `record` (the fallback as recorded, JSON),
// `stage`, `ids` (the SMSC ids, JSON), `reason`, `s:<SMSC id>` per segment ('0', '1' once
// delivered), `delivered` and `distinct` (counts of those). Each script renews its lifetime.

/** The fields a record is read back from, in the order the scripts return them. */
const RECORD_FIELDS = ['record', 'stage', 'ids', 'reason'] as const;

const READ = `return redis.call('HMGET', KEYS[1], ${RECORD_FIELDS.map((field) => `'${field}'`).join(', ')})`;

/**
 * Charges an SMS fallback to its organization, once: KEYS[1] the balance, KEYS[2] the
 * message's charge marker, KEYS[3] the day's usage hash (one slot: the organization's);
 * ARGV[1] the segments, ARGV[2] the marker's lifetime in ms. When the marker exists the
 * fallback was charged: 1, nothing written. Else, when the balance plus the message's unit
 * covers the segments, gives that unit back, debits the segments, counts both in the usage
 * (`smsFallbacks`, `smsSegments`) and sets the marker: 1; else 0, nothing written.
 *
 * @internal
 */
export const _CHARGE = _script(`if redis.call('EXISTS', KEYS[2]) == 1 then return 1 end
local segments = tonumber(ARGV[1])
local available = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if available + 1 < segments then return 0 end
redis.call('INCRBY', KEYS[1], 1 - segments)
redis.call('HINCRBY', KEYS[3], 'smsFallbacks', 1)
redis.call('HINCRBY', KEYS[3], 'smsSegments', segments)
redis.call('SET', KEYS[2], segments, 'PX', ARGV[2])
return 1`);

/** Creates the record KEYS[1] PENDING from ARGV[1] (JSON) unless it exists, lifetime ARGV[2] ms: { created (1 or 0), the record's fields }. @internal */
export const _CREATE = _script(`local created = 0
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'record', ARGV[1], 'stage', 'PENDING', 'delivered', 0, 'distinct', 0)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  created = 1
end
return { created, ${READ.slice('return '.length)} }`);

/** Moves the record KEYS[1] from PENDING to SUBMITTING (lifetime ARGV[1] ms): 1 when this call did, else 0. @internal */
export const _CLAIM = _script(`if redis.call('HGET', KEYS[1], 'stage') ~= 'PENDING' then return 0 end
redis.call('HSET', KEYS[1], 'stage', 'SUBMITTING')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`);

/** Moves the record KEYS[1] from SUBMITTING to ACCEPTED with the SMSC ids ARGV[3..] (ARGV[1] their JSON, ARGV[2] the lifetime in ms). @internal */
export const _ACCEPT = _script(`if redis.call('HGET', KEYS[1], 'stage') ~= 'SUBMITTING' then return 0 end
redis.call('HSET', KEYS[1], 'stage', 'ACCEPTED', 'ids', ARGV[1])
for i = 3, #ARGV do
  if redis.call('HSETNX', KEYS[1], 's:' .. ARGV[i], '0') == 1 then redis.call('HINCRBY', KEYS[1], 'distinct', 1) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`);

/**
 * Takes the receipt of segment ARGV[1] in state ARGV[2] for the record KEYS[1] (ARGV[3] the
 * reason of a FAILED or EXPIRED, ARGV[4] the lifetime in ms): the record's fields when it made
 * the record final, else nil (not ACCEPTED, not its segment, segments still undelivered).
 *
 * @internal
 */
export const _RECEIPT = _script(`if redis.call('HGET', KEYS[1], 'stage') ~= 'ACCEPTED' then return nil end
local field = 's:' .. ARGV[1]
local segment = redis.call('HGET', KEYS[1], field)
if not segment then return nil end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ARGV[2] ~= 'DELIVERED' then
  redis.call('HSET', KEYS[1], 'stage', ARGV[2], 'reason', ARGV[3])
  ${READ}
end
if segment == '0' then
  redis.call('HSET', KEYS[1], field, '1')
  redis.call('HINCRBY', KEYS[1], 'delivered', 1)
end
if tonumber(redis.call('HGET', KEYS[1], 'delivered')) < tonumber(redis.call('HGET', KEYS[1], 'distinct')) then return nil end
redis.call('HSET', KEYS[1], 'stage', 'DELIVERED')
${READ}`);

/**
 * Ends the record KEYS[1] FAILED with reason ARGV[1] unless it is final or missing (lifetime
 * ARGV[2] ms): { the stage it ended from, its fields }, or nil.
 *
 * @internal
 */
export const _FAIL = _script(`local FINAL = { ${SMS_FALLBACK_FINAL_STAGES.map((stage) => `${stage} = true`).join(', ')} }
local stage = redis.call('HGET', KEYS[1], 'stage')
if not stage or FINAL[stage] then return nil end
redis.call('HSET', KEYS[1], 'stage', 'FAILED', 'reason', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return { stage, ${READ.slice('return '.length)} }`);

/**
 * Gives an unsent fallback's charge back, once: KEYS[1] the balance, KEYS[2] the message's
 * charge marker, KEYS[3] the ledger (one slot: the organization's); ARGV[1] the units, ARGV[2]
 * the ledger entry (JSON), ARGV[3] the marker's lifetime in ms. Only a marker that still holds
 * its charge is credited (then marked 'credited'): 1; else 0, nothing written.
 *
 * @internal
 */
export const _CREDIT_UNSENT = _script(`local charge = redis.call('GET', KEYS[2])
if not charge or charge == 'credited' then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('RPUSH', KEYS[3], ARGV[2])
redis.call('SET', KEYS[2], 'credited', 'PX', ARGV[3])
return 1`);

/** Reads the record KEYS[1]'s fields. @internal */
export const _READ = _script(READ);

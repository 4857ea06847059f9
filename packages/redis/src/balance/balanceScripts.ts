import { _script } from '../client/script';

/**
 * Reserve: takes ARGV[1] units from the balance KEYS[1] and records them as held in KEYS[2]
 * (expiring after ARGV[2] seconds), only when the balance covers all of them. One script, so
 * no interleaving of instances can take the balance below zero. Returns 1 when held, 0 when short.
 *
 * @internal
 */
export const _RESERVE = _script(`
local count = tonumber(ARGV[1])
if count == nil or count < 1 or count % 1 ~= 0 then return 0 end
local available = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if available < count then return 0 end
redis.call('DECRBY', KEYS[1], count)
redis.call('SET', KEYS[2], count, 'EX', ARGV[2])
return 1
`);

/**
 * Settle: ends up to ARGV[1] units still held by the reservation KEYS[2]. ARGV[2] = 'release'
 * gives them back to the balance KEYS[1]; 'commit' keeps them spent and counts them accepted in
 * the usage hash KEYS[3] (the organization's day): the ledger's debits. A reservation never
 * settles more than it holds, nor any unit twice. Returns the units settled.
 *
 * @internal
 */
export const _SETTLE = _script(`
local held = tonumber(redis.call('GET', KEYS[2]) or '0') or 0
local units = math.min(held, math.max(0, math.floor(tonumber(ARGV[1]) or 0)))
if units <= 0 then return 0 end
if held > units then redis.call('SET', KEYS[2], held - units, 'KEEPTTL') else redis.call('DEL', KEYS[2]) end
if ARGV[2] == 'release' then redis.call('INCRBY', KEYS[1], units) else redis.call('HINCRBY', KEYS[3], 'accepted', units) end
return units
`);

/**
 * Credit: adds ARGV[1] units to the balance KEYS[1] and appends the ledger entry ARGV[2] (JSON)
 * to the list KEYS[2], in one step: every instance's next reserve sees the units, and the
 * balance stays the sum of the ledger. Returns the new balance.
 *
 * @internal
 */
export const _CREDIT = _script(`
redis.call('RPUSH', KEYS[2], ARGV[2])
return redis.call('INCRBY', KEYS[1], ARGV[1])
`);

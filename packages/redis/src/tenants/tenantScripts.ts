import { _script } from '../client/script';

/**
 * Opens an organization, whole: KEYS[1] its hash, KEYS[2] its balance, KEYS[3] its ledger,
 * KEYS[4] its members, KEYS[5] its senders, KEYS[6] their own SMS fallback policies (one slot).
 * Nothing when the hash exists (returns 0). Else writes the hash (ARGV[1] rcsChannel 1 or 0,
 * ARGV[2] webhook JSON or '', ARGV[3] time, ARGV[7] its policy's JSON or ''), its members (ARGV[5],
 * a JSON list) and senders (ARGV[6], a JSON list of `{ id, useCase, policy }`, policy JSON or ''),
 * and opens the ledger: a balance stored before the ledger is entered as it is, else ARGV[4]
 * units are credited as the starting balance. Returns 1.
 *
 * @internal
 */
export const _OPEN_ORGANIZATION = _script(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'rcsChannel', ARGV[1], 'webhook', ARGV[2], 'createdAt', ARGV[3])
if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'smsFallback', ARGV[7]) end
for _, member in ipairs(cjson.decode(ARGV[5])) do redis.call('SADD', KEYS[4], member) end
for _, sender in ipairs(cjson.decode(ARGV[6])) do
  redis.call('HSET', KEYS[5], sender.id, sender.useCase)
  if sender.policy ~= '' then redis.call('HSET', KEYS[6], sender.id, sender.policy) end
end
local before = redis.call('GET', KEYS[2])
if before then
  redis.call('RPUSH', KEYS[3], cjson.encode({ at = tonumber(ARGV[3]), units = tonumber(before), reason = 'balance before the ledger' }))
else
  redis.call('SET', KEYS[2], ARGV[4])
  redis.call('RPUSH', KEYS[3], cjson.encode({ at = tonumber(ARGV[3]), units = tonumber(ARGV[4]), reason = 'starting balance' }))
end
return 1
`);

/**
 * Access of a principal: KEYS[1] the organization's hash, KEYS[2] its members (one slot),
 * ARGV[1] the principal. Returns 'not-found', 'forbidden', 'no-rcs-channel' or 'allowed'.
 *
 * @internal
 */
export const _ACCESS = _script(`
local rcs = redis.call('HGET', KEYS[1], 'rcsChannel')
if not rcs then return 'not-found' end
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then return 'forbidden' end
if rcs == '1' then return 'allowed' end
return 'no-rcs-channel'
`);

/** Stores the key hash KEYS[1] from ARGV[1] (JSON) unless it exists: returns 1 when stored. @internal */
export const _ADD_KEY = _script(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1
`);

/** Revokes the key KEYS[1] at ARGV[1] unless it is revoked: returns its JSON after, or false. @internal */
export const _REVOKE_KEY = _script(`
local stored = redis.call('GET', KEYS[1])
if not stored then return false end
local key = cjson.decode(stored)
if key.revokedAt ~= cjson.null and key.revokedAt ~= nil then return false end
key.revokedAt = tonumber(ARGV[1])
local after = cjson.encode(key)
redis.call('SET', KEYS[1], after)
return after
`);

/** The SMS fallback policy of a sender: KEYS[1] the senders' own policies, KEYS[2] the organization's hash (one slot), ARGV[1] the sender. Its own policy's JSON, else the organization's, else false. @internal */
export const _POLICY = _script(`return redis.call('HGET', KEYS[1], ARGV[1]) or redis.call('HGET', KEYS[2], 'smsFallback')`);

/**
 * Sets a field of an existing organization: KEYS[1] its hash, ARGV[1] the field (`webhook`,
 * `rcsChannel`), ARGV[2] its value. Returns 0 (nothing written) when the organization does not
 * exist, else 1.
 *
 * @internal
 */
export const _SET_ORGANIZATION_FIELD = _script(`
if redis.call('HEXISTS', KEYS[1], 'rcsChannel') == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`);

/**
 * The validation profile a sender's message obeys: KEYS[1] the senders' own profiles, KEYS[2]
 * the organization's hash, ARGV[1] the sender ('' for the organization's). Its JSON, or nil.
 *
 * @internal
 */
export const _VALIDATION_PROFILE = _script(`return (ARGV[1] ~= '' and redis.call('HGET', KEYS[1], ARGV[1])) or redis.call('HGET', KEYS[2], 'validationProfile')`);

/**
 * Sets or removes a validation profile: KEYS[1] the organization's hash, KEYS[2] its senders,
 * KEYS[3] their own profiles (one slot), ARGV[1] the sender ('' for the organization), ARGV[2]
 * the profile's JSON ('' to remove it). Returns 0 (nothing written) when the organization or
 * the sender does not exist, else 1.
 *
 * @internal
 */
export const _SET_VALIDATION_PROFILE = _script(`
if redis.call('HEXISTS', KEYS[1], 'rcsChannel') == 0 then return 0 end
local hash, field = KEYS[1], 'validationProfile'
if ARGV[1] ~= '' then
  if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return 0 end
  hash, field = KEYS[3], ARGV[1]
end
if ARGV[2] == '' then redis.call('HDEL', hash, field) else redis.call('HSET', hash, field, ARGV[2]) end
return 1
`);

/**
 * Removes a sender: KEYS[1] the organization's hash, KEYS[2] its senders, KEYS[3] their own
 * SMS fallback policies, KEYS[4] their own validation profiles (one slot), ARGV[1] the sender. Returns -1 (nothing written) when the
 * organization does not exist, else 1 when the sender was there, 0 when not.
 *
 * @internal
 */
export const _REMOVE_SENDER = _script(`
if redis.call('HEXISTS', KEYS[1], 'rcsChannel') == 0 then return -1 end
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
return redis.call('HDEL', KEYS[2], ARGV[1])
`);

/**
 * Disables a webhook after a 410: KEYS[1] the organization's hash, ARGV[1] the URL that answered,
 * ARGV[2] when, ARGV[3] why. Returns -1 (nothing written) when the organization does not exist,
 * 0 when its webhook is not at that URL any more or is disabled already, else 1 (written).
 *
 * @internal
 */
export const _DISABLE_WEBHOOK = _script(`
if redis.call('HEXISTS', KEYS[1], 'rcsChannel') == 0 then return -1 end
local stored = redis.call('HGET', KEYS[1], 'webhook')
if not stored or stored == '' then return 0 end
local webhook = cjson.decode(stored)
if webhook.url ~= ARGV[1] or webhook.disabled ~= nil then return 0 end
webhook.disabled = { at = tonumber(ARGV[2]), reason = ARGV[3] }
redis.call('HSET', KEYS[1], 'webhook', cjson.encode(webhook))
return 1
`);

import { _script } from '../client/script';

/**
 * Claim: the hash KEYS[1] holds `fingerprint`, `owner` (the claim's token) and, once done,
 * `response`. A new key is claimed for ARGV[2] (token) with fingerprint ARGV[1] and expires
 * after ARGV[3] seconds unless completed. Returns {'claimed'}, {'mismatch'}, {'replay', json}
 * or {'in-progress'}.
 *
 * @internal
 */
export const _CLAIM = _script(`
local entry = redis.call('HMGET', KEYS[1], 'fingerprint', 'response')
if not entry[1] then
  redis.call('HSET', KEYS[1], 'fingerprint', ARGV[1], 'owner', ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  return {'claimed'}
end
if entry[1] ~= ARGV[1] then return {'mismatch'} end
if entry[2] then return {'replay', entry[2]} end
return {'in-progress'}
`);

/**
 * Complete: records the response ARGV[3] of the claim ARGV[1] (fingerprint ARGV[2]) for ARGV[4]
 * seconds, unless another claim took the key meanwhile or it is already complete. Returns 1 when recorded.
 *
 * @internal
 */
export const _COMPLETE = _script(`
local entry = redis.call('HMGET', KEYS[1], 'owner', 'response')
if (entry[1] and entry[1] ~= ARGV[1]) or entry[2] then return 0 end
redis.call('HSET', KEYS[1], 'fingerprint', ARGV[2], 'owner', ARGV[1], 'response', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
`);

/** Release: deletes KEYS[1] only while it is the unfinished claim ARGV[1]. Returns 1 when deleted. @internal */
export const _RELEASE = _script(`
local entry = redis.call('HMGET', KEYS[1], 'owner', 'response')
if entry[1] ~= ARGV[1] or entry[2] then return 0 end
return redis.call('DEL', KEYS[1])
`);

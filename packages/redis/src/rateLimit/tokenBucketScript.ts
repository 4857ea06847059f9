import { _script } from '../client/script';

/**
 * A token bucket in the hash KEYS[1] (`tokens`, `at` in ms), on Redis's own clock so that
 * instances with skewed clocks agree: refills at ARGV[1] tokens per second up to ARGV[2],
 * takes one token when it has one. The key expires once the bucket would be full again.
 * Returns {1, 0} when allowed, {0, ms} with the milliseconds until a token is back otherwise.
 *
 * @internal
 */
export const _TOKEN_BUCKET = _script(`
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.6f', tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
return {allowed, wait}
`);

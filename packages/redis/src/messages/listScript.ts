import { defineRedisScript } from '../client/redisScript';

/**
 * One page of an organization's messages: KEYS[1] its message index (members
 * `<acceptance, 15 digits><id>` at score 0, so that their order is (acceptance, id)); ARGV[1]
 * and ARGV[2] the highest and lowest members to look at (`ZREVRANGEBYLEX` bounds), ARGV[3] the
 * page's size, ARGV[4] the most members to look at, ARGV[5] the start of the organization's
 * state keys, ARGV[6] the organization, ARGV[7] the filter (JSON: `state`, `channel`, `to`,
 * `from`, each optional). Goes down the index, reading each status in the same script; a member
 * whose status expired leaves the index. Returns the statuses that match (JSON), one more than
 * the page when there is one, and the last member looked at, or '' when the index is over.
 *
 * @internal
 */
export const _LIST = defineRedisScript(
  `local limit, most = tonumber(ARGV[3]), tonumber(ARGV[4])
local filter = cjson.decode(ARGV[7])
local function matches(status)
  return status.organizationId == ARGV[6]
    and (filter.state == nil or status.state == filter.state)
    and (filter.channel == nil or (status.channel or 'RCS') == filter.channel)
    and (filter.to == nil or status.to == filter.to)
    and (filter.from == nil or status.from == filter.from)
end
local found, looked, highest, last = {}, 0, ARGV[1], ''
while looked < most do
  local chunk = math.min(64, most - looked)
  local members = redis.call('ZREVRANGEBYLEX', KEYS[1], highest, ARGV[2], 'LIMIT', 0, chunk)
  for _, member in ipairs(members) do
    looked = looked + 1
    last = member
    local stored = redis.call('GET', ARGV[5] .. string.sub(member, 16))
    if not stored then
      redis.call('ZREM', KEYS[1], member)
    elseif matches(cjson.decode(stored)) then
      found[#found + 1] = stored
      if #found > limit then return { found, member } end
    end
  end
  if #members < chunk then return { found, '' } end
  highest = '(' .. last
end
return { found, last }`,
  'message list',
);

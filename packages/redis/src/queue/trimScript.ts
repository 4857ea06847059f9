import { _script } from '../client/script';

/**
 * Trim: removes from the stream KEYS[1] every entry that each of its consumer groups has
 * delivered and acknowledged, i.e. `XTRIM MINID` the oldest entry some group still needs: its
 * oldest pending entry, or else the first entry after its last delivered one. A stream
 * without groups is left whole (nothing was read yet). One script, so that no group reads,
 * claims or is created between the look and the trim. Returns the entries removed.
 *
 * @internal
 */
export const _TRIM_ACKNOWLEDGED = _script(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local function parse(id)
  local ms, seq = string.match(id, '^(%d+)-(%d+)$')
  return { tonumber(ms), tonumber(seq) }
end
local oldest = nil
for _, group in ipairs(redis.call('XINFO', 'GROUPS', KEYS[1])) do
  local fields = {}
  for i = 1, #group, 2 do fields[group[i]] = group[i + 1] end
  local needed
  if tonumber(fields['pending']) > 0 then
    needed = parse(redis.call('XPENDING', KEYS[1], fields['name'])[2])
  else
    needed = parse(fields['last-delivered-id'])
    needed[2] = needed[2] + 1
  end
  if oldest == nil or needed[1] < oldest[1] or (needed[1] == oldest[1] and needed[2] < oldest[2]) then oldest = needed end
end
if oldest == nil then return 0 end
return redis.call('XTRIM', KEYS[1], 'MINID', string.format('%d-%d', oldest[1], oldest[2]))
`);

import { defineRedisScript } from '../client/redisScript';
import { _STATE_RULES } from './stateRules';

/**
 * What the scripts on a message's own slot share: KEYS[1] its home record (the organization
 * whose slot holds it), KEYS[2] its status while it has no home. `atHome()` answers `home`, the
 * organization, the record's remaining lifetime in ms and the status without a home ('' for
 * none), which the status at home starts from.
 */
const OWN_SLOT = `local home = redis.call('GET', KEYS[1])
local function atHome() return { 'home', home, redis.call('PTTL', KEYS[1]), redis.call('GET', KEYS[2]) or '' } end
`;

/**
 * A change of a message not known at home by the caller: ARGV[1] the change (JSON), ARGV[2] the
 * status's lifetime in ms, ARGV[3] the home record's. A change naming an organization gives a
 * message without a home that organization's (written once: a later one names the same home).
 * A message with a home answers `atHome()`; one without has the change applied to its status
 * here: `done` and the status's JSON ('' when the change moves nothing).
 *
 * @internal
 */
export const _ADVANCE_OWN_SLOT = defineRedisScript(
  `${_STATE_RULES}${OWN_SLOT}
local change = cjson.decode(ARGV[1])
if not home and type(change.organizationId) == 'string' then
  home = change.organizationId
  redis.call('SET', KEYS[1], home, 'PX', ARGV[3])
end
if home then return atHome() end
local stored = redis.call('GET', KEYS[2])
local current = nil
if stored then current = cjson.decode(stored) end
local nextStatus = applied(current, change)
if not nextStatus then return { 'done', '' } end
local encoded = cjson.encode(nextStatus)
redis.call('SET', KEYS[2], encoded, 'PX', ARGV[2])
return { 'done', encoded }`,
  'state advance',
);

/** A handover mark of a message not known at home by the caller: ARGV[1] `1` or `0`, ARGV[2] the status's lifetime in ms. `atHome()`, or `done` and the answer of `handingOver()` here. @internal */
export const _HAND_OVER_OWN_SLOT = defineRedisScript(
  `${_STATE_RULES}${OWN_SLOT}
if home then return atHome() end
local stored = redis.call('GET', KEYS[2])
if not stored then return { 'done', 1 } end
local answer, changed = handover(cjson.decode(stored), ARGV[1] == '1')
if changed then redis.call('SET', KEYS[2], cjson.encode(changed), 'PX', ARGV[2]) end
return { 'done', answer }`,
  'handover mark',
);

/** Where a message is: `atHome()`, or `none` and its status without a home ('' for none). @internal */
export const _LOOK_UP_OWN_SLOT = defineRedisScript(
  `${OWN_SLOT}
if home then return atHome() end
return { 'none', redis.call('GET', KEYS[2]) or '' }`,
  'state read',
);

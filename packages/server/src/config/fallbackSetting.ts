import type { SmsFallbackPolicy } from '@rcs-send/service';
import { _fallbackPolicy } from '../tenants/fallbackPolicy';
import { ConfigError, _object, _onlyKeys } from './check';

/**
 * The `smsFallback` of an organization or a sender in the config file (`what` names it):
 * `{ "smsSender": "ACME", "triggers"?: [...], "maxSegments"?: N, "enabled"?: bool }`, on unless
 * `enabled` is false, with the defaults of a policy turned on. A ConfigError names the bad field.
 *
 * @internal
 */
export function _smsFallback(value: unknown, what: string): SmsFallbackPolicy {
  const entry = _object(value, what);
  _onlyKeys(entry, ['enabled', 'smsSender', 'triggers', 'maxSegments'], what);
  try {
    return _fallbackPolicy({ enabled: entry['enabled'], smsSender: entry['smsSender'], triggers: entry['triggers'], maxSegments: entry['maxSegments'] });
  } catch (error) {
    throw new ConfigError(`${what}.${(error as Error).message}`);
  }
}

import type { CapabilityPort } from '@rcs-send/service';
import type { KnownReachability } from './knownReachability';

/**
 * `port`, noting each answer in `known`: a number a check of one or of several finds
 * unreachable is remembered for its sender, one found reachable forgotten.
 *
 * @public
 */
export function rememberingCapabilities(port: CapabilityPort, known: KnownReachability): CapabilityPort {
  return {
    async features(from, msisdn) {
      const features = await port.features(from, msisdn);
      known.note(from, msisdn, features !== undefined);
      return features;
    },
    async reachable(from, msisdns) {
      const reachable = await port.reachable(from, msisdns);
      const found = new Set(reachable);
      for (const msisdn of msisdns) known.note(from, msisdn, found.has(msisdn));
      return reachable;
    },
  };
}

import type { ServerConfig } from '../config/types';
import type { DeliverySetting } from '../delivery/deliverySetting';

/**
 * The warning line (for stderr) of a process of a fleet on Redis that delivers to an emulator of
 * its own: the fleet's other instances cannot reach it, so a cancel or a capability check through
 * them misses what it took. Undefined without Redis or with another delivery.
 *
 * @internal
 */
export function _ownEmulatorWarning(config: Pick<ServerConfig, 'redisUrl'>, delivery: DeliverySetting): string | undefined {
  if (config.redisUrl === null || delivery.mode !== 'emulator') return undefined;
  return 'warning: on Redis each instance with RCS_SEND_DELIVERY=emulator delivers to an emulator of its own, which the other instances cannot reach (a cancel through one of them would not withdraw what this one delivered): run one emulator for the fleet (rcs-send-rbm-emulator; pnpm rbm-emulator in the repository) and set RCS_SEND_DELIVERY=rbm, RCS_SEND_RBM_URL and RCS_SEND_RBM_TOKEN on every instance';
}

import { randomBytes } from 'node:crypto';
import { createRbmCapabilityPort, createRbmDeliveryPort, staticAccessToken, type LifecyclePlatform } from '@rcs-send/delivery';
import { startRbmEmulator } from '@rcs-send/rbm-emulator';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _agentIdOf, type DeliverySetting } from './deliverySetting';

/** The platform a process hands messages over to, and what to say of it. @internal */
export interface _OpenedPlatform {
  /** The platform's ports, or undefined when delivery is off. */
  readonly platform: LifecyclePlatform | undefined;
  /** One line for the banner: where messages go. */
  readonly description: string;
}

/**
 * The platform of `setting`, recorded in `opened`: none (`off`); an RBM emulator started on
 * loopback (`emulator`), posting its events, signed with a client token made for this run, to
 * `eventsUrl` (none: it posts nothing); or RBM (or a platform speaking its API, `rbm`) with the
 * setting's tokens, agent id suffix and client token.
 *
 * @internal
 */
export async function _openPlatform(setting: DeliverySetting, eventsUrl: string | undefined, opened: _OpenedResources): Promise<_OpenedPlatform> {
  if (setting.mode === 'off') return { platform: undefined, description: 'off: accepted messages stay queued in the store' };
  const agentIdOf = _agentIdOf(setting);
  if (setting.mode === 'rbm') {
    const { baseUrl, tokens, clientToken } = setting;
    const suffix = setting.agentIdSuffix ?? '';
    const platform = { delivery: createRbmDeliveryPort({ baseUrl, tokens }), capabilities: createRbmCapabilityPort({ baseUrl, tokens, agentIdOf }), agentIdOf, senderOf: (agentId: string) => (suffix !== '' && agentId.endsWith(suffix) ? agentId.slice(0, -suffix.length) : agentId), ...(clientToken === undefined ? {} : { clientToken }) };
    return { platform, description: `RBM at ${new URL(baseUrl).origin}` };
  }
  const clientToken = randomBytes(32).toString('base64url'); // the emulator signs its events with it, the event route checks them
  const webhook = eventsUrl === undefined ? {} : { webhookUrl: eventsUrl, webhookClientToken: clientToken };
  // The emulator keeps little (the last 1,000 bodies, 10,000 ids and states): bounded in a long run. The phone takes a second to receive and to read, so SENT comes first.
  const emulator = opened.add(await startRbmEmulator({ keepReceived: 1000, keepMessages: 10_000, eventDelayMs: 1000, ...webhook }), (started) => started.close());
  const tokens = staticAccessToken('emulator');
  const platform = { delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens }), capabilities: createRbmCapabilityPort({ baseUrl: emulator.url, tokens, agentIdOf }), agentIdOf, clientToken };
  return { platform, description: `the RBM emulator at ${emulator.url} (its admin routes take -H "Authorization: Bearer ${emulator.adminToken}"; RCS_SEND_DELIVERY=off|emulator|rbm)` };
}

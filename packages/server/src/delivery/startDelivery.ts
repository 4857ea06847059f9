import { createRbmCapabilityPort, createRbmDeliveryPort, staticAccessToken, type DeliveryPort, type DispatcherOptions, type MessageStatePort } from '@rcs-send/delivery';
import { startRbmEmulator } from '@rcs-send/rbm-emulator';
import type { CapabilityPort } from '@rcs-send/service';
import { _closingOnFailure, _openedResources } from '../lifecycle/openedResources';
import { _agentIdOf, type DeliverySetting } from './deliverySetting';
import { _queueName, _startQueueWorker, type _DeliveryQueue } from './deliveryQueue';
import type { _EventWiring } from './eventRoute';

/** The delivery the server runs beside itself. @internal */
export interface _RunningDelivery {
  /** One line for the banner: where messages go. */
  readonly description: string;
  /** The platform's ports (withdrawals, capabilities), or undefined when delivery is off. */
  readonly platform: { readonly delivery: DeliveryPort; readonly capabilities: CapabilityPort } | undefined;
  /** Stops the worker (sends in flight end), then the emulator. */
  close(): Promise<void>;
}

/** What the server decides for each message besides the platform: its traffic type, whether its recipient opted out, and its SMS fallback. @internal */
export type _DispatchPolicy = Pick<DispatcherOptions, 'messageTrafficTypeOf' | 'isUnsubscribed' | 'fallback'>;

/**
 * Starts the delivery of `setting` in this process: a worker on `queue` (the database's, or the
 * Redis Stream) recording into `states` (the server's one port), sending to RBM or to an
 * emulator started on loopback, with `policy` (traffic types, opt-outs, the SMS fallback). Each final state is
 * logged (id, state, attempts, reason: never the recipient or content). With `events`, the
 * emulator posts its events there and they are recorded in the same state port.
 *
 * @internal
 */
export async function _startDelivery(setting: DeliverySetting, queue: _DeliveryQueue, log: (line: string) => void, states: MessageStatePort, events?: _EventWiring, policy: _DispatchPolicy = {}): Promise<_RunningDelivery> {
  if (setting.mode === 'off') return { description: `off: accepted messages stay queued in ${_queueName(queue)}`, platform: undefined, close: () => Promise.resolve() };
  const opened = _openedResources();
  return _closingOnFailure(opened, async () => {
    // The emulator keeps little (the last 1,000 bodies, 10,000 ids and states): bounded in a long run. The phone takes a second to receive and to read, so SENT comes first.
    const emulator = setting.mode === 'emulator' ? opened.add(await startRbmEmulator({ keepReceived: 1000, keepMessages: 10_000, eventDelayMs: 1000, ...events?.emulator }), (started) => started.close()) : undefined;
    const baseUrl = emulator?.url ?? (setting.mode === 'rbm' ? setting.baseUrl : '');
    const tokens = setting.mode === 'rbm' ? setting.tokens : staticAccessToken('emulator');
    const agentIdOf = _agentIdOf(setting);
    const platform = { delivery: createRbmDeliveryPort({ baseUrl, tokens }), capabilities: createRbmCapabilityPort({ baseUrl, tokens, agentIdOf }) };
    const event = (fields: Record<string, unknown>): void => log(JSON.stringify({ time: new Date().toISOString(), ...fields }));
    const worker = opened.add(
      _startQueueWorker(queue, states, {
        ...policy,
        delivery: platform.delivery,
        agentIdOf,
        onOutcome: ({ history: _history, to: _to, from: _from, ...status }) => event({ event: 'delivery', ...status }), // never the recipient
        onError: (error) => event({ event: 'delivery-error', error: error instanceof Error ? error.message.slice(0, 200) : 'error' }),
      }),
      (started) => started.stop(),
    );
    events?.attach(states);
    const target = emulator === undefined ? `RBM at ${new URL(baseUrl).origin}` : `the RBM emulator at ${emulator.url} (its admin routes take -H "Authorization: Bearer ${emulator.adminToken}"; RCS_SEND_DELIVERY=off|emulator|rbm)`;
    return { description: `${target}; ${worker.description}`, platform, close: () => opened.closeAll() };
  });
}

import type { CapabilityPort, DeliveryForecastPort, MessageCancelPort, MessagesAnswered, MessageStatus, SenderPort, SubscriptionChange } from '@rcs-send/service';
import type { RbmUserMessage } from '@rcs-send/rbm';
import type { SmsReceipt } from '@rcs-send/sms';
import { createMessageCancelPort } from '../cancel/createMessageCancelPort';
import { startDispatcher, type Dispatcher } from '../dispatch/startDispatcher';
import { createRbmEventReceiver, type RbmEventReceiver } from '../events/createRbmEventReceiver';
import { createKnownReachability } from '../fallback/knownReachability';
import { rememberingCapabilities } from '../fallback/rememberingCapabilities';
import { createSmsReceiptInbox } from '../fallback/smsReceiptInbox';
import { _deliveryForecast } from '../forecast/deliveryForecast';
import { _clientEvents } from '../webhooks/clientEvents';
import { startWebhookDeliveries } from '../webhooks/webhookDeliveries';
import { _freshSenders } from './freshSenders';
import type { LifecycleErrorSource, LifecycleOptions } from './lifecycleOptions';
import { _liveOrganizations } from './liveOrganizations';
import { _trafficTypes } from './trafficTypes';
import { _usageCounter } from './usageCounter';

/** A running engine: what the routes of a host take from it, and its stop. @public */
export interface Lifecycle {
  /** The acceptance's sender port: a sender added a moment ago makes the engine read the organizations again before its first message is accepted, so that it already declares its agent's traffic type. */
  readonly senders: SenderPort;
  /** Cancels messages: never one whose handover is in flight, a SENT one withdrawn at the platform (see `createMessageCancelPort`). */
  readonly cancels: MessageCancelPort;
  /** The platform's capability check, each answer remembered for the SMS fallback; undefined without a platform. */
  readonly capabilities: CapabilityPort | undefined;
  /** What the delivery would do with a message, read with the dispatch's own settings and stores, nothing changed or remembered (a preflight's forecast port). */
  readonly forecast: DeliveryForecastPort;
  /** The receiver of the platform's events (DELIVERED, READ, revocations, users' messages and subscriptions); undefined without a platform's client token. */
  readonly events: RbmEventReceiver | undefined;
  /** Takes an SMPP sender's receipt (its `onReceipt`). */
  takeSmsReceipt(receipt: SmsReceipt): void;
  /** Counts a request's rejected messages in its organization's usage (the service's `onAnswered`). */
  answered(answer: MessagesAnswered): void;
  /** Stops handing over (what has not begun is given up, sends in flight get the dispatch's grace: the store's queue keeps the rest), then lets the webhooks' attempts end (the store's outbox keeps the rest) and writes the usage counted. Leaves the store open. */
  stop(): Promise<void>;
}

/**
 * Starts the one engine of the messages after their 202, on `options.store`: it hands each queued
 * message over to the platform with every policy (its traffic type from its sender's agent, its
 * recipient's opt-out, its sender's SMS fallback through `options.sms`, its expiry across the
 * platform's windows), takes the platform's events and the SMSC's receipts, cancels, writes the
 * users' replies and subscription changes to their organization's event log (the store writes
 * each state's event itself), delivers the store's webhook outbox, and tells each state a message
 * reaches to its usage and to every observer: a list, never a decorator around the state port.
 * A server and a fleet's worker start their delivery here, so both apply the same.
 *
 * @public
 */
export async function startLifecycle(options: LifecycleOptions): Promise<Lifecycle> {
  const { store, platform, sms } = options;
  const observers = options.observers ?? [];
  const fault = (source: LifecycleErrorSource) => (error: unknown) => {
    for (const observer of observers) observer.onError?.(error, source);
  };
  const organizations = await _liveOrganizations(store.tenants, options.organizationsEveryMs ?? 1000, fault('tenants'));
  const usage = _usageCounter(store.tenants, options.usageMetric ?? (() => undefined), fault('usage'));
  const clientEvents = _clientEvents(store.events, organizations.current, platform?.senderOf ?? ((agentId) => agentId), options.webhooks?.now ?? Date.now);
  const webhooks = startWebhookDeliveries({
    ...options.webhooks,
    outbox: store.webhooks,
    tenants: store.tenants,
    organizations: organizations.current,
    onFailure: (failure) => observers.forEach((observer) => observer.onWebhookFailure?.(failure)),
    onError: fault('webhooks'),
  });
  const onStatus = (status: MessageStatus): void => {
    webhooks.wake(); // the store wrote its event with the state
    usage.count(status);
    for (const observer of observers) observer.onStatus?.(status);
  };
  const reachability = createKnownReachability(); // what capability checks found: the fallback skips RCS for a number found unreachable
  const receipts = createSmsReceiptInbox({ records: store.smsFallbacks, states: store.states, onStatus, onError: fault('sms') });
  const agentIdOf = platform?.agentIdOf;
  const trafficTypeOf = _trafficTypes(organizations.current);
  const dispatcher: Dispatcher | undefined =
    platform === undefined
      ? undefined
      : startDispatcher({
          ...options.dispatch,
          source: store.queue,
          states: store.states,
          delivery: platform.delivery,
          ...(agentIdOf === undefined ? {} : { agentIdOf }),
          messageTrafficTypeOf: trafficTypeOf,
          isUnsubscribed: (agentId, phoneNumber) => store.optOuts.isUnsubscribed(agentId, phoneNumber),
          ...(sms === undefined ? {} : { fallback: { policies: store.tenants, records: store.smsFallbacks, sms, receipts, knownReachability: reachability } }),
          onOutcome: onStatus,
          onError: fault('dispatch'),
        });
  const onUserMessage = async (message: RbmUserMessage): Promise<void> => {
    if (await clientEvents.recordReply(message)) webhooks.wake();
    for (const observer of observers) await observer.onUserMessage?.(message);
  };
  const onSubscription = async (change: SubscriptionChange, key: string | undefined): Promise<void> => {
    if (await clientEvents.recordSubscription(change, key)) webhooks.wake();
    for (const observer of observers) observer.onSubscription?.(change);
  };
  const clientToken = platform?.clientToken;
  return {
    senders: _freshSenders(store.tenants, organizations),
    cancels: createMessageCancelPort({ states: store.states, handovers: store.handovers, onStatus, onError: fault('cancels'), ...(platform === undefined ? {} : { delivery: platform.delivery }), ...(agentIdOf === undefined ? {} : { agentIdOf }) }),
    capabilities: platform === undefined ? undefined : rememberingCapabilities(platform.capabilities, reachability),
    forecast: _deliveryForecast({
      trafficTypeOf,
      agentIdOf: platform === undefined ? undefined : (agentIdOf ?? ((from) => from)),
      handedOver: platform !== undefined,
      optOuts: store.optOuts,
      policies: sms === undefined ? undefined : store.tenants,
      knownReachability: reachability,
      capabilities: platform?.capabilities,
      ...(options.dispatch?.platformWindowMs === undefined ? {} : { windowMs: options.dispatch.platformWindowMs }),
    }),
    events: clientToken === undefined ? undefined : createRbmEventReceiver({ clientToken, states: store.states, seen: store.seen, handovers: store.handovers, optOuts: store.optOuts, onStatus, onUserMessage, onSubscription }),
    takeSmsReceipt: (receipt) => receipts.take(receipt),
    answered: (answer) => usage.answered(answer),
    async stop() {
      await dispatcher?.stop();
      await webhooks.stop();
      await usage.close();
      organizations.close();
    },
  };
}

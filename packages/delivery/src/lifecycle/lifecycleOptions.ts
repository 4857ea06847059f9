import type { CapabilityPort, MessageStatus, Store, SubscriptionChange } from '@rcs-send/service';
import type { RbmUserMessage } from '@rcs-send/rbm';
import type { DispatcherOptions } from '../dispatch/startDispatcher';
import type { SmsSubmitter } from '../fallback/smsFallbackOptions';
import type { DeliveryPort } from '../port/deliveryPort';
import type { WebhookFailure } from '../webhooks/webhookFailure';
import type { WebhookDeliveryOptions } from '../webhooks/webhookDeliveries';
import type { UsageMetric } from './usageCounter';

/** The platform an engine hands messages over to (RBM, or an emulator of it). @public */
export interface LifecyclePlatform {
  /** Sends and withdraws messages. */
  readonly delivery: DeliveryPort;
  /** Answers whether numbers are reachable over RCS. */
  readonly capabilities: CapabilityPort;
  /** The RBM agent id of a sender (`from`). @defaultValue the sender itself */
  readonly agentIdOf?: (from: string) => string;
  /** The sender of an RBM agent id, the reverse of `agentIdOf` (a user's reply names the agent). @defaultValue the agent id itself */
  readonly senderOf?: (agentId: string) => string;
  /** The partner's client token the platform signs its events with: without one, the engine takes no event. */
  readonly clientToken?: string;
}

/** Where an engine's faults come from. @public */
export type LifecycleErrorSource = 'dispatch' | 'tenants' | 'usage' | 'cancels' | 'sms' | 'webhooks';

/**
 * What an engine tells about the messages of its store, each observer in turn: added to the list,
 * never wrapped around a port. Observers must not throw.
 *
 * @public
 */
export interface LifecycleObserver {
  /** Told each state a message reached past ACCEPTED, once it is written (by the dispatch, the platform's events, an SMS receipt or a cancel). */
  readonly onStatus?: (status: MessageStatus) => void;
  /** Told each post of a user's message to an agent, once its `message.reply` event is written (the platform posts it again until it is answered 200, which waits for this). */
  readonly onUserMessage?: (message: RbmUserMessage) => Promise<void> | void;
  /** Told each change of a user's subscription, once its `recipient.subscription` event is written. */
  readonly onSubscription?: (change: SubscriptionChange) => void;
  /** Told each webhook delivery given up, refused or dropped (never a URL, a secret or a payload). */
  readonly onWebhookFailure?: (failure: WebhookFailure) => void;
  /** Told each fault: the message or count stays where it was and is tried again. */
  readonly onError?: (error: unknown, source: LifecycleErrorSource) => void;
}

/** Options of `startLifecycle`. @public */
export interface LifecycleOptions {
  /** Where the accepted messages, their states and everything else about them are kept. */
  readonly store: Store;
  /** The platform, or undefined to hand nothing over (messages stay queued; no withdrawal, no capability, no event). */
  readonly platform?: LifecyclePlatform;
  /** What sends the SMS of a fallback (an SMPP sender, whose receipts go to `Lifecycle.takeSmsReceipt`); without it, no fallback. */
  readonly sms?: SmsSubmitter;
  /** Who is told what happens, besides the engine's own webhooks and usage. @defaultValue none */
  readonly observers?: readonly LifecycleObserver[];
  /** Where each usage count also goes (a host's metrics). @defaultValue none */
  readonly usageMetric?: UsageMetric;
  /** How the webhook outbox is delivered: schedule, timeouts, lease, poll, concurrency, fetch, clock (see `startWebhookDeliveries`). @defaultValue its own */
  readonly webhooks?: Omit<Partial<WebhookDeliveryOptions>, 'outbox' | 'tenants' | 'organizations' | 'onFailure' | 'onError'>;
  /** Milliseconds between reads of the organizations (when the store's revision moved): how soon a new sender's use case or webhook counts. @defaultValue 1000 */
  readonly organizationsEveryMs?: number;
  /** How the dispatch runs: messages in flight, retries, the platform's window, its stop's grace, its clock. @defaultValue the dispatcher's own */
  readonly dispatch?: Pick<DispatcherOptions, 'concurrency' | 'retry' | 'platformWindowMs' | 'stopGraceMs' | 'now' | 'random'>;
}

import { startLifecycle, type Lifecycle } from '@rcs-send/delivery';
import type { RbmUserMessage } from '@rcs-send/rbm';
import type { Store } from '@rcs-send/service';
import type { SmsReceipt } from '@rcs-send/sms';
import type { _OpenedResources } from '../lifecycle/openedResources';
import type { _ServerMetrics } from '../metrics/serverMetrics';
import { _webhookBacklogs } from './webhookBacklogs';
import type { DeliverySetting } from './deliverySetting';
import { _logObserver } from './logObserver';
import { _openPlatform } from './openPlatform';
import { _openSmsSender } from './openSmsSender';
import type { SmsSetting } from './smsSetting';

/** What a server or a worker starts its engine with. @internal */
export interface _EngineParts {
  /** The store it runs on, and where its queue and states are, in words. */
  readonly store: Store;
  readonly storeDescription: string;
  /** Where messages go. */
  readonly delivery: DeliverySetting;
  /** Where the SMS of a fallback go (off when delivery is). */
  readonly sms: SmsSetting | undefined;
  /** Where the platform posts its events (the server's event route); none for a worker, which takes none. */
  readonly eventsUrl: string | undefined;
  readonly log: (line: string) => void;
  /** Port errors and their metrics (the tenants' reads, the usage's writes, a cancel's withdrawal). */
  readonly onError: (error: unknown, source: string) => void;
  readonly metrics: _ServerMetrics | undefined;
  /** Takes each user's message too, once (the platform's event is answered once it resolves). */
  readonly onUserMessage?: ((message: RbmUserMessage) => Promise<void> | void) | undefined;
  /** The webhooks' waits before each retry; undefined: the engine's own. */
  readonly webhookSchedule?: readonly number[] | undefined;
}

/** A started engine, and what the banner says of it. @internal */
export interface _RunningEngine {
  readonly lifecycle: Lifecycle;
  /** Where messages go and how their SMS leaves, in one line. */
  readonly summary: string;
}

/**
 * Starts the one engine of a server or a fleet's worker on `parts.store`, everything it opens
 * recorded in `opened`: the platform of `parts.delivery` (an emulator started here, or RBM), the
 * SMPP sender of `parts.sms`, and `startLifecycle` with every policy, its log lines and the
 * metrics' usage counts and webhook backlog. A receipt the SMSC sends before the engine runs (one owed since the last
 * run, at the bind) is kept and taken once it does.
 *
 * @internal
 */
export async function _startEngine(parts: _EngineParts, opened: _OpenedResources): Promise<_RunningEngine> {
  const { store, log, metrics } = parts;
  const { platform, description } = await _openPlatform(parts.delivery, parts.eventsUrl, opened);
  const running: { lifecycle?: Lifecycle } = {}; // set once the engine runs
  const early: SmsReceipt[] = [];
  const onReceipt = (receipt: SmsReceipt): void => (running.lifecycle === undefined ? void early.push(receipt) : running.lifecycle.takeSmsReceipt(receipt));
  const sms = await _openSmsSender(platform === undefined ? { mode: 'off' } : (parts.sms ?? { mode: 'off' }), onReceipt, opened, log);
  const observers = [_logObserver(log, parts.onError), ...(parts.onUserMessage === undefined ? [] : [{ onUserMessage: parts.onUserMessage }])];
  const usageMetric = metrics === undefined ? {} : { usageMetric: (organizationId: string, outcome: string, count: number) => metrics.usage(organizationId, outcome, count) };
  const lifecycle = opened.add(await startLifecycle({ store, ...(parts.webhookSchedule === undefined ? {} : { webhooks: { schedule: parts.webhookSchedule } }), ...(platform === undefined ? {} : { platform }), ...(sms.sender === undefined ? {} : { sms: sms.sender }), observers, ...usageMetric }), (running) => running.stop());
  running.lifecycle = lifecycle;
  metrics?.watchWebhooks(() => _webhookBacklogs(store, Date.now()));
  for (const receipt of early.splice(0)) lifecycle.takeSmsReceipt(receipt);
  const summary = platform === undefined ? description : `${description}; ${parts.storeDescription}; ${sms.description}`;
  return { lifecycle, summary };
}

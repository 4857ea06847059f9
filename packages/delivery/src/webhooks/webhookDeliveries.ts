import { retryAfterMs } from '@rcs-send/rbm';
import { keptEventPayload, type LeasedDelivery, type TenantStore, type TenantWebhook, type WebhookOutboxPort } from '@rcs-send/service';
import { _boundedTimer } from '../dispatch/boundedTimer';
import { _freshEndpoints } from './freshEndpoints';
import { _postWebhook } from './postWebhook';
import { webhookEndpointProblem } from './webhookEndpoint';
import type { WebhookDeliveryStats, WebhookFailure } from './webhookFailure';
import { _checkSchedule, _webhookRetryMs, WEBHOOK_SCHEDULE_MS } from './webhookSchedule';
import { _signWithKeys, _webhookKey, webhookSecretProblem } from './webhookSignature';

/** An organization as the deliveries read it: its id, and its webhook when it has one. @public */
export interface WebhookOrganization {
  /** Its UUID, lower case. */
  readonly id: string;
  /** Its webhook, when it has one. */
  readonly webhook?: TenantWebhook;
}

/** Options of {@link startWebhookDeliveries}. @public */
export interface WebhookDeliveryOptions {
  /** The deliveries to make, kept in the store. */
  readonly outbox: WebhookOutboxPort;
  /** Where each attempt reads its organization's webhook, and where a 410 disables it. */
  readonly tenants: Pick<TenantStore, 'organization' | 'disableWebhook'>;
  /** The organizations as last read: the queues of those with a webhook in force are leased from, the others' are dropped. */
  readonly organizations: () => readonly WebhookOrganization[];
  /** Milliseconds to wait before each retry (±20 % jitter); an event is tried `schedule.length + 1` times. @defaultValue {@link WEBHOOK_SCHEDULE_MS} */
  readonly schedule?: readonly number[];
  /** Milliseconds one attempt may take. @defaultValue 10000 */
  readonly timeoutMs?: number;
  /** Milliseconds a delivery is leased for one attempt: past it, a delivery whose process died is due again. Longer than `timeoutMs`. @defaultValue 30000 */
  readonly leaseMs?: number;
  /** Milliseconds between looks for due deliveries when nothing wakes the deliveries sooner. @defaultValue 500 */
  readonly pollMs?: number;
  /** Attempts made at once, over every organization. @defaultValue 16 */
  readonly concurrency?: number;
  /** How old the webhook an attempt reads may be, in milliseconds: how soon a removed, disabled or moved webhook counts. @defaultValue 200 */
  readonly endpointMaxAgeMs?: number;
  /** The clock, in milliseconds since the epoch. @defaultValue Date.now */
  readonly now?: () => number;
  /** The jitter's source, in [0, 1). @defaultValue Math.random */
  readonly random?: () => number;
  /** An HTTP client to use instead of node's own with keep-alive connections. @defaultValue none */
  readonly fetch?: typeof fetch;
  /** Told each delivery given up or dropped, and each endpoint disabled or not valid. */
  readonly onFailure?: (failure: WebhookFailure) => void;
  /** Told each fault of the store: the delivery stays queued and is tried again once its lease ends. */
  readonly onError?: (error: unknown) => void;
}

/** Running webhook deliveries. @public */
export interface WebhookDeliveries {
  /** Looks for due deliveries now (an event was just written), instead of at the next poll. */
  wake(): void;
  /** What this process did so far. */
  stats(): WebhookDeliveryStats;
  /** Stops leasing; the attempts in flight end (each within `timeoutMs`). What is left stays queued in the store. */
  stop(): Promise<void>;
}

/** How often the queue of an organization without a webhook in force is dropped again, in milliseconds. */
const DROP_AGAIN_MS = 60_000;

/** True when `webhook` is set and not disabled. */
const inForce = (webhook: TenantWebhook | undefined): webhook is TenantWebhook => webhook !== undefined && webhook.disabled === undefined;

/** `value` of option `name`, checked: a whole number from `least`. */
function whole(name: string, value: number, least: number): number {
  if (!Number.isSafeInteger(value) || value < least) throw new RangeError(`${name} must be a whole number from ${least}`);
  return value;
}

/**
 * Delivers the events of the store's outbox to each organization's webhook, at least once:
 * every `pollMs` (or when woken) it leases the due deliveries of the organizations with a webhook
 * in force, `concurrency` attempts at a time, each attempt reading the webhook afresh (at most
 * `endpointMaxAgeMs` old), signing the event's body in the Standard Webhooks scheme under its
 * secret (and under the previous one while a rotation keeps it), with the event's id as
 * `webhook-id` on every attempt. Any 2xx ends the delivery; 410 disables the webhook in the
 * tenant store and drops its queue (until the operator sets it again); any other answer, a
 * network fault or the timeout queues the next attempt along `schedule`, never sooner than
 * `retry-after`, then gives up. A retry waits in the store on its own: it holds back no other
 * event. The queue of an organization whose webhook was removed or disabled is dropped (its
 * events stay in the feed). A process that dies leaves its leased deliveries to whoever leases
 * them once their lease ends. Throws a RangeError for an option out of range.
 *
 * @public
 */
export function startWebhookDeliveries(options: WebhookDeliveryOptions): WebhookDeliveries {
  const { outbox, tenants } = options;
  const schedule = options.schedule ?? WEBHOOK_SCHEDULE_MS;
  _checkSchedule(schedule);
  const timeoutMs = whole('timeoutMs', options.timeoutMs ?? 10_000, 1);
  const leaseMs = whole('leaseMs', options.leaseMs ?? 30_000, timeoutMs + 1);
  const pollMs = whole('pollMs', options.pollMs ?? 500, 1);
  const concurrency = whole('concurrency', options.concurrency ?? 16, 1);
  const { now = Date.now, random = Math.random, fetch: fetchFn } = options;
  const report = options.onFailure ?? (() => undefined);
  const fault = options.onError ?? (() => undefined);
  const endpoints = _freshEndpoints(tenants, whole('endpointMaxAgeMs', options.endpointMaxAgeMs ?? 200, 0), now);
  const counters = { delivered: 0, retried: 0, gaveUp: 0, disabled: 0, dropped: 0 };
  const inFlight = new Set<Promise<void>>();
  const droppedAt = new Map<string, number>(); // organizations without a webhook in force: when their queue was last dropped
  let stopped = false;
  let cancelWait: (() => void) | undefined;
  let wakeWait: (() => void) | undefined;
  let start = 0; // the organization a round begins with, moved each round so that none always comes first

  const wake = (): void => wakeWait?.();
  const dropped = async (organizationId: string, failure: Pick<WebhookFailure, 'kind' | 'reason'>): Promise<void> => {
    const events = await outbox.drop(organizationId);
    if (failure.kind === 'disabled') counters.disabled += events;
    else counters.dropped += events;
    if (events > 0 || failure.kind === 'disabled') report({ ...failure, organizationId, events });
  };
  /** Makes one attempt of `delivery` and settles it: delivered, disabled, given up, or its next attempt queued. */
  const attempt = async (organizationId: string, { event: kept, attempt: made }: LeasedDelivery): Promise<void> => {
    const webhook = await endpoints.of(organizationId);
    if (!inForce(webhook)) {
      counters.dropped++;
      return outbox.settle(organizationId, kept.sequence);
    }
    const problem = webhookEndpointProblem(webhook);
    if (problem !== undefined) {
      counters.dropped++;
      report({ kind: 'bad-endpoint', organizationId, events: 1, webhookId: kept.id, type: kept.event.type, reason: problem });
      return outbox.settle(organizationId, kept.sequence);
    }
    const body = JSON.stringify(keptEventPayload(kept));
    const at = now();
    const { previous } = webhook;
    const keys = [_webhookKey(webhook.secret), ...(previous !== undefined && previous.until > at && webhookSecretProblem(previous.secret) === undefined ? [_webhookKey(previous.secret)] : [])];
    const answer = await _postWebhook(fetchFn, webhook.url, _signWithKeys(keys, kept.id, at / 1000, body), body, timeoutMs);
    if (answer.status >= 200 && answer.status < 300) {
      counters.delivered++;
      return outbox.settle(organizationId, kept.sequence);
    }
    if (answer.status === 410) {
      endpoints.forget(organizationId);
      if (await tenants.disableWebhook(organizationId, webhook.url, now(), 'HTTP 410')) return dropped(organizationId, { kind: 'disabled', reason: 'HTTP 410' });
      return outbox.settle(organizationId, kept.sequence); // disabled or moved meanwhile: this delivery ends, the rest follow the webhook in force
    }
    if (made > schedule.length) {
      counters.gaveUp++;
      report({ kind: 'gave-up', organizationId, events: 1, webhookId: kept.id, type: kept.event.type, attempts: made, reason: answer.reason ?? `HTTP ${answer.status}` });
      return outbox.settle(organizationId, kept.sequence);
    }
    counters.retried++;
    const retryAt = now() + _webhookRetryMs(made, schedule, retryAfterMs(answer.retryAfter, now()), random);
    return outbox.settle(organizationId, kept.sequence, retryAt);
  };
  const track = (organizationId: string, delivery: LeasedDelivery): void => {
    const running: Promise<void> = attempt(organizationId, delivery)
      .catch(fault) // the delivery stays queued: due again once its lease ends
      .finally(() => {
        inFlight.delete(running);
        wake();
      });
    inFlight.add(running);
  };
  /** Leases and starts what is due, organization by organization; resolves true when more may be due at once. */
  const round = async (): Promise<boolean> => {
    const organizations = options.organizations();
    start = organizations.length === 0 ? 0 : (start + 1) % organizations.length;
    for (let i = 0; i < organizations.length && !stopped; i++) {
      const { id, webhook } = organizations[(start + i) % organizations.length]!;
      if (!inForce(webhook)) {
        const last = droppedAt.get(id);
        if (last === undefined || now() - last >= DROP_AGAIN_MS) {
          droppedAt.set(id, now());
          if ((await outbox.backlog(id)).pending > 0) await dropped(id, { kind: 'dropped', reason: webhook === undefined ? 'no webhook' : 'webhook disabled' }); // a read first: nothing is written when nothing is queued
        }
        continue;
      }
      droppedAt.delete(id);
      const free = concurrency - inFlight.size;
      if (free <= 0) return true;
      const leased = await outbox.lease(id, now(), leaseMs, free);
      for (const delivery of leased) track(id, delivery);
      if (leased.length === free) return true;
    }
    return false;
  };
  const waitForWake = (ms: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const done = (): void => {
        cancelWait?.();
        cancelWait = wakeWait = undefined;
        resolve();
      };
      wakeWait = done;
      cancelWait = _boundedTimer(ms, done, true);
    });
  const loop = (async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await round();
      } catch (error) {
        fault(error);
      }
      if (stopped) break;
      if (!more) await waitForWake(pollMs);
      else if (inFlight.size >= concurrency) await waitForWake(timeoutMs);
    }
  })();

  return {
    wake,
    stats: () => ({ ...counters, inFlight: inFlight.size }),
    async stop() {
      stopped = true;
      wake();
      await loop;
      await Promise.all(inFlight);
    },
  };
}

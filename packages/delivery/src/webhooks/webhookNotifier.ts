import { randomUUID } from 'node:crypto';
import { _sleep } from '../dispatch/sleep';
import { _retryAfterMs } from '../rbm/rbmAnswer';
import { webhookEndpointProblem, type WebhookEndpoint } from './webhookEndpoint';
import type { WebhookEvent, WebhookPayload } from './webhookEvents';
import { _emptyCounters, _statsOf, type WebhookFailure, type WebhookNotifierStats } from './webhookFailure';
import { _postWebhook } from './postWebhook';
import { _checkSchedule, _webhookRetryMs, WEBHOOK_SCHEDULE_MS } from './webhookSchedule';
import { _signWithKey, _webhookKey } from './webhookSignature';

/** Options of {@link createWebhookNotifier}. @public */
export interface WebhookNotifierOptions {
  /** The endpoint of an organization, or undefined when it has none (its events are not sent). */
  readonly endpointOf: (organizationId: string) => WebhookEndpoint | undefined;
  /** Milliseconds to wait before each retry (±20 % jitter); an event is tried `schedule.length + 1` times. @defaultValue {@link WEBHOOK_SCHEDULE_MS} */
  readonly schedule?: readonly number[];
  /** Events held per endpoint, the one being sent included; past it an event is refused (`'queue-full'`, reported). @defaultValue 10000 */
  readonly maxQueued?: number;
  /** Milliseconds one attempt may take. @defaultValue 10000 */
  readonly timeoutMs?: number;
  /** The clock, in milliseconds since the epoch. @defaultValue Date.now */
  readonly now?: () => number;
  /** The jitter's source, in [0, 1). @defaultValue Math.random */
  readonly random?: () => number;
  /** An HTTP client to use instead of node's own with keep-alive connections. @defaultValue none */
  readonly fetch?: typeof fetch;
  /** Receives each event refused, given up or dropped, and each endpoint disabled or not valid. */
  readonly onError?: (failure: WebhookFailure) => void;
}

/** What {@link WebhookNotifier.notify} did with an event. @public */
export type NotifyResult = 'queued' | 'no-endpoint' | 'bad-endpoint' | 'disabled' | 'queue-full' | 'closed';

/** Sends events to each organization's webhook, signed, in order, retried. @public */
export interface WebhookNotifier {
  /** Queues `event` for the organization's endpoint; never throws, never waits. */
  notify(organizationId: string, event: WebhookEvent): NotifyResult;
  /** What happened so far. */
  stats(): WebhookNotifierStats;
  /** Stops: attempts in flight end, no retry is made, events still queued are dropped (reported as `abandoned`). */
  close(): Promise<void>;
}

interface Queued {
  readonly id: string;
  readonly type: WebhookEvent['type'];
  readonly body: string;
  readonly url: string;
  readonly key: Buffer;
}

/**
 * The client webhooks: one in-memory queue per organization, sent one event at a time, in
 * order. Each event gets an id (`msg_` + a UUID, the same on every attempt) and is signed
 * afresh for each attempt in the Standard Webhooks scheme. Any 2xx is delivered; 410 disables
 * the endpoint (its queue is dropped, its later events refused until its URL changes); any
 * other answer, a network fault or the timeout is retried along `schedule`, never sooner than
 * `retry-after`, then given up.
 *
 * @public
 */
export function createWebhookNotifier(options: WebhookNotifierOptions): WebhookNotifier {
  const schedule = options.schedule ?? WEBHOOK_SCHEDULE_MS;
  _checkSchedule(schedule);
  const maxQueued = options.maxQueued ?? 10_000;
  if (!Number.isInteger(maxQueued) || maxQueued < 1) throw new RangeError('maxQueued must be a positive integer');
  const { timeoutMs = 10_000, now = Date.now, random = Math.random, fetch: fetchFn } = options;
  const report = options.onError ?? (() => undefined);
  const counters = _emptyCounters();
  const queues = new Map<string, Queued[]>();
  const disabled = new Map<string, string>();
  const draining = new Set<Promise<void>>();
  const closing = new AbortController();

  /** Tries `item` until it is done with it, or until close() (`stopped`: it stays queued). */
  const deliver = async (organizationId: string, item: Queued): Promise<'delivered' | 'gone' | 'gave-up' | 'stopped'> => {
    for (let attempt = 1; ; attempt++) {
      const headers = _signWithKey(item.key, item.id, now() / 1000, item.body);
      const answer = await _postWebhook(fetchFn, item.url, headers, item.body, timeoutMs);
      if (answer.status >= 200 && answer.status < 300) return 'delivered';
      if (answer.status === 410) return 'gone';
      if (attempt > schedule.length) {
        report({ kind: 'gave-up', organizationId, events: 1, webhookId: item.id, type: item.type, attempts: attempt, reason: answer.reason ?? `HTTP ${answer.status}` });
        return 'gave-up';
      }
      if (closing.signal.aborted) return 'stopped';
      counters.retried++;
      await _sleep(_webhookRetryMs(attempt, schedule, _retryAfterMs(answer.retryAfter, now()), random), closing.signal);
      if (closing.signal.aborted) return 'stopped';
    }
  };
  const drain = async (organizationId: string, queue: Queued[]): Promise<void> => {
    while (queue.length > 0 && !closing.signal.aborted) {
      const item = queue[0] as Queued;
      const outcome = await deliver(organizationId, item);
      if (outcome === 'stopped') return;
      queue.shift();
      if (outcome === 'delivered') counters.delivered++;
      else if (outcome === 'gave-up') counters.gaveUp++;
      else {
        disabled.set(organizationId, item.url);
        const kept = queue.filter((queued) => queued.url !== item.url);
        const events = 1 + queue.length - kept.length;
        queue.splice(0, queue.length, ...kept);
        counters.disabled += events;
        report({ kind: 'disabled', organizationId, events, reason: 'HTTP 410' });
      }
    }
    if (queue.length === 0) queues.delete(organizationId);
  };
  const enqueue = (organizationId: string, item: Queued): void => {
    const queue = queues.get(organizationId);
    if (queue !== undefined) return void queue.push(item);
    const fresh = [item];
    queues.set(organizationId, fresh);
    const running: Promise<void> = drain(organizationId, fresh).finally(() => draining.delete(running));
    draining.add(running);
  };

  return {
    notify(organizationId, event) {
      if (closing.signal.aborted) return 'closed';
      const endpoint = options.endpointOf(organizationId);
      if (endpoint === undefined) return 'no-endpoint';
      const problem = webhookEndpointProblem(endpoint);
      if (problem !== undefined) {
        report({ kind: 'bad-endpoint', organizationId, events: 1, type: event.type, reason: problem });
        return 'bad-endpoint';
      }
      if (disabled.get(organizationId) === endpoint.url) {
        counters.disabled++;
        report({ kind: 'disabled', organizationId, events: 1, type: event.type, reason: 'HTTP 410 earlier' });
        return 'disabled';
      }
      if ((queues.get(organizationId)?.length ?? 0) >= maxQueued) {
        counters.queueFull++;
        report({ kind: 'queue-full', organizationId, events: 1, type: event.type });
        return 'queue-full';
      }
      const payload = { type: event.type, timestamp: new Date(now()).toISOString(), data: event.data } as WebhookPayload;
      enqueue(organizationId, { id: `msg_${randomUUID()}`, type: event.type, body: JSON.stringify(payload), url: endpoint.url, key: _webhookKey(endpoint.secret) });
      return 'queued';
    },
    stats: () => _statsOf(counters, queues),
    async close() {
      closing.abort();
      await Promise.all(draining);
      for (const [organizationId, queue] of queues) {
        counters.abandoned += queue.length;
        report({ kind: 'abandoned', organizationId, events: queue.length });
      }
      queues.clear();
    },
  };
}

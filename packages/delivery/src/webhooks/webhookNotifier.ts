import { randomUUID } from 'node:crypto';
import { _boundedTimer } from '../dispatch/boundedTimer';
import { retryAfterMs } from '@rcs-send/rbm';
import { webhookEndpointProblem, type WebhookEndpoint } from './webhookEndpoint';
import type { WebhookEvent, WebhookPayload } from '@rcs-send/service';
import { _emptyCounters, _statsOf, type WebhookFailure, type WebhookNotifierStats } from './webhookFailure';
import { _postWebhook } from './postWebhook';
import { _WebhookLane, type _LaneEvent } from './webhookLane';
import { _checkSchedule, _webhookRetryMs, WEBHOOK_SCHEDULE_MS } from './webhookSchedule';
import { _signWithKey, _webhookKey } from './webhookSignature';

/** Options of {@link createWebhookNotifier}. @public */
export interface WebhookNotifierOptions {
  /** The endpoint of an organization, or undefined when it has none (its events are not sent). */
  readonly endpointOf: (organizationId: string) => WebhookEndpoint | undefined;
  /** Milliseconds to wait before each retry (±20 % jitter); an event is tried `schedule.length + 1` times. @defaultValue {@link WEBHOOK_SCHEDULE_MS} */
  readonly schedule?: readonly number[];
  /** Events held per endpoint (ready, waiting for a retry, or being sent); past it an event is refused (`'queue-full'`, reported). @defaultValue 10000 */
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

/** Sends events to each organization's webhook, signed, numbered in order, retried without holding back later events. @public */
export interface WebhookNotifier {
  /** Queues `event` for the organization's endpoint; never throws, never waits. */
  notify(organizationId: string, event: WebhookEvent): NotifyResult;
  /** What happened so far. */
  stats(): WebhookNotifierStats;
  /** Stops: attempts in flight end, no retry is made, events still held are dropped (reported as `abandoned`). */
  close(): Promise<void>;
}

/** The next sequence number of an organization: microseconds since the epoch, one more than the last when the clock has not moved past it. */
const nextSequence = (last: number | undefined, nowMs: number): number => Math.max((last ?? 0) + 1, Math.floor(nowMs * 1000));

/**
 * The client webhooks: one in-memory lane per organization, one attempt at a time. Each event
 * gets an id (`msg_` + a UUID, the same on every attempt) and a `sequence` that grows with every
 * event of the organization, and is signed afresh for each attempt in the Standard Webhooks
 * scheme. Any 2xx is delivered; 410 disables the endpoint (its events are dropped, its later
 * events refused until its URL changes); any other answer, a network fault or the timeout is
 * retried along `schedule`, never sooner than `retry-after`, then given up. A retry waits on its
 * own: the events after it are sent meanwhile, so a refused event holds back no other.
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
  const lanes = new Map<string, _WebhookLane>();
  const sequences = new Map<string, number>();
  const disabled = new Map<string, string>();
  const draining = new Set<Promise<void>>();
  const closing = new AbortController();

  /** Makes one attempt of `event` and settles what follows: done, disabled, given up, or a retry waiting on its own. */
  const attempt = async (organizationId: string, lane: _WebhookLane, event: _LaneEvent): Promise<void> => {
    const headers = _signWithKey(event.key, event.id, now() / 1000, event.body);
    const answer = await _postWebhook(fetchFn, event.url, headers, event.body, timeoutMs);
    if (answer.status >= 200 && answer.status < 300) return void counters.delivered++;
    if (answer.status === 410) {
      disabled.set(organizationId, event.url);
      const events = 1 + lane.dropUrl(event.url);
      counters.disabled += events;
      return report({ kind: 'disabled', organizationId, events, reason: 'HTTP 410' });
    }
    if (event.attempt > schedule.length) {
      counters.gaveUp++;
      return report({ kind: 'gave-up', organizationId, events: 1, webhookId: event.id, type: event.type, attempts: event.attempt, reason: answer.reason ?? `HTTP ${answer.status}` });
    }
    if (closing.signal.aborted) return void lane.ready.unshift(event);
    counters.retried++;
    const waitMs = _webhookRetryMs(event.attempt, schedule, retryAfterMs(answer.retryAfter, now()), random);
    event.attempt++;
    lane.wait(event, (ready) => _boundedTimer(waitMs, ready), () => start(organizationId, lane));
  };
  const drain = async (organizationId: string, lane: _WebhookLane): Promise<void> => {
    for (let event = lane.ready.shift(); event !== undefined; event = closing.signal.aborted ? undefined : lane.ready.shift()) {
      lane.inFlight = event;
      await attempt(organizationId, lane, event);
      lane.inFlight = undefined;
    }
    if (lane.size === 0 && !closing.signal.aborted) lanes.delete(organizationId);
  };
  /** Sends the lane's ready events unless it is already doing so. */
  const start = (organizationId: string, lane: _WebhookLane): void => {
    if (lane.inFlight !== undefined || closing.signal.aborted) return;
    const running: Promise<void> = drain(organizationId, lane).finally(() => draining.delete(running));
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
      const lane = lanes.get(organizationId) ?? new _WebhookLane();
      if (lane.size >= maxQueued) {
        counters.queueFull++;
        report({ kind: 'queue-full', organizationId, events: 1, type: event.type });
        return 'queue-full';
      }
      const nowMs = now();
      const sequence = nextSequence(sequences.get(organizationId), nowMs);
      sequences.set(organizationId, sequence);
      const payload = { type: event.type, timestamp: new Date(nowMs).toISOString(), sequence, data: event.data } as WebhookPayload;
      lanes.set(organizationId, lane);
      lane.ready.push({ id: `msg_${randomUUID()}`, type: event.type, body: JSON.stringify(payload), url: endpoint.url, key: _webhookKey(endpoint.secret), attempt: 1 });
      start(organizationId, lane);
      return 'queued';
    },
    stats: () => _statsOf(counters, [...lanes.values()].reduce((held, lane) => held + lane.size, 0)),
    async close() {
      closing.abort();
      await Promise.all(draining);
      for (const [organizationId, lane] of lanes) {
        const events = lane.dropAll();
        if (events === 0) continue;
        counters.abandoned += events;
        report({ kind: 'abandoned', organizationId, events });
      }
      lanes.clear();
    },
  };
}

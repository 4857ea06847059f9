import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceResponse } from '@rcs-send/service';

/** What a request was for: the metrics' `route` label, one of a few values. @internal */
export type _Route = 'send' | 'status' | 'capabilities' | 'feed' | 'list' | 'preflight' | 'events' | 'healthz' | 'readyz' | 'playground' | 'other';

/** The server's Prometheus metrics; every label is a route, a status, a code or a port name (bounded, never a key or content). @internal */
export interface _ServerMetrics {
  /** The registry to scrape. */
  readonly registry: Registry;
  /** Counts one answered request of `route` and its latency. */
  request(route: _Route, response: ServiceResponse, seconds: number): void;
  /** Counts an error a port (or the service itself) threw. */
  portError(port: string): void;
  /** Counts a connection answered (or cut) for a malformed, too large or too slow request. */
  connectionError(code: string): void;
  /** Counts `count` messages of an organization by usage outcome (accepted, rejected, sent, delivered, failed, expired), or `count` SMS segments (`smsSegments`). */
  usage(organizationId: string, outcome: string, count: number): void;
  /** Reads, at each scrape, the transactions the database committed and the messages they stored. */
  watchDatabase(stats: () => { readonly commits: number; readonly messages: number }): void;
  /** Reads, at each scrape, the webhook deliveries each organization has queued in the store and the age of its oldest event, in seconds. */
  watchWebhooks(backlogs: () => Promise<readonly _WebhookBacklog[]>): void;
}

/** What an organization's webhook has yet to deliver, as the metrics show it. @internal */
export interface _WebhookBacklog {
  /** The organization. */
  readonly organizationId: string;
  /** Deliveries queued. */
  readonly pending: number;
  /** Seconds since the oldest of their events was written (0 when none is queued). */
  readonly oldestSeconds: number;
}

/** Latency buckets in seconds, from a cached answer to a send that waits for Redis. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const NONE = 'none';

/**
 * A fresh registry with the server's metrics and Node's process metrics (CPU, memory, event
 * loop). `byOrganization` adds the organization's id as a label of the usage counter: one
 * series per organization and outcome, so only where the operator knows their number is bounded.
 *
 * @internal
 */
export function _createServerMetrics(byOrganization = false): _ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'rcs_send_http_requests_total', help: 'HTTP requests answered, by route, status and error code (none for a success).', labelNames: ['route', 'status', 'code'], registers });
  const latency = new Histogram({ name: 'rcs_send_http_request_duration_seconds', help: 'Seconds from a request to its response, by route.', labelNames: ['route'], buckets: BUCKETS, registers });
  const messages = new Counter({ name: 'rcs_send_messages_total', help: 'Messages answered in 200 and 202 bodies (not replays), by outcome (accepted, rejected) and error code.', labelNames: ['outcome', 'code'], registers });
  const balance = new Counter({ name: 'rcs_send_balance_refusals_total', help: 'Requests refused with 402 INSUFFICIENT_BALANCE.', registers });
  const rateLimit = new Counter({ name: 'rcs_send_rate_limit_refusals_total', help: 'Requests refused with 429 RATE_LIMITED.', registers });
  const portErrors = new Counter({ name: 'rcs_send_port_errors_total', help: 'Errors thrown by a port (or the service itself), by port.', labelNames: ['port'], registers });
  const usage = new Counter({ name: 'rcs_send_usage_messages_total', help: 'Messages by usage outcome (accepted, rejected, sent, delivered, failed, expired), and by organization when the operator turned that label on.', labelNames: byOrganization ? ['outcome', 'organization'] : ['outcome'], registers });
  const smsSegments = new Counter({ name: 'rcs_send_sms_segments_total', help: 'SMS segments sent by the fallback (each costs one unit), and by organization when the operator turned that label on.', labelNames: byOrganization ? ['organization'] : [], registers });
  const connections = new Counter({ name: 'rcs_send_connection_errors_total', help: 'Connections answered and closed for malformed HTTP, headers too large or a request too slow, by code.', labelNames: ['code'], registers });
  return {
    registry,
    request(route, response, seconds) {
      const code = response.body.error?.code ?? NONE;
      requests.inc({ route, status: String(response.status), code });
      latency.observe({ route }, seconds);
      if (code === 'INSUFFICIENT_BALANCE') balance.inc();
      if (code === 'RATE_LIMITED') rateLimit.inc();
      if (response.headers['idempotent-replayed'] === 'true') return; // its messages were counted the first time
      for (const outcome of response.body.messages ?? []) {
        if (outcome.status === 'ACCEPTED') messages.inc({ outcome: 'accepted', code: NONE });
        else messages.inc({ outcome: 'rejected', code: outcome.error.code });
      }
    },
    portError(port) {
      portErrors.inc({ port });
    },
    usage(organizationId, outcome, count) {
      if (count <= 0) return;
      const organization = byOrganization ? { organization: organizationId } : {};
      if (outcome === 'smsSegments') smsSegments.inc(organization, count);
      else usage.inc({ outcome, ...organization }, count);
    },
    connectionError(code) {
      connections.inc({ code });
    },
    watchDatabase(stats) {
      const counted = (name: string, help: string, read: () => number): Counter =>
        new Counter({
          name,
          help,
          registers,
          collect() {
            this.reset();
            this.inc(read());
          },
        });
      counted('rcs_send_database_commits_total', 'Transactions the database committed (group commits: one fsync each).', () => stats().commits);
      counted('rcs_send_database_stored_messages_total', 'Accepted messages the database stored, by those transactions.', () => stats().messages);
    },
    watchWebhooks(backlogs) {
      let read: Promise<readonly _WebhookBacklog[]> | undefined; // one read of the store per scrape, shared by both gauges
      const current = (): Promise<readonly _WebhookBacklog[]> => (read ??= backlogs().finally(() => setImmediate(() => (read = undefined))));
      const labels = byOrganization ? ['organization'] : [];
      const gauge = (name: string, help: string, value: (backlog: _WebhookBacklog) => number, combine: (a: number, b: number) => number): Gauge =>
        new Gauge({
          name,
          help,
          labelNames: labels,
          registers,
          async collect() {
            this.reset();
            const all = await current();
            if (byOrganization) for (const backlog of all) this.set({ organization: backlog.organizationId }, value(backlog));
            else this.set(all.reduce((sum, backlog) => combine(sum, value(backlog)), 0));
          },
        });
      gauge('rcs_send_webhook_backlog', 'Webhook deliveries queued in the store (due, leased or waiting for a retry), by organization when the operator turned that label on.', (backlog) => backlog.pending, (a, b) => a + b);
      gauge('rcs_send_webhook_oldest_seconds', 'Seconds since the oldest event with a queued webhook delivery was written (the oldest of all organizations unless by organization).', (backlog) => backlog.oldestSeconds, Math.max);
    },
  };
}

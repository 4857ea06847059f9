// The reference server's Prometheus metrics, scraped over real HTTP from their own loopback
// port and parsed: requests by route, status and code, latency, messages by outcome and code,
// balance and rate-limit refusals, port errors and connection errors, never a key, an
// organization or content in a label.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RunningServer } from '@rcs-send/server';
import type { SubmitPort } from '@rcs-send/service';
import { post } from './support/client';
import { API_KEY, ORG_ID, OTHER_API_KEY, SECRET_TEXT, SENDER, WRONG_KEY, recipient, request, textMessage } from './support/fixtures';
import { exchange } from './support/rawSocket';

/** The recipient whose messages the submit port refuses. */
const REFUSED_TO = recipient(99);

/** The samples of a Prometheus text exposition, by `name{label="value",...}` with labels sorted. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) continue;
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => `${name}="${value}"`).sort();
    out.set(`${match[1]}{${labels.join(',')}}`, Number(match[3]));
  }
  return out;
}

let directory: string;
let server: RunningServer;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-metrics-'));
  const { config } = loadServerConfig({ env: { RCS_SEND_PORT: '0', RCS_SEND_METRICS_PORT: '0' } });
  const submit: SubmitPort = { submit: async (message) => (message.message.to === REFUSED_TO ? Promise.reject(new Error(`refused ${SECRET_TEXT}`)) : undefined) };
  server = await startServer({
    config: {
      ...config,
      database: join(directory, 'rcs-send.db'),
      apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }, { apiKey: OTHER_API_KEY, principalId: 'beta' }],
      organizations: [{ id: ORG_ID, members: ['acme', 'beta'], senders: [SENDER], balance: 3 }],
      rateLimit: { requestsPerSecond: 1, burst: 3 },
    },
    ports: { submit },
    playground: false,
    log: () => undefined,
  });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the metrics of the reference server', () => {
  it('should serve them on their own loopback port only when metricsPort is set', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl ?? '').port).not.toBe(String(server.port));
    expect((await fetch(server.url.replace('/v1.2/rcs/send', '/metrics'))).status).toBe(404);
    const { config } = loadServerConfig({ env: { RCS_SEND_PORT: '0' } });
    const plain = await startServer({ config: { ...config, database: join(directory, 'plain.db') }, playground: false, log: () => undefined });
    expect(plain.metricsUrl).toBeUndefined();
    await plain.close();
  });

  it('should count the transactions of its database and the messages they stored', async () => {
    const { config } = loadServerConfig({ env: { RCS_SEND_PORT: '0', RCS_SEND_METRICS_PORT: '0', RCS_SEND_RATE_LIMIT: '0' } });
    const tenant = { apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 10 }] };
    const stored = await startServer({ config: { ...config, ...tenant, database: join(directory, 'stored.db') }, playground: false, log: () => undefined });
    try {
      const replies = await Promise.all([0, 2, 4].map((n) => post(stored.url, request([textMessage(n), textMessage(n + 1)]))));
      expect(replies.map((reply) => reply.status)).toEqual([202, 202, 202]);
      const metrics = samples(await (await fetch(stored.metricsUrl ?? '')).text());
      expect(metrics.get('rcs_send_database_stored_messages_total{}')).toBe(6);
      const commits = metrics.get('rcs_send_database_commits_total{}') ?? 0;
      expect(commits).toBeGreaterThanOrEqual(1);
      expect(commits).toBeLessThanOrEqual(3); // the messages of one request share a transaction
    } finally {
      await stored.close();
    }
  });

  it('should count requests, messages, refusals, port and connection errors by status and code only', async () => {
    const statuses = [
      (await post(server.url, request([textMessage(1, SECRET_TEXT)]))).status, // 202, balance 2
      (await post(server.url, request([textMessage(2), { ...textMessage(3), to: '12' }]))).status, // 200, balance 1
      (await post(server.url, request([textMessage(4), textMessage(5)]))).status, // 402
      (await post(server.url, request([textMessage(6)]))).status, // 429: the burst of 3 is spent
      (await post(server.url, request([textMessage(7)]), { key: WRONG_KEY })).status, // 401
      (await post(server.url, request([{ ...textMessage(8), to: REFUSED_TO }]), { key: OTHER_API_KEY })).status, // 500 SUBMIT_FAILED
    ];
    expect(statuses).toEqual([202, 200, 402, 429, 401, 500]);
    await exchange(server.port, ['POST /v1.2/rcs/send HTTP/1.1\r\nContent-Length: abc\r\n\r\n']);
    await fetch(server.url.replace('/v1.2/rcs/send', '/healthz'));

    const scrape = await fetch(server.metricsUrl ?? '');
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const metrics = samples(text);
    const send = (status: number, code: string): number | undefined => metrics.get(`rcs_send_http_requests_total{code="${code}",route="send",status="${status}"}`);
    expect([send(202, 'none'), send(200, 'none'), send(402, 'INSUFFICIENT_BALANCE'), send(429, 'RATE_LIMITED'), send(401, 'UNAUTHENTICATED'), send(500, 'SUBMIT_FAILED')]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(metrics.get('rcs_send_http_requests_total{code="none",route="healthz",status="200"}')).toBe(1);
    expect(metrics.get('rcs_send_http_request_duration_seconds_count{route="send"}')).toBe(6);
    expect(metrics.get('rcs_send_http_request_duration_seconds_bucket{le="+Inf",route="send"}')).toBe(6);
    expect(metrics.get('rcs_send_messages_total{code="none",outcome="accepted"}')).toBe(2);
    expect(metrics.get('rcs_send_messages_total{code="TO_INVALID_LENGTH",outcome="rejected"}')).toBe(1);
    expect(metrics.get('rcs_send_balance_refusals_total{}')).toBe(1);
    expect(metrics.get('rcs_send_rate_limit_refusals_total{}')).toBe(1);
    expect(metrics.get('rcs_send_port_errors_total{port="submit"}')).toBe(1);
    expect(metrics.get('rcs_send_connection_errors_total{code="MALFORMED_HTTP"}')).toBe(1);
    expect(metrics.has('process_cpu_user_seconds_total{}')).toBe(true);
    expect([metrics.get('rcs_send_database_commits_total{}'), metrics.get('rcs_send_database_stored_messages_total{}')]).toEqual([0, 0]); // the submit given in `ports` replaced the database's
    for (const secret of [API_KEY, OTHER_API_KEY, WRONG_KEY, ORG_ID, SECRET_TEXT, recipient(1), REFUSED_TO, 'acme', 'beta']) expect(text).not.toContain(secret);
  });
});

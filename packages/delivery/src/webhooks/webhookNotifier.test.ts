import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '@rcs-send/service';
import type { WebhookFailure } from './webhookFailure';
import { createWebhookNotifier, type WebhookNotifierOptions } from './webhookNotifier';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const ORG = 'org-1';
const URL_1 = 'http://127.0.0.1:9/hook';
const status = (id: string): WebhookEvent => ({ type: 'message.status', data: { id, state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS', history: [{ state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }] } });

interface Call {
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly at: number;
}

/** A notifier whose fetch answers with `answers` in turn (the last one from then on), and what it was sent. */
function setUp(answers: (number | (() => Promise<Response>))[], options: Partial<WebhookNotifierOptions> = {}) {
  const calls: Call[] = [];
  const failures: WebhookFailure[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push({ headers: init.headers as Record<string, string>, body: init.body as string, at: Date.now() });
    const answer = answers[Math.min(calls.length, answers.length) - 1] ?? 200;
    return typeof answer === 'number' ? new Response(null, { status: answer }) : answer();
  }) as typeof globalThis.fetch;
  const notifier = createWebhookNotifier({ endpointOf: (id) => (id === ORG ? { url: URL_1, secret: SECRET } : undefined), schedule: [1, 1], random: () => 0.5, fetch, onError: (failure) => failures.push(failure), ...options });
  return { notifier, calls, failures };
}

/** A fetch that never answers: it rejects only when its signal aborts, as fetch does. */
const hanging = ((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)))) as typeof globalThis.fetch;

const until = async (done: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('createWebhookNotifier', () => {
  it('should POST { type, timestamp, sequence, data } signed so that standardwebhooks verifies it', async () => {
    const { notifier, calls } = setUp([204]);
    expect(notifier.notify(ORG, status('m1'))).toBe('queued');
    await until(() => notifier.stats().delivered === 1);
    const [call] = calls;
    const payload = new Webhook(SECRET).verify(call?.body ?? '', call?.headers ?? {}) as Record<string, unknown>;
    expect(payload).toEqual({ type: 'message.status', timestamp: expect.stringMatching(/Z$/), sequence: expect.any(Number), data: status('m1').data });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    await notifier.close();
  });

  it('should retry a 500 with the same webhook-id and body, then count it delivered', async () => {
    const { notifier, calls } = setUp([500, 503, 200]);
    notifier.notify(ORG, status('m1'));
    await until(() => notifier.stats().delivered === 1);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.headers['webhook-id'])).size).toBe(1);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    expect(notifier.stats()).toMatchObject({ delivered: 1, retried: 2, gaveUp: 0, queued: 0 });
    await notifier.close();
  });

  it('should give an event up after schedule.length + 1 attempts, report it, and send the next meanwhile', async () => {
    const { notifier, calls, failures } = setUp([500, 200, 500, 500]);
    notifier.notify(ORG, status('m1'));
    notifier.notify(ORG, status('m2'));
    await until(() => notifier.stats().gaveUp === 1);
    expect(calls.map((call) => (JSON.parse(call.body) as { data: { id: string } }).data.id)).toEqual(['m1', 'm2', 'm1', 'm1']);
    expect(failures).toEqual([{ kind: 'gave-up', organizationId: ORG, events: 1, webhookId: calls[0]?.headers['webhook-id'], type: 'message.status', attempts: 3, reason: 'HTTP 500' }]);
    expect(notifier.stats()).toMatchObject({ gaveUp: 1, delivered: 1 });
    await notifier.close();
  });

  it('should honour retry-after over a shorter schedule', async () => {
    const { notifier, calls } = setUp([() => Promise.resolve(new Response(null, { status: 429, headers: { 'retry-after': '1' } })), 200]);
    notifier.notify(ORG, status('m1'));
    await until(() => notifier.stats().delivered === 1);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(990);
    await notifier.close();
  });

  it('should disable the endpoint on 410: the queue dropped and reported, later events refused and reported until its URL changes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<Response>((resolve) => (release = () => resolve(new Response(null, { status: 410 }))));
    let url = URL_1;
    const { notifier, calls, failures } = setUp([() => held, 200], { endpointOf: () => ({ url, secret: SECRET }) });
    notifier.notify(ORG, status('m1'));
    notifier.notify(ORG, status('m2'));
    release();
    await until(() => failures.length > 0);
    expect(failures).toEqual([{ kind: 'disabled', organizationId: ORG, events: 2, reason: 'HTTP 410' }]);
    expect(notifier.notify(ORG, status('m3'))).toBe('disabled');
    expect(failures[1]).toEqual({ kind: 'disabled', organizationId: ORG, events: 1, type: 'message.status', reason: 'HTTP 410 earlier' }); // each later event dropped is reported, never with its URL
    expect(calls).toHaveLength(1);
    expect(notifier.stats()).toMatchObject({ disabled: 3, queued: 0 });
    url = 'http://127.0.0.1:9/moved';
    expect(notifier.notify(ORG, status('m4'))).toBe('queued');
    await until(() => notifier.stats().delivered === 1);
    expect(calls).toHaveLength(2);
    await notifier.close();
  });

  it('should refuse past maxQueued events per endpoint, counting and reporting each', async () => {
    const { notifier, failures } = setUp([], { fetch: hanging, maxQueued: 2, timeoutMs: 50 });
    expect([1, 2, 3].map((n) => notifier.notify(ORG, status(`m${n}`)))).toEqual(['queued', 'queued', 'queue-full']);
    expect(failures).toEqual([{ kind: 'queue-full', organizationId: ORG, events: 1, type: 'message.status' }]);
    expect(notifier.stats()).toMatchObject({ queueFull: 1, queued: 2 });
    await notifier.close();
  });

  it('should abandon an attempt at timeoutMs and retry it', async () => {
    const { notifier, failures } = setUp([], { fetch: hanging, timeoutMs: 30, schedule: [1] });
    notifier.notify(ORG, status('m1'));
    await until(() => failures.length > 0);
    expect(failures[0]).toMatchObject({ kind: 'gave-up', attempts: 2, reason: 'timeout' });
    await notifier.close();
  });

  it('should send through the node HTTP client when no fetch is given, and name a refused connection', async () => {
    const failures: WebhookFailure[] = [];
    const notifier = createWebhookNotifier({ endpointOf: () => ({ url: URL_1, secret: SECRET }), schedule: [], onError: (failure) => failures.push(failure) });
    notifier.notify(ORG, status('m1'));
    await until(() => failures.length > 0);
    expect(failures).toEqual([{ kind: 'gave-up', organizationId: ORG, events: 1, webhookId: expect.stringMatching(/^msg_/), type: 'message.status', attempts: 1, reason: 'ECONNREFUSED' }]);
    await notifier.close();
  });

  it('should let an attempt in flight end on close, then report what was still queued', async () => {
    const { notifier, failures } = setUp([() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(null, { status: 200 })), 50))]);
    notifier.notify(ORG, status('m1'));
    notifier.notify(ORG, status('m2'));
    await notifier.close();
    expect(notifier.stats()).toMatchObject({ delivered: 1, abandoned: 1, queued: 0 });
    expect(failures).toEqual([{ kind: 'abandoned', organizationId: ORG, events: 1 }]);
    expect(notifier.notify(ORG, status('m3'))).toBe('closed');
  });

  it('should not wait for a retry on close: the event waiting for it is abandoned', async () => {
    const { notifier, calls, failures } = setUp([500], { schedule: [3_600_000] });
    notifier.notify(ORG, status('m1'));
    await until(() => notifier.stats().retried === 1);
    const started = Date.now();
    await notifier.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toHaveLength(1);
    expect(failures).toEqual([{ kind: 'abandoned', organizationId: ORG, events: 1 }]);
  });

  it('should not send for an organization without an endpoint, and report a bad endpoint without its secret', () => {
    const { notifier, calls, failures } = setUp([200], { endpointOf: (id) => (id === 'bad' ? { url: 'ftp://example.com/', secret: SECRET } : undefined) });
    expect(notifier.notify('none', status('m1'))).toBe('no-endpoint');
    expect(notifier.notify('bad', status('m1'))).toBe('bad-endpoint');
    expect(failures).toEqual([{ kind: 'bad-endpoint', organizationId: 'bad', events: 1, type: 'message.status', reason: 'url must be an absolute http or https URL' }]);
    expect(calls).toHaveLength(0);
  });

  it('should refuse a schedule or a maxQueued it cannot follow', () => {
    expect(() => setUp([], { schedule: [-1] })).toThrow(RangeError);
    expect(() => setUp([], { maxQueued: 0 })).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEvent, WebhookPayload } from '@rcs-send/service';
import type { WebhookFailure } from './webhookFailure';
import { createWebhookNotifier, type WebhookNotifierOptions } from './webhookNotifier';
import { WEBHOOK_SCHEDULE_MS } from './webhookSchedule';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const ORG = 'org-1';
const status = (id: string): WebhookEvent => ({ type: 'message.status', data: { id, state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS', history: [{ state: 'SENT', at: '2026-01-01T00:00:01.000Z', channel: 'RCS' }] } });
const MINUTE = 60_000;

/** A receiver that answers each event by its message id (`refuse` ids get `refusal`, the rest 200), and what reached it, in order. */
function receiver(refuse: ReadonlySet<string>, refusal = 500) {
  const arrivals: { readonly id: string; readonly at: number; readonly payload: WebhookPayload }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const payload = JSON.parse(init.body as string) as WebhookPayload;
    const id = (payload.data as { id: string }).id;
    arrivals.push({ id, at: Date.now(), payload });
    return new Response(null, { status: refuse.has(id) ? refusal : 200 });
  }) as typeof globalThis.fetch;
  return { fetch, arrivals, delivered: () => arrivals.filter((arrival) => !refuse.has(arrival.id)).map((arrival) => arrival.id) };
}

function notifierFor(fetch: typeof globalThis.fetch, options: Partial<WebhookNotifierOptions> = {}) {
  const failures: WebhookFailure[] = [];
  const notifier = createWebhookNotifier({ endpointOf: () => ({ url: 'http://127.0.0.1:9/hook', secret: SECRET }), random: () => 0.5, fetch, onError: (failure) => failures.push(failure), ...options });
  return { notifier, failures };
}

describe('createWebhookNotifier: one refused event holds back no other', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('should send the events after a refused one at once, while the refused one waits for its retries', async () => {
    // Arrange: the default schedule (5 s, 30 s, 2 min, 10 min, 30 min, 1 h)
    const { fetch, arrivals, delivered } = receiver(new Set(['m1']));
    const { notifier, failures } = notifierFor(fetch);
    // Act
    for (const id of ['m1', 'm2', 'm3']) notifier.notify(ORG, status(id));
    await vi.advanceTimersByTimeAsync(0);
    // Assert: m2 and m3 arrived with no time passing, m1 was tried once
    expect(delivered()).toEqual(['m2', 'm3']);
    expect(arrivals.filter((arrival) => arrival.id === 'm1')).toHaveLength(1);
    // An event notified during m1's retries arrives at once too
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    notifier.notify(ORG, status('m4'));
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered()).toEqual(['m2', 'm3', 'm4']);
    expect(arrivals.at(-1)?.at).toBe(Date.now());
    // m1 is given up after its own 7 attempts, and only then
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE);
    expect(arrivals.filter((arrival) => arrival.id === 'm1')).toHaveLength(WEBHOOK_SCHEDULE_MS.length + 1);
    expect(failures).toEqual([expect.objectContaining({ kind: 'gave-up', attempts: WEBHOOK_SCHEDULE_MS.length + 1 })]);
    expect(notifier.stats()).toMatchObject({ delivered: 3, gaveUp: 1, queued: 0 });
    await notifier.close();
  });

  it('should number every event of an organization in the order it was notified, the same number on every attempt', async () => {
    const { fetch, arrivals } = receiver(new Set(['m2']));
    const { notifier } = notifierFor(fetch, { schedule: [1_000] });
    for (const id of ['m1', 'm2', 'm3']) notifier.notify(ORG, status(id));
    await vi.advanceTimersByTimeAsync(2_000);
    // m2's retry arrives last, and says where it belongs
    expect(arrivals.map((arrival) => arrival.id)).toEqual(['m1', 'm2', 'm3', 'm2']);
    const sequenceOf = (id: string): number[] => arrivals.filter((arrival) => arrival.id === id).map((arrival) => arrival.payload.sequence);
    const [first] = sequenceOf('m1');
    expect(sequenceOf('m2')).toEqual([(first ?? 0) + 1, (first ?? 0) + 1]);
    expect(sequenceOf('m3')).toEqual([(first ?? 0) + 2]);
    await notifier.close();
  });

  it('should keep sequence numbers growing whatever the clock does (frozen, jumping back)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 4_000_000_000_000 }), { minLength: 1, maxLength: 20 }), async (clock) => {
        const { fetch, arrivals } = receiver(new Set());
        let tick = 0;
        const { notifier } = notifierFor(fetch, { now: () => clock[tick] ?? 0 });
        for (tick = 0; tick < clock.length; tick++) notifier.notify(ORG, status(`m${tick}`));
        await vi.advanceTimersByTimeAsync(0);
        const sequences = clock.map((_, i) => arrivals.find((arrival) => arrival.id === `m${i}`)?.payload.sequence ?? NaN);
        expect(sequences.every((sequence, i) => Number.isSafeInteger(sequence) && (i === 0 || sequence > (sequences[i - 1] ?? 0)))).toBe(true);
        await notifier.close();
      }),
      { numRuns: 100 },
    );
  });

  it('should count retries waiting for their time in maxQueued', async () => {
    const { fetch } = receiver(new Set(['m1', 'm2', 'm3']));
    const { notifier } = notifierFor(fetch, { maxQueued: 2, schedule: [60 * MINUTE] });
    expect(notifier.notify(ORG, status('m1'))).toBe('queued');
    expect(notifier.notify(ORG, status('m2'))).toBe('queued');
    await vi.advanceTimersByTimeAsync(0);
    expect(notifier.stats()).toMatchObject({ retried: 2, queued: 2 });
    expect(notifier.notify(ORG, status('m3'))).toBe('queue-full');
    await notifier.close();
  });

  it('should drop the retries waiting for an endpoint that answers 410, and never try them again', async () => {
    let gone = false;
    const calls: string[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      calls.push((JSON.parse(init.body as string) as { data: { id: string } }).data.id);
      return new Response(null, { status: gone ? 410 : 500 });
    }) as typeof globalThis.fetch;
    const { notifier, failures } = notifierFor(fetch, { schedule: [MINUTE] });
    notifier.notify(ORG, status('m1'));
    await vi.advanceTimersByTimeAsync(0);
    gone = true;
    notifier.notify(ORG, status('m2'));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls).toEqual(['m1', 'm2']);
    expect(failures).toEqual([{ kind: 'disabled', organizationId: ORG, events: 2, reason: 'HTTP 410' }]);
    expect(notifier.stats()).toMatchObject({ disabled: 2, queued: 0 });
    await notifier.close();
  });

  it('should abandon on close the retries still waiting, without waiting for them', async () => {
    const { fetch, arrivals } = receiver(new Set(['m1']));
    const { notifier, failures } = notifierFor(fetch);
    notifier.notify(ORG, status('m1'));
    notifier.notify(ORG, status('m2'));
    await vi.advanceTimersByTimeAsync(0);
    await notifier.close();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(arrivals.map((arrival) => arrival.id)).toEqual(['m1', 'm2']);
    expect(failures).toEqual([{ kind: 'abandoned', organizationId: ORG, events: 1 }]);
    expect(notifier.stats()).toMatchObject({ delivered: 1, abandoned: 1, queued: 0 });
  });
});

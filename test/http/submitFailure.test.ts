// A submit port that fails loses nothing: what it took is reported accepted, what it did not
// is reported rejected (or the request fails whole) and its balance is released.
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError, createMemorySubmitPort, type SubmitPort } from '@rcs-send/service';
import { post } from './support/client';
import { ORG_ID, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

/** A submit port that takes the first `takes` messages, then throws `error` for every other. */
function failingAfter(takes: number, error: unknown): SubmitPort & { taken: string[] } {
  const inner = createMemorySubmitPort();
  const taken: string[] = [];
  return {
    taken,
    async submit(message) {
      if (taken.length >= takes) throw error;
      taken.push(message.id);
      await inner.submit(message);
    },
  };
}

describe.each(HOSTS)('a failing submit port on %s', (kind) => {
  let host: RunningHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('should report the messages taken before the failure accepted and the rest rejected, releasing their balance', async () => {
    const submit = failingAfter(2, new Error('broker connection reset: secret-internal'));
    const ports = { ...testPorts(10), submit };
    host = await startHost(kind, testService(ports));
    const reply = await post(host.url, request([textMessage(0), textMessage(1), textMessage(2), textMessage(3), textMessage(4)]));
    expect(reply.status).toBe(200);
    const statuses = reply.body.messages.map((message: { status: string }) => message.status);
    expect(statuses.filter((status: string) => status === 'ACCEPTED')).toHaveLength(2);
    const ids = reply.body.messages.filter((message: { status: string }) => message.status === 'ACCEPTED').map((message: { id: string }) => message.id);
    expect(ids.sort()).toEqual([...submit.taken].sort());
    for (const message of reply.body.messages.filter((m: { status: string }) => m.status === 'REJECTED')) {
      expect(message.error).toEqual({ code: 'SUBMIT_FAILED', param: `messages[${message.index}]`, description: expect.any(String) });
    }
    expect(ports.balance.balanceOf(ORG_ID)).toBe(8);
    expect(reply.text).not.toContain('secret-internal');
  });

  it('should answer 500 SUBMIT_FAILED and release the whole reservation when nothing was taken', async () => {
    const ports = { ...testPorts(10), submit: failingAfter(0, new Error('disk full')) };
    host = await startHost(kind, testService(ports));
    const reply = await post(host.url, request([textMessage(0), textMessage(1)]));
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ error: { code: 'SUBMIT_FAILED', param: '', description: expect.any(String) }, messages: null });
    expect(ports.balance.balanceOf(ORG_ID)).toBe(10);
  });

  it('should answer 503 with Retry-After when the submit port is unavailable, charging nothing', async () => {
    const ports = { ...testPorts(10), submit: failingAfter(0, new ServiceUnavailableError('queue down', 30)) };
    host = await startHost(kind, testService(ports));
    const reply = await post(host.url, request([textMessage(0)]));
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('30');
    expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(ports.balance.balanceOf(ORG_ID)).toBe(10);
  });

  it('should answer 500 and charge nothing when the balance port throws', async () => {
    const base = testPorts(10);
    const ports = { ...base, balance: { ...base.balance, reserve: () => Promise.reject(new Error('ledger timeout')) } };
    host = await startHost(kind, testService(ports));
    const reply = await post(host.url, request([textMessage(0)]));
    expect(reply.status).toBe(500);
    expect(reply.body.error.code).toBe('INTERNAL_ERROR');
    expect(base.submit.submitted).toHaveLength(0);
  });
});

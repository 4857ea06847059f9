// Idempotency-Key: a retry with the same key and body gets the first response without a second
// submission; the same key with another body is 422; while the first runs, 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitPort } from '@rcs-send/service';
import { post } from './support/client';
import { ORG_ID, OTHER_API_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

describe.each(HOSTS)('Idempotency-Key on %s', (kind) => {
  let host: RunningHost;
  const ports = testPorts(100);
  let release: () => void = () => undefined;
  let slowTaken = 0;
  const slowSubmit: SubmitPort = {
    submit: () =>
      new Promise<void>((resolve) => {
        release = () => {
          slowTaken += 1;
          resolve();
        };
      }),
  };
  let slow: RunningHost;

  beforeAll(async () => {
    host = await startHost(kind, testService(ports));
    slow = await startHost(kind, testService({ ...testPorts(100), submit: slowSubmit }));
  });
  afterAll(async () => {
    await Promise.all([host.close(), slow.close()]);
  });

  it('should replay the first response to a retry, without submitting or charging again', async () => {
    const body = request([textMessage(0), textMessage(1)]);
    const headers = { 'idempotency-key': `order-${kind}-1` };
    const first = await post(host.url, body, { headers });
    const before = { submitted: ports.submit.submitted.length, balance: ports.balance.balanceOf(ORG_ID) };
    const retry = await post(host.url, body, { headers });
    expect(first.status).toBe(202);
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(ports.submit.submitted.length).toBe(before.submitted);
    expect(ports.balance.balanceOf(ORG_ID)).toBe(before.balance);
  });

  it('should answer 422 IDEMPOTENCY_KEY_REUSED to the same key with another body', async () => {
    const headers = { 'idempotency-key': `order-${kind}-2` };
    expect((await post(host.url, request([textMessage(2)]), { headers })).status).toBe(202);
    const reply = await post(host.url, request([textMessage(3)]), { headers });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', param: '', description: expect.any(String) }, messages: null });
  });

  it('should take the same JSON written otherwise for another body: 422', async () => {
    const headers = { 'idempotency-key': `order-${kind}-reindented` };
    const body = request([textMessage(4)]);
    expect((await post(host.url, JSON.stringify(body), { headers })).status).toBe(202);
    expect((await post(host.url, JSON.stringify(body, null, 2), { headers })).body).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('should answer 409 with Retry-After while the first request with the key is running', async () => {
    const headers = { 'idempotency-key': `order-${kind}-3` };
    const body = request([textMessage(4)]);
    const first = post(slow.url, body, { headers });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const concurrent = await post(slow.url, body, { headers });
    expect(concurrent.status).toBe(409);
    expect(concurrent.headers.get('retry-after')).toBe('1');
    expect(concurrent.body.error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    release();
    expect((await first).status).toBe(202);
    expect((await post(slow.url, body, { headers })).headers.get('idempotent-replayed')).toBe('true');
    expect(slowTaken).toBe(1);
  });

  it('should run a retry afresh when the first attempt submitted nothing', async () => {
    const headers = { 'idempotency-key': `order-${kind}-4` };
    const body = request([{ ...textMessage(5), to: '1' }]);
    expect((await post(host.url, body, { headers })).status).toBe(400);
    expect((await post(host.url, body, { headers })).headers.get('idempotent-replayed')).toBeNull();
  });

  it('should answer 400 IDEMPOTENCY_KEY_INVALID to a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['', 'a'.repeat(256), 'with space']) {
      const reply = await post(host.url, request([textMessage(6)]), { headers: { 'idempotency-key': key } });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    }
  });

  it('should scope keys by principal: another principal using the same key is a new request', async () => {
    const headers = { 'idempotency-key': `order-${kind}-1` };
    const reply = await post(host.url, request([textMessage(7)]), { headers, key: OTHER_API_KEY });
    expect(reply.status).toBe(202);
    expect(reply.headers.get('idempotent-replayed')).toBeNull();
  });
});

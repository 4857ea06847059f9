// The acceptance sequence of spec section 4 runs in its order: the first failing step decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitPort } from '@rcs-send/service';
import { post } from './support/client';
import { OTHER_ORG_ID, UNKNOWN_ORG_ID, WRONG_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

const invalidMessage = { ...textMessage(), to: 'not a number' };

describe.each(HOSTS)('the acceptance sequence on %s', (kind) => {
  let host: RunningHost;
  let allOrNothing: RunningHost;
  let limited: RunningHost;
  const ports = testPorts(1);

  beforeAll(async () => {
    host = await startHost(kind, testService(ports));
    allOrNothing = await startHost(kind, testService(testPorts(1), { batchMode: 'all-or-nothing' }));
    const rateLimit = createMemoryRateLimitPort({ requestsPerSecond: 1, burst: 1, now: () => 0 });
    limited = await startHost(kind, testService({ ...testPorts(), rateLimit }));
  });
  afterAll(async () => {
    await Promise.all([host, allOrNothing, limited].map((running) => running.close()));
  });

  it('should answer 401, not 400, to a bad key with a bad body', async () => {
    expect((await post(host.url, request([invalidMessage]), { key: WRONG_KEY })).status).toBe(401);
    expect((await post(host.url, '{not json', { key: WRONG_KEY })).status).toBe(401);
    expect((await post(host.url, 'x', { key: null, headers: { 'content-type': 'text/plain' } })).status).toBe(401);
  });

  it('should answer 403 or 404, not 400, for a bad organization with bad messages', async () => {
    expect((await post(host.url, request([invalidMessage], OTHER_ORG_ID))).status).toBe(403);
    expect((await post(host.url, request([], UNKNOWN_ORG_ID))).status).toBe(404);
  });

  it('should answer 400, not 403, when the organizationId itself is invalid', async () => {
    const reply = await post(host.url, { organizationId: 'acme', messages: [textMessage()] });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('ORGANIZATION_ID_INVALID');
    expect(reply.body.error.param).toBe('organizationId');
  });

  it('should answer 400, not 402, to an invalid request that the balance could not cover either', async () => {
    const reply = await post(allOrNothing.url, request([textMessage(0), textMessage(1), invalidMessage]));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'TO_INVALID_FORMAT', param: 'messages[2].to' });
  });

  it('should reject the whole batch in all-or-nothing mode and charge nothing', async () => {
    const reply = await post(allOrNothing.url, request([textMessage(0), invalidMessage]));
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toBeNull();
    expect((await post(allOrNothing.url, request([textMessage(0)]))).status).toBe(202);
  });

  it('should check the balance only for the valid messages of a partial batch', async () => {
    const reply = await post(host.url, request([invalidMessage, textMessage(5)]));
    expect(reply.status).toBe(200);
    expect(reply.body.messages.map((message: { status: string }) => message.status)).toEqual(['REJECTED', 'ACCEPTED']);
    expect(ports.balance.balanceOf(ports.submit.submitted[0]?.organizationId ?? '')).toBe(0);
    expect((await post(host.url, request([textMessage(6)]))).status).toBe(402);
  });

  it('should authenticate before rate limiting: an unknown key never spends the limit', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(limited.url, request([textMessage()]), { key: WRONG_KEY })).status).toBe(401);
    expect((await post(limited.url, request([textMessage()]))).status).toBe(202);
    expect((await post(limited.url, request([textMessage()]))).status).toBe(429);
  });
});

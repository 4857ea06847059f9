// The statuses that the rate limit and failing ports decide (429, 500, 503), on every host:
// the right status and headers, and nothing of the port's error in the response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError, createMemoryRateLimitPort, type SendPorts } from '@rcs-send/service';
import { post } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

/** The test ports, with an organization port that throws `error`. */
const throwing = (error: unknown): SendPorts => ({
  ...testPorts(),
  organizations: {
    access: async () => {
      throw error;
    },
  },
});

describe.each(HOSTS)('rate limit and port faults on %s', (kind) => {
  let limited: RunningHost;
  let broken: RunningHost;
  let unavailable: RunningHost;
  const leak = 'db password hunter2 at 10.0.0.7';

  beforeAll(async () => {
    const rateLimit = createMemoryRateLimitPort({ requestsPerSecond: 1, burst: 1, now: () => 0 });
    limited = await startHost(kind, testService({ ...testPorts(), rateLimit }));
    broken = await startHost(kind, testService(throwing(new Error(leak))));
    unavailable = await startHost(kind, testService(throwing(new ServiceUnavailableError(leak, 7))));
  });
  afterAll(async () => {
    await Promise.all([limited, broken, unavailable].map((running) => running.close()));
  });

  it('should answer 429 with Retry-After past the rate limit', async () => {
    expect((await post(limited.url, request([textMessage()]))).status).toBe(202);
    const reply = await post(limited.url, request([textMessage()]));
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expectErrorBody(reply.body, 'RATE_LIMITED');
  });

  it('should answer 500 when a port throws, with nothing of the error in the response', async () => {
    const reply = await post(broken.url, request([textMessage()]));
    expect(reply.status).toBe(500);
    expectErrorBody(reply.body, 'INTERNAL_ERROR');
    expect(reply.text).not.toContain('hunter2');
    expect(reply.text).not.toContain('10.0.0.7');
  });

  it('should answer 503 with Retry-After when a port says it is unavailable', async () => {
    const reply = await post(unavailable.url, request([textMessage()]));
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('7');
    expectErrorBody(reply.body, 'SERVICE_UNAVAILABLE');
    expect(reply.text).not.toContain('hunter2');
  });
});

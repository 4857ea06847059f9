import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitPort } from './memoryRateLimit';

describe('createMemoryRateLimitPort', () => {
  it('should allow a burst, then one request per refill, per subject', async () => {
    let now = 0;
    const limit = createMemoryRateLimitPort({ requestsPerSecond: 2, burst: 3, now: () => now });
    const first = await Promise.all([1, 2, 3, 4].map(() => limit.consume('a')));
    expect(first.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(first[3]).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limit.consume('b')).allowed).toBe(true);
    now = 500;
    expect((await limit.consume('a')).allowed).toBe(true);
    expect((await limit.consume('a')).allowed).toBe(false);
  });

  it('should say how long to wait at a slow rate', async () => {
    const limit = createMemoryRateLimitPort({ requestsPerSecond: 0.1, burst: 1, now: () => 0 });
    await limit.consume('a');
    expect(await limit.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });
});

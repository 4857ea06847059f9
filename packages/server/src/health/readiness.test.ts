import { describe, expect, it } from 'vitest';
import { _createReadiness } from './readiness';
import { _redisCheck } from './redisCheck';

/** A Redis connection stand-in: its status, and a PING that answers, fails or hangs. */
const redis = (status: string, ping: () => Promise<unknown>) => {
  let pings = 0;
  return {
    status,
    ping: () => {
      pings += 1;
      return ping();
    },
    pings: () => pings,
  };
};

describe('readiness', () => {
  it('should check at most once per cache period, however many probes ask', async () => {
    const connection = redis('ready', async () => 'PONG');
    const readiness = _createReadiness({ redis: _redisCheck(connection) }, 200);
    const reports = await Promise.all(Array.from({ length: 50 }, () => readiness.report()));
    expect(reports.every((report) => report.ready)).toBe(true);
    expect(connection.pings()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 220));
    await readiness.report();
    expect(connection.pings()).toBe(2);
  });

  it('should call Redis unreachable when it is not connected, refuses the PING, or does not answer within 1 s', async () => {
    for (const connection of [redis('reconnecting', async () => 'PONG'), redis('ready', () => Promise.reject(new Error('down'))), redis('ready', () => new Promise(() => undefined))]) {
      const startedAt = performance.now();
      expect(await _createReadiness({ redis: _redisCheck(connection) }).report()).toEqual({ ready: false, checks: { redis: 'unreachable' } });
      expect(performance.now() - startedAt).toBeLessThan(1500);
    }
  });

  it('should be not ready once draining, at once, whatever the cache', async () => {
    const readiness = _createReadiness({ redis: _redisCheck(redis('ready', async () => 'PONG')) }, 60_000);
    expect((await readiness.report()).ready).toBe(true);
    readiness.drain();
    expect(await readiness.report()).toEqual({ ready: false, checks: { redis: 'ok', shutdown: 'draining' } });
  });
});

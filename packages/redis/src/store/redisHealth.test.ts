import { describe, expect, it } from 'vitest';
import { _redisHealth } from './redisHealth';

/** A Redis connection stand-in: its status, and a PING that answers, fails or hangs. */
const redis = (status: string, ping: () => Promise<'PONG'>) => ({ status, ping }) as unknown as Parameters<typeof _redisHealth>[0];

describe('the health of a Redis store', () => {
  it('should be ok while connected and answering a PING', async () => {
    expect(await _redisHealth(redis('ready', async () => 'PONG'))()).toBe('ok');
  });

  it('should call Redis unreachable when it is not connected, refuses the PING, or does not answer within 1 s', async () => {
    for (const connection of [redis('reconnecting', async () => 'PONG'), redis('ready', () => Promise.reject(new Error('down'))), redis('ready', () => new Promise(() => undefined))]) {
      const startedAt = performance.now();
      expect(await _redisHealth(connection)()).toBe('unreachable');
      expect(performance.now() - startedAt).toBeLessThan(1500);
    }
  });
});

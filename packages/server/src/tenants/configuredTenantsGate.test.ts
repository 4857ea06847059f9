import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError, type StoredApiKey } from '@rcs-send/service';
import { _configuredTenantsGate } from './configuredTenantsGate';

const KEY: StoredApiKey = { prefix: 'config_0a1b2c3d', principalId: 'acme', organizationId: null, label: null, createdAt: 0, expiresAt: null, revokedAt: null };
const READS = { keyOf: async () => KEY, access: async () => 'allowed' as const, isConfigured: async () => true };
const STORED = async (): Promise<boolean> => true;

/** A connection that becomes ready when told. */
function connection(status = 'connecting'): EventEmitter & { status: string; arrive(): void } {
  const emitter = Object.assign(new EventEmitter(), {
    status,
    arrive() {
      emitter.status = 'ready';
      emitter.emit('ready');
    },
  });
  return emitter;
}

/** A bootstrap the test settles, counting its runs. */
function bootstrapControl(): { run: () => Promise<void>; runs: () => number; settle: (error?: Error) => void } {
  let runs = 0;
  let settle: (error?: Error) => void = () => undefined;
  return {
    run: () =>
      new Promise<void>((resolve, reject) => {
        runs += 1;
        settle = (error) => (error === undefined ? resolve() : reject(error));
      }),
    runs: () => runs,
    settle: (error) => settle(error),
  };
}

const turns = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('the gate of the configured tenants', () => {
  it('should refuse every request read as unavailable (Retry-After 1) until the configuration is in, then pass them through', async () => {
    const redis = connection();
    const bootstrap = bootstrapControl();
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, STORED);
    try {
      for (const read of [() => gate.reads.keyOf('d'), () => gate.reads.access({ id: 'acme' }, 'o'), () => gate.reads.isConfigured('o', 's')]) {
        const refusal: unknown = await read().catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(ServiceUnavailableError);
        expect(refusal).toMatchObject({ retryAfterSeconds: 1 });
      }
      expect(await gate.check()).toBe('configuration not yet in the store');
      redis.arrive();
      expect(bootstrap.runs()).toBe(1);
      await expect(gate.reads.keyOf('d')).rejects.toBeInstanceOf(ServiceUnavailableError); // arrived, configuration still on its way
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
      expect(await gate.reads.keyOf('d')).toBe(KEY);
      expect(await gate.reads.access({ id: 'acme' }, 'o')).toBe('allowed');
      expect(await gate.reads.isConfigured('o', 's')).toBe(true);
      expect(await gate.check()).toBe('ok');
    } finally {
      gate.close();
    }
  });

  it('should try again while connected after a failed attempt, and at the next connection', async () => {
    const redis = connection('ready');
    const bootstrap = bootstrapControl();
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, STORED);
    try {
      expect(bootstrap.runs()).toBe(1); // connected already: at once
      bootstrap.settle(new Error('WRONGTYPE'));
      await turns();
      redis.status = 'reconnecting';
      redis.arrive();
      expect(bootstrap.runs()).toBe(2);
      bootstrap.settle(new Error('still failing'));
      for (const deadline = Date.now() + 5000; bootstrap.runs() < 3 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(bootstrap.runs()).toBe(3); // the retry a second later
      expect(await gate.whenOpen(0)).toBe(false);
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
    } finally {
      gate.close();
    }
  });

  it('should shut at every reconnection and open again once the configuration is brought in again (a Redis restarted empty lost it)', async () => {
    const redis = connection('ready');
    const bootstrap = bootstrapControl();
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, STORED);
    try {
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
      redis.arrive(); // reconnected, to a Redis that may have come back empty
      expect(bootstrap.runs()).toBe(2);
      await expect(gate.reads.keyOf('d')).rejects.toBeInstanceOf(ServiceUnavailableError); // never a 401 from a store without the configuration
      expect(await gate.check()).toBe('configuration not yet in the store');
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
      expect(await gate.reads.keyOf('d')).toBe(KEY);
      expect(await gate.check()).toBe('ok');
    } finally {
      gate.close();
    }
  });

  it('should bring the configuration in once more when the connection came back while an attempt ran, never two at once', async () => {
    const redis = connection('ready');
    const bootstrap = bootstrapControl();
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, STORED);
    try {
      redis.arrive(); // while the first attempt runs: what it wrote may be gone
      expect(bootstrap.runs()).toBe(1);
      bootstrap.settle();
      await turns();
      expect(bootstrap.runs()).toBe(2);
      expect(await gate.whenOpen(0)).toBe(false);
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
    } finally {
      gate.close();
    }
  });

  it('should say ok only when a look finds the configuration in the store, and bring it in again when the look misses it', async () => {
    const redis = connection('ready');
    const bootstrap = bootstrapControl();
    let stored: () => Promise<boolean> = async () => true;
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, () => stored());
    try {
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
      expect(await gate.check()).toBe('ok');
      stored = () => Promise.reject(new Error('ECONNREFUSED'));
      expect(await gate.check()).toBe('unreachable');
      expect(bootstrap.runs()).toBe(1);
      stored = async () => false; // emptied without a reconnection
      expect(await gate.check()).toBe('configuration not yet in the store');
      expect(bootstrap.runs()).toBe(2);
      await expect(gate.reads.keyOf('d')).rejects.toBeInstanceOf(ServiceUnavailableError);
      stored = async () => true;
      bootstrap.settle();
      expect(await gate.whenOpen(1000)).toBe(true);
      expect(await gate.check()).toBe('ok');
    } finally {
      gate.close();
    }
  });

  it('should stop trying once closed', async () => {
    const redis = connection();
    const bootstrap = bootstrapControl();
    const gate = _configuredTenantsGate(READS, redis, bootstrap.run, STORED);
    gate.close();
    redis.arrive();
    expect(bootstrap.runs()).toBe(0);
    expect(redis.listenerCount('ready')).toBe(0);
  });
});

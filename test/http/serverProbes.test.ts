// The reference server's probes for a load balancer, over real HTTP: /healthz while the
// process runs, /readyz while it can serve (its database open at its path, Redis reachable).
import { createServer } from 'node:net';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RunningServer, type ServerConfig } from '@rcs-send/server';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-probes-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The demo configuration on a free loopback port, with `settings` over it. */
const configWith = (settings: Partial<ServerConfig>): ServerConfig => ({ ...loadServerConfig({ env: { RCS_SEND_PORT: '0' } }).config, ...settings });
const origin = (server: RunningServer): string => server.url.replace('/v1.2/rcs/send', '');
/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the probes of the reference server', () => {
  let server: RunningServer;
  let database: string;
  beforeAll(async () => {
    database = join(directory, 'rcs-send.db');
    server = await startServer({ config: configWith({ database }), playground: false, log: () => undefined });
  });
  afterAll(() => server.close());

  it('should answer GET /healthz 200 {"status":"ok"} and HEAD with no body, with no key', async () => {
    const get = await fetch(`${origin(server)}/healthz`);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(await get.json()).toEqual({ status: 'ok' });
    const head = await fetch(`${origin(server)}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('should answer other methods on the probes 404 ROUTE_NOT_FOUND, as any unknown route', async () => {
    const reply = await fetch(`${origin(server)}/readyz`, { method: 'POST' });
    expect(reply.status).toBe(404);
    expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('should be ready while its database is open at its path, say what is not once the file is moved away, and be ready again once it is back', async () => {
    const ready = await fetch(`${origin(server)}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    await rename(database, `${database}.moved`);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the report is cached for 1 s
    const moved = await fetch(`${origin(server)}/readyz`);
    expect(moved.status).toBe(503);
    expect(await moved.json()).toEqual({ status: 'not-ready', checks: { database: 'not at its path' } });
    expect((await fetch(`${origin(server)}/readyz`, { method: 'HEAD' })).status).toBe(503);
    expect((await fetch(`${origin(server)}/healthz`)).status).toBe(200); // alive, not ready
    await rename(`${database}.moved`, database);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await (await fetch(`${origin(server)}/readyz`)).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});

describe('the probes of a reference server on a Redis it cannot reach', () => {
  it('should answer /readyz 503 naming redis, while /healthz stays 200', async () => {
    const server = await startServer({ config: configWith({ redisUrl: `redis://127.0.0.1:${await closedPort()}` }), playground: false, log: () => undefined });
    try {
      const reply = await fetch(`${origin(server)}/readyz`);
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ status: 'not-ready', checks: { redis: 'unreachable', tenants: 'configuration not yet in the store' } });
      expect((await fetch(`${origin(server)}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

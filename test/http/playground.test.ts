// The reference server serves the playground's built files at / (GET and HEAD only, from a
// table read at start, never a path joined from a request), says how to build it when it is
// not built, and serves nothing when it is turned off.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type PlaygroundTenant, type RunningServer } from '@rcs-send/server';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-playground-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** A server on a free port serving `playground` (and `playgroundTenant`), its log lines collected. */
async function serve(playground: string | false, lines: string[] = [], playgroundTenant?: PlaygroundTenant): Promise<RunningServer> {
  const { config } = loadServerConfig({ env: {} });
  return startServer({ config: { ...config, port: 0, database: join(directory, `rcs-send-${lines.length}-${Math.random()}.db`) }, playground, playgroundTenant, log: (line) => lines.push(line) });
}

/** A request with the path sent exactly as written (fetch would resolve `..` first). */
function raw(port: number, method: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject).end();
  });
}

describe('the playground files', () => {
  let server: RunningServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const dist = join(directory, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>playground</title>');
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'index-abc123.css'), 'body{}');
    await writeFile(join(dist, 'notes.env'), 'SECRET=1');
    await writeFile(join(dist, '.hidden.js'), 'hidden');
    await writeFile(join(directory, 'outside.js'), 'outside');
    await symlink(join(directory, 'outside.js'), join(dist, 'assets', 'link.js'));
    server = await serve(dist, lines);
  });
  afterAll(() => server.close());

  it('should serve the page at / and /index.html with its type, a CSP and revalidation', async () => {
    expect(server.playgroundUrl).toBe(`http://127.0.0.1:${server.port}/`);
    for (const path of ['/', '/index.html', '/?from=link']) {
      const reply = await raw(server.port, 'GET', path);
      expect(reply).toMatchObject({ status: 200, body: '<!doctype html><title>playground</title>' });
      expect(reply.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
      expect(reply.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self';.*connect-src 'self'.*frame-ancestors 'none'/);
    }
  });

  it('should serve hashed assets as immutable with their types, and HEAD without a body', async () => {
    expect((await raw(server.port, 'GET', '/assets/index-abc123.js')).headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
    expect((await raw(server.port, 'GET', '/assets/index-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const head = await raw(server.port, 'HEAD', '/assets/index-abc123.js');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe('14');
  });

  it('should answer 404 in the spec shape for anything outside the table: traversal, links, hidden or unknown files, other methods', async () => {
    const outside = ['/../outside.js', '/assets/../../outside.js', '/assets/%2e%2e/%2e%2e/outside.js', '//outside.js', '/assets/link.js', '/.hidden.js', '/notes.env', '/assets/', '/INDEX.HTML'];
    for (const path of outside) {
      const reply = await raw(server.port, 'GET', path);
      expect([path, reply.status, JSON.parse(reply.body).error.code]).toEqual([path, 404, 'ROUTE_NOT_FOUND']);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect((await raw(server.port, method, '/')).status).toBe(404);
  });

  it('should log a page request like any other, with a null path', async () => {
    lines.length = 0;
    await raw(server.port, 'GET', '/?secret=1');
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([{ event: 'request', method: 'GET', path: null, status: 200, code: null }]);
    expect(lines.join('')).not.toContain('secret');
  });
});

describe('without the playground', () => {
  it('should say how to build it at / when it is not built', async () => {
    const server = await serve(join(directory, 'not-built'));
    try {
      expect(server.playgroundUrl).toBeUndefined();
      const reply = await raw(server.port, 'GET', '/');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.body).toContain('pnpm build');
      expect(JSON.parse((await raw(server.port, 'GET', '/assets/index.js')).body).error.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await server.close();
    }
  });

  it('should serve nothing at / when turned off', async () => {
    const server = await serve(false);
    try {
      expect(server.playgroundUrl).toBeUndefined();
      expect(JSON.parse((await raw(server.port, 'GET', '/')).body).error.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await server.close();
    }
  });
});

describe('the tenant the playground names', () => {
  it('should be served at /tenant.json when given (an organization and a sender, never a key), and not at all otherwise', async () => {
    const dist = join(directory, 'dist-tenant');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>playground</title>');
    const named = await serve(dist, [], { organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', sender: 'demo_agent' });
    const unnamed = await serve(dist);
    try {
      const reply = await raw(named.port, 'GET', '/tenant.json');
      expect(reply).toMatchObject({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' } });
      expect(JSON.parse(reply.body)).toEqual({ organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', sender: 'demo_agent' });
      expect((await raw(unnamed.port, 'GET', '/tenant.json')).status).toBe(404);
    } finally {
      await Promise.all([named.close(), unnamed.close()]);
    }
  });
});

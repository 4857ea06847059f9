// The built packages, loaded from outside as a consumer would (no source condition): ESM and
// CommonJS entry points of the service (send and validation only), both adapters and the server library.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const PACKAGES = ['service', 'express', 'koa', 'server'];

const program = (load: string): string => `${load}
const ADAPTER_NAMES = ['createSendMiddleware', 'createValidationMiddleware', 'createErrorHandler'];
const ports = service.createMemoryPorts({ apiKeys: [{ apiKey: 'k', principalId: 'p' }], organizations: [] });
const send = service.createSendService({ ports });
const answer = (request) => service.handleFetchRequest(send, request).then((response) => response.status);
Promise.all([
  answer(new Request('http://h/v1.2/rcs/send', { method: 'POST' })),
  answer(new Request('http://h/v1.2/rcs/send', { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'text/plain' }, body: 'x' })),
  service.validateFetchRequest(new Request('http://h/v1.2/rcs/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' })).then((verdict) => verdict.status),
]).then((statuses) => console.log(JSON.stringify({ statuses, adapters: [express, koa].flatMap((adapter) => ADAPTER_NAMES.map((name) => typeof adapter[name])), server: typeof server.startServer })));`;

/** Runs `source` in a fresh node process at the repository root, without the source condition. */
const run = (args: string[], source: string): unknown => JSON.parse(execFileSync(process.execPath, [...args, '-e', source], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } }));
const expected = { statuses: [401, 415, 400], adapters: Array(6).fill('function'), server: 'function' };

describe('the built packages', () => {
  it('should have been built (run `pnpm build` first)', () => {
    for (const name of PACKAGES) expect(existsSync(join(repo, 'packages', name, 'dist', 'index.js'))).toBe(true);
  });

  it('should work through their ESM entry points', () => {
    const load = `const [service, express, koa, server] = await Promise.all(${JSON.stringify(PACKAGES.map((name) => `@rcs-send/${name}`))}.map((name) => import(name)));`;
    expect(run(['--input-type=module'], program(load))).toEqual(expected);
  });

  it('should work through their CommonJS entry points', () => {
    const load = `const [service, express, koa, server] = ${JSON.stringify(PACKAGES.map((name) => `@rcs-send/${name}`))}.map((name) => require(name));`;
    expect(run([], program(load))).toEqual(expected);
  });
});

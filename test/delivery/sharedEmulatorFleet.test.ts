// A fleet of two server processes on one Redis sharing one RBM emulator, run from the root
// README's fleet recipe (its exports, its emulator line, its two instances; the ports and the
// Redis the test's own): each server delivers to the emulator and takes its events. A message
// accepted by one instance and cancelled through the other is withdrawn at the platform; a server
// with an emulator of its own on Redis warns.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, TENANT, type Instance } from '../redis/support/fleet';
import { EMULATOR_BIN } from '../support/builtBins';
import { testRedis, type TestRedis } from '../redis/support/testRedis';
import { waitUntil } from '../support/waitUntil';

const repo = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const recipe = /```sh\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('## Scaling out'), readme.indexOf('## Mounting the endpoint')))?.[1] ?? '';
/** The recipe's `export` lines, as a shell runs them. */
const exports = recipe.split('\n').filter((line) => line.startsWith('export ')).join('; ');
/** The arguments of its emulator line (`pnpm --silent rbm-emulator ARGS &`). */
const emulatorArgs = /^pnpm --silent rbm-emulator (.*?)\s+&/m.exec(recipe)?.[1] ?? '';
/** The ports of its instances (`RCS_SEND_PORT=N pnpm --silent rcs-send-server &`). */
const instancePorts = [...recipe.matchAll(/^RCS_SEND_PORT=(\d+) pnpm --silent rcs-send-server &/gm)].map((match) => match[1] ?? '');
/** The variables the recipe exports, drawn by a shell as pasted (a random key and client token). */
const exported = JSON.parse(
  execFileSync('sh', ['-c', `${exports}; node -p 'JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("RCS_SEND_"))))'`], { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } }),
) as Record<string, string>;
const API_KEY = exported['RCS_SEND_API_KEY'] ?? '';
const ADMIN = 'fleet-admin-token';
const NEVER_ONLINE = ['351912340001', '351912340002', '351912340003', '351912340004'];

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let redis: TestRedis;
let emulator: ChildProcess;
let emulatorUrl: string;
let first: Instance;
let second: Instance;

/** The emulator's admin route `path` (GET unless told), its status and JSON body. */
async function admin(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${emulatorUrl}_emulator/${path}`, { ...init, headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' } });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Calls the message route of `instance` for `id` with `method`; its status and body. */
async function message(instance: Instance, id: string, method = 'GET'): Promise<{ status: number; body: { state?: string } }> {
  const answer = await fetch(new URL(`/v1.2/rcs/messages/${id}`, instance.url), { method, headers: { authorization: `Bearer ${API_KEY}` } });
  return { status: answer.status, body: (await answer.json()) as { state?: string } };
}

/** Sends one message to `to` through `instance`; its id. */
async function sendTo(instance: Instance, to: string): Promise<string> {
  const body = { organizationId: TENANT.organizationId, messages: [{ to, from: TENANT.sender, contentMessage: { text: 'Your code is 1234' } }] };
  const answer = await fetch(instance.url, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reply = (await answer.json()) as { messages: { id: string }[] };
  expect(answer.status).toBe(202);
  return reply.messages[0]?.id ?? '';
}

beforeAll(async () => {
  expect(instancePorts).toEqual(['8081', '8082']);
  redis = await testRedis(11, { flush: true }); // the servers use the default keys: a database of this file's own
  const [emulatorPort, firstPort] = [await freePort(), await freePort()];
  const args = emulatorArgs.replaceAll('9090', String(emulatorPort)).replaceAll('8081', String(firstPort));
  const command = `exec ${process.execPath} ${EMULATOR_BIN} ${args} --admin-token ${ADMIN}`; // in the shell that exported them
  emulator = spawn('sh', ['-c', command], { cwd: repo, env: { ...process.env, ...exported }, stdio: ['ignore', 'pipe', 'inherit'] });
  emulatorUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    emulator.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (\S+)\n/.exec(out)?.[1];
      if (url !== undefined) resolve(url);
    });
    emulator.once('exit', () => reject(new Error(`the emulator exited: ${out}`)));
  });
  for (const to of NEVER_ONLINE) expect((await admin(`recipients/%2B${to}`, { method: 'PUT', body: JSON.stringify({ kind: 'neverOnline' }) })).status).toBe(200);
  const shared = { ...exported, RCS_SEND_REDIS_URL: redis.url, RCS_SEND_RBM_URL: (exported['RCS_SEND_RBM_URL'] ?? '').replace('9090', String(emulatorPort)) };
  expect(shared.RCS_SEND_RBM_URL).toBe(emulatorUrl);
  [first, second] = await Promise.all([startInstance(redis.url, { ...shared, RCS_SEND_PORT: String(firstPort) }), startInstance(redis.url, shared)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  emulator?.kill('SIGTERM');
  await redis?.close();
});

describe('a fleet sharing one emulator', () => {
  it('should run from a recipe that exports a key of its own and the shared platform, never the emulator of each instance', () => {
    expect(exported).toMatchObject({ RCS_SEND_API_KEY: expect.stringMatching(/^rcs_live_[0-9a-f]{32}$/), RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_TOKEN: expect.any(String), RCS_SEND_RBM_CLIENT_TOKEN: expect.stringMatching(/^[\w-]{32}$/) });
    expect(emulatorArgs).toContain('--client-token "$RCS_SEND_RBM_CLIENT_TOKEN"');
  });

  it('should withdraw at the platform every message one instance accepted and the other cancelled', async () => {
    for (const instance of [first, second]) await waitUntil('the banner', 10_000, () => instance.stderr().includes('Send a message:'));
    expect(`${first.stderr()}${second.stderr()}`).not.toContain('warning: on Redis'); // printed before the banner when it is printed
    const ids = await Promise.all(NEVER_ONLINE.map((to) => sendTo(first, to)));
    for (const id of ids) await waitUntil(`message ${id} SENT`, 15_000, async () => (await message(second, id)).body.state === 'SENT');
    for (const id of ids) expect(await admin(`messages/${TENANT.sender}/${id}`)).toEqual({ status: 200, body: { state: 'waiting' } });
    for (const id of ids) expect(await message(second, id, 'DELETE')).toMatchObject({ status: 200, body: { state: 'CANCELLED' } });
    for (const id of ids) expect(await admin(`messages/${TENANT.sender}/${id}`)).toEqual({ status: 200, body: { state: 'revoked' } }); // 4 of 4, not 2
  });

  it("should bring the shared emulator's events to the fleet: a message sent through one instance reads READ on the other", async () => {
    const id = await sendTo(second, '351912340099');
    await waitUntil(`message ${id} READ`, 15_000, async () => (await message(first, id)).body.state === 'READ');
  });

  it('should warn, in one line on stderr, a server on Redis that starts an emulator of its own', async () => {
    const own = await startInstance(redis.url, { RCS_SEND_DELIVERY: 'emulator', RCS_SEND_SMS: 'off' });
    try {
      await waitUntil('the banner', 10_000, () => own.stderr().includes('Send a message:'));
      const warnings = own.stderr().split('\n').filter((line) => line.startsWith('warning: on Redis'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('set RCS_SEND_DELIVERY=rbm, RCS_SEND_RBM_URL and RCS_SEND_RBM_TOKEN on every instance');
    } finally {
      await own.stop();
    }
  });
});

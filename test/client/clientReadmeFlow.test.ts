// The client README's flow as pasted, after an earlier plain start in the same directory: the
// server started with the README's variables (a scratch database, the webhook), then
// examples/client.ts with the key and the secret that server printed, receiving its webhooks.
import { exec, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BIN } from '../support/builtBins';

const repo = join(import.meta.dirname, '..', '..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
const readme = await readFile(join(repo, 'packages', 'client', 'README.md'), 'utf8');
/** The README's start: `VARIABLES pnpm start`, from the repository. */
const readmeStart = /from the\s+repository, `(RCS_SEND_DB=[^`]*) pnpm start`/.exec(readme)?.[1] ?? '';

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment of a run: none of the developer's RCS_SEND_ variables. */
const cleanEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({ ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))), NODE_OPTIONS: '', ...env });

/** Runs `sh -c "<variables> exec <the bin>"` in `cwd`: the server as `pnpm start` runs it with those variables; resolves to its banner and a stop. */
async function startWith(variables: string, cwd: string, env: Record<string, string>): Promise<{ banner: string; stop: () => Promise<number | null> }> {
  const child = spawn('sh', ['-c', `${variables} exec ${process.execPath} ${SERVER_BIN}`], { cwd, env: cleanEnv({ RCS_SEND_PORT: '0', RCS_SEND_PLAYGROUND: 'off', ...env }), stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/-d '.*'\n/.test(banner)) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited: ${banner}`)));
  });
  return { banner, stop: () => (child.kill('SIGTERM'), exited) };
}

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-client-flow-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe("the client README's flow", () => {
  it('should receive the webhooks of its message after an earlier plain start in the same directory', { timeout: 120_000 }, async () => {
    expect(readmeStart).toContain('RCS_SEND_WEBHOOK_URL=http://127.0.0.1:3001/hooks/rcs');
    const plain = await startWith('', directory, {});
    expect(await plain.stop()).toBe(0);
    const webhookPort = await freePort();
    const server = await startWith(readmeStart.replace('3001', String(webhookPort)), directory, { TMPDIR: directory });
    try {
      expect(server.banner).not.toContain('notice:');
      const key = /API key:\s+(\S+)/.exec(server.banner)?.[1] ?? '';
      const secret = /webhook:\s+\S+\s+secret (whsec_\S+)/.exec(server.banner)?.[1] ?? '';
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(server.banner)?.[1] ?? '';
      const ran = await promisify(exec)(`${tsx} --conditions=@rcs-send/source examples/client.ts`, { cwd: repo, env: cleanEnv({ API_KEY: key, RCS_SEND_WEBHOOK_SECRET: secret, RCS_SEND_URL: origin, WEBHOOK_PORT: String(webhookPort) }) });
      expect(ran.stdout).toMatch(/^202 [0-9a-f-]{36} under Idempotency-Key [0-9a-f-]{36}\nstatus: ACCEPTED.*\nrefused: 400 MESSAGE_ID_INVALID\nwebhooks: SENT, DELIVERED, READ\n$/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('should refuse to run without the key and the secret the server printed, in one sentence', async () => {
    const ran = await promisify(exec)(`${tsx} --conditions=@rcs-send/source examples/client.ts`, { cwd: repo, env: cleanEnv({}) }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in ran && ran.code).toBe(1);
    expect(ran.stderr).toContain('set API_KEY and RCS_SEND_WEBHOOK_SECRET to the key and the secret the server printed');
  });
});

// The second start of `pnpm start` in the same directory, as a user makes it (the bin from the
// sources, its default databases in the working directory): with the QA profile and a webhook
// after a plain start, the banner prints what the store holds and equals `tenants show`, the
// printed `check --count 1000` exits 0 and the webhook is signed and delivered; a later plain start
// prints the balance the store holds; a start whose configuration the stored organization does not
// take says so in one line, and the command that line prints applies it.
import { exec, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createWebhookVerifier, type VerifiedWebhook } from '@rcs-send/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FROM_SOURCES, SERVER_SOURCES } from '../support/fromSources';
import { linkRepositoryRoot } from '../support/scratchCheckout';
import { waitUntil } from '../support/waitUntil';
import { cleanEnv, tenantsJson } from './support/tenantsCommand';

const repo = join(import.meta.dirname, '..', '..');
const ORG = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const shell = promisify(exec);

/** A start of the bin in `cwd`: its banner (once printed whole) and how to stop it. */
interface Start {
  readonly banner: string;
  stop(): Promise<number | null>;
}

/** Starts the bin in `cwd` with `env` (port 0, no playground); resolves once its banner is printed. */
async function start(cwd: string, env: Record<string, string>): Promise<Start> {
  const child = spawn(process.execPath, [...FROM_SOURCES, SERVER_SOURCES], { cwd, env: cleanEnv({ RCS_SEND_PORT: '0', RCS_SEND_PLAYGROUND: 'off', ...env }), stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/-d '.*'\n/.test(banner)) resolve();
    });
    void exited.then(() => reject(new Error(`the bin exited: ${banner}`)));
  });
  return { banner, stop: () => (child.kill('SIGTERM'), exited) };
}

/** The field of the banner line `name:` (its first word), e.g. the balance of `balance 1000`. */
const read = (banner: string, pattern: RegExp): string => pattern.exec(banner)?.[1] ?? `no ${pattern.source} in:\n${banner}`;

/** Sends the banner's curl body `count` times with its key; resolves to the statuses. */
async function sendPrinted(banner: string, count: number): Promise<number[]> {
  const url = read(banner, /listening on (\S+)/);
  const key = read(banner, /API key:\s+(\S+)/);
  const body = read(banner, /-d '(.*)'\n/);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

let directory: string;
let receiver: Server;
let hook: string;
const verified: VerifiedWebhook[] = [];
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-second-start-'));
  await linkRepositoryRoot(directory); // the printed check command is a root script of the repository
  const verifier = createWebhookVerifier(SECRET);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void verifier.verify(Buffer.concat(chunks), request.headers).then((webhook) => (verified.push(webhook), response.writeHead(204).end()), () => response.writeHead(400).end()));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/rcs`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

describe('a second start in the same directory', () => {
  it('should give the QA profile its billion and the webhook after a plain start, print what tenants show prints, and pass check --count 1000', { timeout: 300_000 }, async () => {
    const plain = await start(directory, {});
    expect(await sendPrinted(plain.banner, 2)).toEqual([202, 202]);
    expect(await plain.stop()).toBe(0);

    const qaEnv = { RCS_SEND_PROFILE: 'qa', RCS_SEND_WEBHOOK_URL: hook, RCS_SEND_WEBHOOK_SECRET: SECRET };
    const qa = await start(directory, qaEnv);
    expect(qa.banner).not.toContain('notice:');
    expect(qa.banner).toContain(`database:      ${join(directory, 'rcs-send-qa.db')}`);
    const shown = await tenantsJson<{ balance: number; webhook: string | null }>(['show', '--org', ORG], directory, { RCS_SEND_PROFILE: 'qa' });
    expect(read(qa.banner, /balance (\d+)/)).toBe(String(shown.balance));
    expect(shown.balance).toBe(1_000_000_000);
    expect(read(qa.banner, /webhook:\s+(\S+)/)).toBe(shown.webhook);
    expect(shown.webhook).toBe(hook);

    const check = read(qa.banner, /^ {2}(pnpm --silent rcs-send check (?:.*\\\n)*.*)/m);
    expect(check).toContain('--count 1000');
    const run = await shell(check, { cwd: directory, env: cleanEnv({}), maxBuffer: 16 * 1024 * 1024 });
    expect(run.stdout).toMatch(/^total\s+1000\s+1000\s+0\s+0$/m); // exit 0, or exec would have thrown
    await waitUntil('a signed webhook of the QA run', 60_000, () => verified.some((webhook) => webhook.payload.type === 'message.status'));
    expect(await qa.stop()).toBe(0);

    const again = await start(directory, {});
    const held = await tenantsJson<{ balance: number }>(['show', '--org', ORG], directory, {});
    expect(held.balance).toBe(998);
    expect(read(again.banner, /balance (\d+)/)).toBe('998');
    expect(await again.stop()).toBe(0);
  });

  it('should say in one line what the stored organization does not take, with the command that applies it, and say nothing once applied', { timeout: 120_000 }, async () => {
    const database = join(directory, 'notice.db');
    const first = await start(directory, { RCS_SEND_DB: database });
    expect(await first.stop()).toBe(0);
    const env = { RCS_SEND_DB: database, RCS_SEND_WEBHOOK_URL: hook, RCS_SEND_WEBHOOK_SECRET: SECRET, RCS_SEND_BALANCE: '1500' };
    const second = await start(directory, env);
    const notice = second.banner.split('\n').filter((line) => line.startsWith('notice:'));
    expect(notice).toHaveLength(1);
    expect(second.banner).not.toContain('webhook:'); // the store holds none: the banner shows none
    const commands = [...(notice[0] ?? '').matchAll(/to apply: ([^)]*)\)/g)].map((match) => match[1] ?? '');
    expect(commands.map((command) => command.split(' tenants ')[1]?.split(' ')[0])).toEqual(['top-up', 'set-webhook']);
    for (const command of commands) await shell(command, { cwd: repo, env: cleanEnv(env) }); // as printed, with the server's variables
    expect(await second.stop()).toBe(0);
    const third = await start(directory, env);
    expect(third.banner).not.toContain('notice:');
    expect(read(third.banner, /balance (\d+)/)).toBe('1500');
    expect(read(third.banner, /webhook:\s+(.*)/)).toBe(`${hook}  secret as configured`);
    expect(await third.stop()).toBe(0);
  });
});

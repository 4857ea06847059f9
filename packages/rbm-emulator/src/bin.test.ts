import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const tsx = join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs the bin from its sources with `args` until it prints its admin token; resolves to its URL, token and a stop function. */
async function startBin(args: string[]): Promise<{ url: string; token: string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [tsx, '--conditions=@rcs-send/source', join(import.meta.dirname, 'bin.ts'), ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/admin token: \S+\n/.test(out)) resolve();
    });
    void exited.then(() => reject(new Error(`exited early: ${out}`)));
  });
  const stop = (): Promise<number | null> => (child.kill('SIGTERM'), exited);
  return { url: /listening on (\S+)/.exec(out)?.[1] ?? '', token: /admin token: (\S+)/.exec(out)?.[1] ?? '', stop };
}

describe('the rcs-send-rbm-emulator bin', () => {
  it('should print the admin token it was given, which the admin routes then require', async () => {
    const bin = await startBin(['--port', '0', '--admin-token', 'given-token', '--max-expiry-ms', '60000']);
    try {
      expect(bin.token).toBe('given-token');
      expect((await fetch(`${bin.url}_emulator/received`)).status).toBe(401);
      expect((await fetch(`${bin.url}_emulator/received`, { headers: { authorization: 'Bearer given-token' } })).status).toBe(200);
    } finally {
      expect(await bin.stop()).toBe(0);
    }
  }, 30_000);

  it('should print the random token it made when given none', async () => {
    const bin = await startBin([]);
    try {
      expect(bin.token).toMatch(/^[\w-]{43}$/);
      expect((await fetch(`${bin.url}_emulator/received`, { headers: { authorization: `Bearer ${bin.token}` } })).status).toBe(200);
    } finally {
      expect(await bin.stop()).toBe(0);
    }
  }, 30_000);

  it('should remember only the last --keep-messages ids', async () => {
    const bin = await startBin(['--keep-messages', '1']);
    const send = async (messageId: string): Promise<number> => {
      const answer = await fetch(`${bin.url}v1/phones/+351912345678/agentMessages?agentId=acme&messageId=${messageId}`, { method: 'POST', headers: { authorization: 'Bearer any' }, body: JSON.stringify({ contentMessage: { text: 'Hi' }, messageTrafficType: 'TRANSACTION' }) });
      await answer.arrayBuffer();
      return answer.status;
    };
    try {
      const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
      expect([await send(first), await send(second), await send(second), await send(first)]).toEqual([200, 200, 409, 200]);
    } finally {
      expect(await bin.stop()).toBe(0);
    }
  }, 30_000);

  it.each([
    [['--version'], 0, `rcs-send-rbm-emulator ${(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }).version}\n`, ''],
    [['--bogus'], 2, '', `rcs-send-rbm-emulator: Unknown option '--bogus'\nRun "rcs-send-rbm-emulator --help" for usage.\n`],
    [['--port', '65536'], 2, '', 'rcs-send-rbm-emulator: --port must be an integer from 0 to 65535\nRun "rcs-send-rbm-emulator --help" for usage.\n'],
  ])('%j should answer as the other bins do: the version, or one line and the --help to read', (args, status, stdout, stderr) => {
    const run = spawnSync(process.execPath, [tsx, '--conditions=@rcs-send/source', join(import.meta.dirname, 'bin.ts'), ...args], { cwd: repo, encoding: 'utf8' });
    expect([run.status, run.stdout, run.stderr]).toEqual([status, stdout, stderr]);
  }, 30_000);
});

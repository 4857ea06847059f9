// Reference-server processes (the rcs-send-server bin from the sources), each on its own port,
// their log lines discarded so that the benchmark does not spend the machine reading them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY, ORGANIZATION_ID, SENDER } from './payload';
import { freePort } from '@rcs-send/redis-harness';

const repo = join(import.meta.dirname, '..', '..', '..');
const bin = join(repo, 'packages', 'server', 'src', 'bin.ts');

/** A running server process. */
export interface Instance {
  readonly url: string;
  stop(): Promise<void>;
}

/** Waits until `url` answers at all. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(url, { method: 'GET' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`the server at ${url} never answered`);
}

/** Starts one server: on Redis when `redisUrl` is given, else on its own database in a temporary folder (removed when it stops). */
export async function startInstance(redisUrl: string | undefined): Promise<Instance> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'rcs-send-bench-'));
  const env = {
    ...process.env,
    NODE_OPTIONS: '',
    RCS_SEND_PORT: String(port),
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_ORGANIZATION_ID: ORGANIZATION_ID,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BALANCE: String(Number.MAX_SAFE_INTEGER),
    RCS_SEND_RATE_LIMIT: '0',
    RCS_SEND_DB: join(folder, 'rcs-send.db'),
    // On Redis, the accepting path alone (as before the server ran a worker): nothing consumes the stream.
    ...(redisUrl === undefined ? {} : { RCS_SEND_REDIS_URL: redisUrl, RCS_SEND_DELIVERY: 'off' }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', bin], { cwd: repo, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/v1.2/rcs/send`;
  await answering(url, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(rmSync(folder, { recursive: true, force: true })));
        child.kill('SIGTERM');
      }),
  };
}

// Issue 24's operator scenario against one running server on its database: the tenants command
// opens the same file beside it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { operatorScenario } from './support/operatorScenario';
import { SERVER_BIN } from '../support/builtBins';
import { cleanEnv } from './support/tenantsCommand';

const env = { RCS_SEND_DELIVERY: 'off', RCS_SEND_PLAYGROUND: 'off', RCS_SEND_API_KEY: 'rcs_test_database_tenants' };

let directory: string;
let url: string;
let output = '';
let stop: () => Promise<unknown>;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-tenants-'));
  await writeFile(join(directory, 'rcs-send.json'), JSON.stringify({ port: 0, database: 'tenants.db' }));
  const server = spawn(process.execPath, [SERVER_BIN, '--config', 'rcs-send.json'], { cwd: directory, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  stop = () => (server.kill('SIGTERM'), exited);
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"event":"listening","url":"([^"]+)"/.exec(output);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    });
    void exited.then(() => reject(new Error(`the server exited: ${output}`)));
  });
}, 30_000);

afterAll(async () => {
  await stop();
  await rm(directory, { recursive: true, force: true });
});

describe('the tenants command beside one server on its database', () => {
  operatorScenario({
    urls: () => [url],
    cwd: () => directory,
    env: () => ({ ...env, RCS_SEND_CONFIG: 'rcs-send.json' }),
    async storeText() {
      const files = ['tenants.db', 'tenants.db-wal'].map((name) => join(directory, name)).filter((file) => existsSync(file));
      return (await Promise.all(files.map((file) => readFile(file, 'latin1')))).join('\n');
    },
    logs: () => output,
  });
});

// The server bin on loopback, as a client meets it: the built bin, started on port 0,
// its address, demo key, demo request and RBM emulator read from the banner it prints (not a
// test file itself).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_BIN } from '../support/builtBins';

const repo = join(import.meta.dirname, '..', '..');

/** A running server bin. */
export interface RunningServerBin {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** The demo organization's API key. */
  readonly apiKey: string;
  /** The body of the printed curl: a valid request for the demo organization and sender. */
  readonly demoBody: string;
  /** The RBM emulator's base address (ends with `/`). */
  readonly emulator: string;
  /** The token of the emulator's admin routes. */
  readonly adminToken: string;
  /** Stops it with SIGTERM: its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the bin with `env` added to the test's (port 0 and a database in `directory` always). */
export async function startServerBin(directory: string, env: Readonly<Record<string, string>> = {}): Promise<RunningServerBin> {
  const childEnv = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db'), NODE_OPTIONS: '', ...env };
  const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/-d '.*'\n/.test(banner)) resolve();
    });
    void exited.then(() => reject(new Error(`the server bin exited early: ${banner}`)));
  });
  const read = (pattern: RegExp): string => {
    const found = pattern.exec(banner)?.[1];
    if (found === undefined) throw new Error(`the banner does not match ${pattern.source}: ${banner}`);
    return found;
  };
  return {
    origin: read(/listening on (http:\/\/127\.0\.0\.1:\d+)\//),
    apiKey: read(/API key:\s+(\S+)/),
    demoBody: read(/-d '(.*)'\n/),
    emulator: read(/the RBM emulator at (http:\/\/127\.0\.0\.1:\d+\/)/),
    adminToken: read(/admin routes take -H "Authorization: Bearer ([^"\s]+)"/),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

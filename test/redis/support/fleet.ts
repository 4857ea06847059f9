// Real processes of the reference server (its built bin), sharing one Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_BIN } from '../../support/builtBins';

const repo = join(import.meta.dirname, '..', '..', '..');

/** The demo tenant every instance serves. */
export const TENANT = {
  apiKey: 'rcs_fleet_0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  sender: 'acme_agent',
} as const;

/** One rcs-send-server process. */
export interface Instance {
  /** Its send URL. */
  readonly url: string;
  /** Its stdout so far (JSON log lines). */
  readonly log: () => string;
  /** Its stderr so far (the banner, warnings). */
  readonly stderr: () => string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** Starts one server process with `RCS_SEND_REDIS_URL=redisUrl` and the extra `env`; resolves once it listens. */
export async function startInstance(redisUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_BIN], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      RCS_SEND_PORT: '0',
      RCS_SEND_REDIS_URL: redisUrl,
      RCS_SEND_API_KEY: TENANT.apiKey,
      RCS_SEND_ORGANIZATION_ID: TENANT.organizationId,
      RCS_SEND_SENDER: TENANT.sender,
      RCS_SEND_RATE_LIMIT: '0',
      RCS_SEND_DELIVERY: 'off', // the tests read the stream: no worker consumes it
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /"event":"listening","url":"([^"]+)"/.exec(stdout);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    });
    void exited.then((code) => reject(new Error(`rcs-send-server exited with ${code}: ${stderr.slice(-800)}`)));
  });
  return {
    url,
    log: () => stdout,
    stderr: () => stderr,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** What a test reads of one answer. */
export interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly replayed: boolean;
  /** The ids of the messages answered ACCEPTED. */
  readonly accepted: string[];
}

/** Sends one request of `texts` (one message each) to `url`. */
export async function send(url: string, texts: readonly string[], headers: Record<string, string> = {}): Promise<Answer> {
  const messages = texts.map((text, i) => ({ to: `3519123456${String(i).padStart(2, '0')}`, from: TENANT.sender, contentMessage: { text } }));
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TENANT.apiKey}`, ...headers },
    body: JSON.stringify({ organizationId: TENANT.organizationId, messages }),
  });
  const body = (await response.json()) as { messages: Array<{ status: string; id?: string }> | null };
  const accepted = (body.messages ?? []).filter((outcome) => outcome.status === 'ACCEPTED').map((outcome) => outcome.id as string);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), replayed: response.headers.get('idempotent-replayed') === 'true', accepted };
}

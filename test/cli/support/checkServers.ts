// Servers on loopback for the check tests: the reference server, and one with a rule turned off.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, loadServerConfig, startServer } from '@rcs-send/server';
import { createMemoryPorts, createNodeListener, createSendService, type SendService } from '@rcs-send/service';
import { collectRun, type CliRun } from '../runCli';

/** A server under test. */
export interface TestServer {
  /** The URL of POST /v1.2/rcs/send. */
  readonly url: string;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/** The reference server as `pnpm start` runs it with `env` (a free port and a scratch database added). */
export async function startReferenceServer(env: Record<string, string>): Promise<TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'rcs-send-check-'));
  const { config } = loadServerConfig({ env: { ...env, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db') } });
  const server = await startServer({ config, log: () => {} });
  return { url: server.url, close: async () => (await server.close(), rmSync(directory, { recursive: true, force: true })) };
}

/**
 * The service of the reference server (demo tenant, key `apiKey`, no rate limit) with the rule
 * of `code` turned off: what it would reject for that code alone, it accepts.
 */
function withRuleOff(code: string, apiKey: string): SendService {
  const ports = createMemoryPorts({
    apiKeys: [{ apiKey, principalId: DEMO.principalId }],
    organizations: [{ id: DEMO.organizationId, members: [DEMO.principalId], senders: [DEMO.sender], balance: 1_000_000_000 }],
  });
  const service = createSendService({ ports });
  return {
    async send(input) {
      let value: unknown;
      const readBody = async () => {
        const body = await input.readBody();
        value = body.value;
        return body;
      };
      const response = await service.send({ ...input, readBody });
      const messages = (value as { messages?: unknown[] } | null)?.messages ?? [];
      if (response.status === 400 && response.body.error?.code === code) {
        const accepted = messages.map((_, index) => ({ index, status: 'ACCEPTED' as const, id: `lenient-${index}` }));
        return { ...response, status: 202, body: { error: null, messages: accepted } };
      }
      if (response.status !== 200 || response.body.messages === null) return response;
      const outcomes = response.body.messages.map((outcome) =>
        outcome.status === 'REJECTED' && outcome.error.code === code ? { index: outcome.index, status: 'ACCEPTED' as const, id: `lenient-${outcome.index}` } : outcome,
      );
      return { ...response, status: outcomes.some((outcome) => outcome.status === 'REJECTED') ? 200 : 202, body: { error: null, messages: outcomes } };
    },
  };
}

/** A server like the reference one, but with the rule of `code` turned off. */
export async function startServerWithRuleOff(code: string, apiKey: string): Promise<TestServer> {
  const server = createServer(createNodeListener(withRuleOff(code, apiKey)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.2/rcs/send`;
  return { url, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

/**
 * Runs `script` with `sh`, given on its standard input rather than as `sh -c` (a curl line
 * holding a 250 KB body is longer than one argument may be), with `env` over the environment.
 */
export function runShell(script: string, env: Record<string, string>, cwd?: string): Promise<CliRun> {
  return collectRun(spawn('sh', ['-s'], { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] }), `${script}\n`);
}

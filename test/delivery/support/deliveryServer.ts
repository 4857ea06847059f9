import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { loadServerConfig, startServer, type RunningServer, type ServerConfig, type StartServerOptions } from '@rcs-send/server';
import { API_KEY, ORG_ID, SENDER } from '../../http/support/fixtures';

/** What a test server differs in: its database (or Redis), organizations, keys, and the rest of `startServer`'s options. */
export interface DeliveryServerOptions extends Omit<StartServerOptions, 'config'> {
  /** Overrides of the configuration: the database, or `redisUrl`, at least. */
  readonly config: Partial<ServerConfig> & ({ readonly database: string } | { readonly redisUrl: string });
}

/** The fixtures' tenant (`acme` in ORG_ID, sender SENDER, balance 100), the demo defaults, a free loopback port, no rate limit, no playground. */
export function serveWithDelivery(options: DeliveryServerOptions): Promise<RunningServer> {
  const { config } = loadServerConfig({ env: {} });
  return startServer({
    playground: false,
    ...options,
    config: {
      ...config,
      port: 0,
      rateLimit: null,
      apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }],
      organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100 }],
      ...options.config,
    },
  });
}

/** A server delivering to an RBM emulator of its own, with its database in a fresh folder, and what a test reads of them. */
export interface EmulatedDelivery {
  /** The server. */
  readonly server: RunningServer;
  /** The emulator it delivers to (agent ids: the sender + `@rbm.goog`). */
  readonly emulator: RbmEmulator;
  /** The server's database (read its states with `storedStatuses`). */
  readonly database: string;
  /** The server's log lines so far. */
  readonly logs: string[];
  /** Stops the server and the emulator, and removes the folder. */
  close(): Promise<void>;
}

/** Starts an emulator, then {@link serveWithDelivery} sending to it in `rbm` mode, the database in a fresh temporary folder. */
export async function serveThroughEmulator(config: Partial<ServerConfig> = {}): Promise<EmulatedDelivery> {
  const directory = await mkdtemp(join(tmpdir(), 'rcs-send-delivery-'));
  const database = join(directory, 'rcs-send.db');
  const emulator = await startRbmEmulator();
  const logs: string[] = [];
  const server = await serveWithDelivery({
    config: { database, ...config },
    log: (line) => logs.push(line),
    delivery: { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test'), agentIdSuffix: '@rbm.goog' },
  });
  return {
    server,
    emulator,
    database,
    logs,
    async close() {
      await server.close();
      await emulator.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

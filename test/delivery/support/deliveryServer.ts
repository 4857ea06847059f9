import { loadServerConfig, startServer, type RunningServer, type ServerConfig, type StartServerOptions } from '@rcs-send/server';
import { API_KEY, ORG_ID, SENDER } from '../../http/support/fixtures';

/** What a test server differs in: its outbox (or Redis), organizations, keys, and the rest of `startServer`'s options. */
export interface DeliveryServerOptions extends Omit<StartServerOptions, 'config'> {
  /** Overrides of the configuration (the outbox, or `redisUrl`, at least). */
  readonly config: Partial<ServerConfig>;
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

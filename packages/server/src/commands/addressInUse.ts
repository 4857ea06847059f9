import { ConfigError } from '../config/check';
import type { ServerConfig } from '../config/types';

/** The settings that choose each port the bin listens on, by what listens there. */
function settingsOf(port: unknown, config: ServerConfig, env: NodeJS.ProcessEnv): string {
  if (port === config.metricsPort) return 'RCS_SEND_METRICS_PORT or RCS_SEND_METRICS_HOST (metricsPort, metricsHost in --config)';
  if (port === config.port) return 'RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)';
  if (String(port) === env['RCS_SEND_WORKER_PROBE_PORT']) return 'RCS_SEND_WORKER_PROBE_PORT or RCS_SEND_HOST';
  return 'the settings of --help';
}

/**
 * `error` as the bin says it: a listen refused because another program holds the address
 * (EADDRINUSE) becomes one sentence naming the address and the setting that chose it (a
 * {@link ConfigError}, exit 2); any other error is returned as it is.
 *
 * @internal
 */
export function _addressInUse(error: unknown, config: ServerConfig, env: NodeJS.ProcessEnv): unknown {
  const { code, address, port } = (error ?? {}) as { code?: unknown; address?: unknown; port?: unknown };
  if (code !== 'EADDRINUSE' || typeof address !== 'string') return error;
  const where = address.includes(':') ? `[${address}]:${String(port)}` : `${address}:${String(port)}`;
  return new ConfigError(`${where} is already in use (EADDRINUSE): stop what listens there, or choose another address with ${settingsOf(port, config, env)}`);
}

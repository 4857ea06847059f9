import { ConfigError } from '../config/check';
import type { ServerConfig } from '../config/types';

/** The settings that choose each address the bin listens on, by what listens there (its port, else its interface: both ports may be 0). */
function settingsOf(address: string, port: unknown, config: ServerConfig, env: NodeJS.ProcessEnv): string {
  const metrics = config.metricsPort !== null && port === config.metricsPort;
  if (metrics && (port !== config.port || (address === config.metricsHost && address !== config.host))) return 'RCS_SEND_METRICS_PORT or RCS_SEND_METRICS_HOST (metricsPort, metricsHost in --config)';
  if (port === config.port) return 'RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)';
  if (String(port) === env['RCS_SEND_WORKER_PROBE_PORT']) return 'RCS_SEND_WORKER_PROBE_PORT or RCS_SEND_HOST';
  return 'the settings of --help';
}

/** The settings that name the interface `hostname`, a host name that did not resolve. */
function hostSettingsOf(hostname: unknown, config: ServerConfig): string {
  if (config.metricsPort !== null && hostname === config.metricsHost && hostname !== config.host) return 'RCS_SEND_METRICS_HOST (metricsHost in --config)';
  return 'RCS_SEND_HOST (host in --config)';
}

/** What each refusal of a listen means, and what to do about it. */
const REFUSALS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is already in use (EADDRINUSE): stop what listens there, or choose another address',
  EADDRNOTAVAIL: 'is not an address of this machine (EADDRNOTAVAIL): choose one of its interfaces (or 0.0.0.0)',
  EACCES: 'may not be listened on by this account (EACCES: a port below 1024 needs privileges): choose another address',
};

/**
 * `error` as the bin says it: a listen refused (the address in use, not this machine's, or a
 * port this account may not take) becomes one sentence naming the address, why, and the
 * setting that chose it (Node names no port when it was 0); a host name that does not resolve, one naming the name and its
 * setting (each a {@link ConfigError}, exit 2); any other error is returned as it is.
 *
 * @internal
 */
export function _listenFailure(error: unknown, config: ServerConfig, env: NodeJS.ProcessEnv): unknown {
  const { code, address, port = 0, hostname } = (error ?? {}) as { code?: unknown; address?: unknown; port?: unknown; hostname?: unknown };
  if ((code === 'ENOTFOUND' || code === 'EAI_AGAIN') && typeof hostname === 'string') {
    return new ConfigError(`the host name ${hostname} does not resolve to an address (${code}): give a name this machine resolves, or an IP address, with ${hostSettingsOf(hostname, config)}`);
  }
  const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
  if (refusal === undefined || typeof address !== 'string') return error;
  const where = address.includes(':') ? `[${address}]:${String(port)}` : `${address}:${String(port)}`;
  return new ConfigError(`${where} ${refusal} with ${settingsOf(address, port, config, env)}`);
}

import type { ServerConfig } from '../config/types';

/** The hosts that keep a port on this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The warning lines (for stderr) for each port of `config` that `listens` on, beside the
 * metrics, reachable beyond this machine: the API (a server) or the probes (a worker with a probe
 * port) on `host`, and the metrics, which take no key, on `metricsHost`.
 *
 * @internal
 */
export function _exposureWarnings(config: ServerConfig, listens: 'API' | 'probes' | undefined): string[] {
  const warnings: string[] = [];
  if (listens !== undefined && !LOOPBACK.has(config.host)) warnings.push(`warning: ${listens === 'API' ? 'listening' : 'probes'} on ${config.host}, not loopback`);
  if (config.metricsPort !== null && !LOOPBACK.has(config.metricsHost)) warnings.push(`warning: metrics (no key) on ${config.metricsHost}, not loopback`);
  return warnings;
}

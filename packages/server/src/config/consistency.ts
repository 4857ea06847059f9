import { ConfigError } from './check';
import type { ServerConfig } from './types';

/** The first value of `values` seen twice, if any. */
function repeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/**
 * Throws a {@link ConfigError} for settings that are each valid but impossible together: a
 * request timeout shorter than the headers timeout (Node refuses it), a body budget smaller
 * than one body of the largest size, the metrics on the
 * port of the API, an API key or an organization id given twice.
 *
 * @internal
 */
export function _checkConsistency(config: ServerConfig): void {
  if (config.requestTimeout < config.headersTimeout) {
    throw new ConfigError(`requestTimeout (${config.requestTimeout} ms) must be at least headersTimeout (${config.headersTimeout} ms)`);
  }
  if (config.maxBodyBytesInFlight < config.maxBodyBytes) {
    throw new ConfigError(`maxBodyBytesInFlight (${config.maxBodyBytesInFlight}) must be at least maxBodyBytes (${config.maxBodyBytes}): a body of the largest size could never be read`);
  }
  if (config.metricsPort !== null && config.metricsPort !== 0 && config.metricsPort === config.port) {
    throw new ConfigError(`metricsPort must differ from port (both ${config.port})`);
  }
  if (repeated(config.apiKeys.map((entry) => entry.apiKey)) !== undefined) throw new ConfigError('apiKeys must not hold the same apiKey twice');
  const id = repeated(config.organizations.map((organization) => organization.id.toLowerCase()));
  if (id !== undefined) throw new ConfigError(`organizations must not hold the id ${id} twice`);
}

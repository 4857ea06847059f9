import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config/loadServerConfig';
import { _exposureWarnings } from './exposureWarnings';

const defaults = loadServerConfig({ env: {} }).config;

describe('_exposureWarnings', () => {
  it.each(['127.0.0.1', '::1', 'localhost'])('should say nothing of ports on %s', (host) => {
    const config = { ...defaults, host, metricsHost: host, metricsPort: 9464 };
    expect(_exposureWarnings(config, 'API')).toEqual([]);
    expect(_exposureWarnings(config, 'probes')).toEqual([]);
  });

  it("should warn of a server's API and of metrics beyond loopback, each on its own line", () => {
    expect(_exposureWarnings({ ...defaults, host: '0.0.0.0', metricsHost: '10.0.0.5', metricsPort: 9464 }, 'API')).toEqual([
      'warning: listening on 0.0.0.0, not loopback',
      'warning: metrics (no key) on 10.0.0.5, not loopback',
    ]);
  });

  it("should warn of a worker's probes beyond loopback, and of its host only when it has probes there", () => {
    const config = { ...defaults, host: '0.0.0.0', metricsPort: null };
    expect(_exposureWarnings(config, 'probes')).toEqual(['warning: probes on 0.0.0.0, not loopback']);
    expect(_exposureWarnings(config, undefined)).toEqual([]);
  });

  it('should not warn of metrics that are off, wherever their host', () => {
    expect(_exposureWarnings({ ...defaults, metricsHost: '0.0.0.0', metricsPort: null }, 'API')).toEqual([]);
  });
});

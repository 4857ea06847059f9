import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/check';
import { loadServerConfig } from '../config/loadServerConfig';
import { _listenFailure } from './listenFailure';

const defaults = loadServerConfig({ env: {} }).config;

/** An error as node:net rejects a listen with: without a port when it was 0. */
const listenError = (code: string, address: string, port: number) => Object.assign(new Error(`listen ${code}`), { code, address, syscall: 'listen' }, port === 0 ? {} : { port });

/** The message of what `_listenFailure` makes of `error`, or the error itself when it leaves it. */
function said(error: unknown, config = defaults): unknown {
  const failure = _listenFailure(error, config, {});
  return failure instanceof ConfigError ? failure.message : failure;
}

describe('_listenFailure', () => {
  it('should name the address in use and the settings of the API port', () => {
    expect(said(listenError('EADDRINUSE', '127.0.0.1', 8080))).toBe(
      '127.0.0.1:8080 is already in use (EADDRINUSE): stop what listens there, or choose another address with RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)',
    );
  });

  it("should say that an interface is not this machine's, naming the metrics' settings when they chose it", () => {
    expect(said(listenError('EADDRNOTAVAIL', '192.0.2.1', 8080))).toBe(
      '192.0.2.1:8080 is not an address of this machine (EADDRNOTAVAIL): choose one of its interfaces (or 0.0.0.0) with RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)',
    );
    expect(said(listenError('EADDRNOTAVAIL', '192.0.2.1', 0), { ...defaults, port: 0, metricsPort: 0, metricsHost: '192.0.2.1' })).toBe(
      '192.0.2.1:0 is not an address of this machine (EADDRNOTAVAIL): choose one of its interfaces (or 0.0.0.0) with RCS_SEND_METRICS_PORT or RCS_SEND_METRICS_HOST (metricsPort, metricsHost in --config)',
    );
  });

  it('should say that a privileged port needs privileges', () => {
    expect(said(listenError('EACCES', '::1', 80), { ...defaults, port: 80 })).toBe(
      '[::1]:80 may not be listened on by this account (EACCES: a port below 1024 needs privileges): choose another address with RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)',
    );
  });

  it('should name a host name that does not resolve and the setting that gave it', () => {
    const notFound = (hostname: string) => Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname, syscall: 'getaddrinfo' });
    expect(said(notFound('api.invalid'), { ...defaults, host: 'api.invalid' })).toBe(
      'the host name api.invalid does not resolve to an address (ENOTFOUND): give a name this machine resolves, or an IP address, with RCS_SEND_HOST (host in --config)',
    );
    expect(said(notFound('metrics.invalid'), { ...defaults, metricsPort: 9464, metricsHost: 'metrics.invalid' })).toBe(
      'the host name metrics.invalid does not resolve to an address (ENOTFOUND): give a name this machine resolves, or an IP address, with RCS_SEND_METRICS_HOST (metricsHost in --config)',
    );
  });

  it('should leave any other error as it is', () => {
    const other = listenError('EMFILE', '127.0.0.1', 8080);
    expect(said(other)).toBe(other);
  });
});

#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { _banner } from './banner';
import { ConfigError } from './config/check';
import { loadServerConfig } from './config/loadServerConfig';
import { _deliverySettingOf } from './delivery/deliverySetting';
import { _HELP } from './help';
import { _playgroundSetting } from './playground/playgroundSetting';
import { startServer } from './startServer';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Starts the server from the command line; resolves to the exit code once it has stopped. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { config: { type: 'string' }, profile: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help === true) {
    process.stdout.write(_HELP);
    return 0;
  }
  const loaded = loadServerConfig({ configPath: values.config, profile: values.profile, env: process.env });
  if (!LOOPBACK.has(loaded.config.host)) process.stderr.write(`warning: listening on ${loaded.config.host}, not loopback\n`);
  const { metricsPort, metricsHost } = loaded.config;
  if (metricsPort !== null && !LOOPBACK.has(metricsHost)) process.stderr.write(`warning: metrics (no key) on ${metricsHost}, not loopback\n`);
  const delivery = _deliverySettingOf(process.env);
  const server = await startServer({ config: loaded.config, delivery, ..._playgroundSetting(process.env['RCS_SEND_PLAYGROUND']) });
  process.stderr.write(_banner(loaded, server.url, { playgroundUrl: server.playgroundUrl, metricsUrl: server.metricsUrl, delivery: server.delivery }));
  const log = (event: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
  log({ event: 'listening', url: server.url });
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.once(signal, () => process.exit(130));
      log({ event: 'shutdown', signal });
      server.close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof TypeError ? error.message : String((error as { code?: unknown })?.code ?? 'error');
    process.stderr.write(`rcs-send-server: ${message}\n`);
    process.exitCode = 2;
  },
);

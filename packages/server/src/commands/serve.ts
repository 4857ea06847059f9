import { _banner } from '../banner';
import type { LoadedServerConfig } from '../config/types';
import { _deliverySettingOf } from '../delivery/deliverySetting';
import { _smsSettingOf } from '../delivery/smsSetting';
import { _playgroundSetting } from '../playground/playgroundSetting';
import { startServer } from '../startServer';
import { _exposureWarnings } from './exposureWarnings';
import { _logEvent } from './logEvent';
import { _untilStopped } from './untilStopped';

/**
 * `rcs-send-server` (no command): starts the server of `loaded` with the delivery, the SMS
 * fallback and the playground of `env`, prints the banner on stderr and one JSON log line per event on stdout,
 * and resolves to the exit code once SIGINT or SIGTERM stopped it (a second signal exits at once).
 *
 * @internal
 */
export async function _serve(loaded: LoadedServerConfig, env: NodeJS.ProcessEnv): Promise<number> {
  for (const warning of _exposureWarnings(loaded.config, 'API')) process.stderr.write(`${warning}\n`);
  const delivery = _deliverySettingOf(env);
  const sms = _smsSettingOf(env, delivery);
  const server = await startServer({ config: loaded.config, delivery, sms, ..._playgroundSetting(env['RCS_SEND_PLAYGROUND']) });
  process.stderr.write(_banner(loaded, server.url, { playgroundUrl: server.playgroundUrl, metricsUrl: server.metricsUrl, delivery: server.delivery }));
  _logEvent({ event: 'listening', url: server.url });
  return _untilStopped(() => server.close());
}

import { _environmentInteger } from '../config/environmentInteger';
import { _redactedUrl } from '../config/redactedUrl';
import type { LoadedServerConfig } from '../config/types';
import { _deliverySettingOf } from '../delivery/deliverySetting';
import { _webhookScheduleOf } from '../delivery/webhookScheduleSetting';
import { _smsSettingOf } from '../delivery/smsSetting';
import { startWorker } from '../startWorker';
import { _exposureWarnings } from './exposureWarnings';
import { _logEvent } from './logEvent';
import { _ownEmulatorWarning } from './ownEmulatorWarning';
import { _untilStopped } from './untilStopped';

/**
 * `rcs-send-server worker`: starts a worker of the fleet on the Redis of `loaded` with the
 * delivery and the SMS fallback of `env` (the server's settings; its probes on
 * `RCS_SEND_WORKER_PROBE_PORT` of `RCS_SEND_HOST` when set, its metrics on the configured
 * metrics port when set), prints one line on stderr and
 * one JSON log line per event on stdout, and resolves to the exit code once SIGINT or SIGTERM
 * stopped it (a second signal exits at once).
 *
 * @internal
 */
export async function _work(loaded: LoadedServerConfig, env: NodeJS.ProcessEnv): Promise<number> {
  const delivery = _deliverySettingOf(env);
  const probePort = _environmentInteger(env, 'RCS_SEND_WORKER_PROBE_PORT', 0, 65_535, 'a TCP port, 0 to 65535');
  const probes = probePort === undefined ? {} : { probes: { host: loaded.config.host, port: probePort } };
  const warnings = [..._exposureWarnings(loaded.config, probePort === undefined ? undefined : 'probes'), _ownEmulatorWarning(loaded.config, delivery)];
  for (const warning of warnings) if (warning !== undefined) process.stderr.write(`${warning}\n`);
  const webhookSchedule = _webhookScheduleOf(env);
  const worker = await startWorker({ config: loaded.config, delivery, sms: _smsSettingOf(env, delivery), ...(webhookSchedule === undefined ? {} : { webhookSchedule }), ...probes });
  const stopped = _untilStopped(() => worker.close()); // before the banner: a SIGTERM sent on reading it stops the worker cleanly
  const probeLine = worker.probesUrl === undefined ? '' : `  probes:        ${worker.probesUrl}healthz and ${worker.probesUrl}readyz\n`;
  const metricsLine = worker.metricsUrl === undefined ? '' : `  metrics:       ${worker.metricsUrl}\n`;
  process.stderr.write(`rcs-send-server worker on ${_redactedUrl(loaded.config.redisUrl ?? '')}\n  delivery:      ${worker.delivery}\n${probeLine}${metricsLine}`);
  _logEvent({ event: 'worker-started' });
  return stopped;
}

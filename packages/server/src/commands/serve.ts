import { _banner } from '../banner';
import { _demoOrganizationOf, DEMO } from '../config/defaults';
import type { PlaygroundTenant } from '../playground/playgroundFiles';
import type { LoadedServerConfig } from '../config/types';
import { _deliverySettingOf } from '../delivery/deliverySetting';
import { _smsSettingOf } from '../delivery/smsSetting';
import { _webhookScheduleOf } from '../delivery/webhookScheduleSetting';
import { _playgroundSetting } from '../playground/playgroundSetting';
import { startServer } from '../startServer';
import { _readStoredTenant, type _StoredTenant } from '../tenants/storedTenant';
import { _configurationNotice } from './configurationNotice';
import { _exposureWarnings } from './exposureWarnings';
import { _logEvent } from './logEvent';
import { _ownEmulatorWarning } from './ownEmulatorWarning';
import { _tenantsCommandLine } from './tenantsCommandLine';
import { _untilStopped } from './untilStopped';

/** The demo tenant the playground's requests should name (its organization and first sender), or undefined when a configuration file replaced it: never another organization's id. */
function playgroundTenantOf(loaded: LoadedServerConfig): PlaygroundTenant | undefined {
  const demo = _demoOrganizationOf(loaded.config);
  const sender = demo?.senders[0];
  return demo === undefined || sender === undefined ? undefined : { organizationId: demo.id.toLowerCase(), sender };
}

/**
 * `rcs-send-server` (no command): starts the server of `loaded` with the delivery, the SMS
 * fallback and the playground of `env` (its requests naming the demo tenant), and the key generated for this run (stored once it
 * listens, revoked at the stop); reads back from the store what the banner shows (the store is the
 * truth), prints the banner on stderr, with one line under its first when the store did not take
 * something the configuration says (and the command that would apply it); then one JSON log line
 * per event on stdout. Resolves to the exit code once SIGINT or SIGTERM stopped it (a second signal
 * exits at once).
 *
 * @internal
 */
export async function _serve(loaded: LoadedServerConfig, env: NodeJS.ProcessEnv): Promise<number> {
  for (const warning of _exposureWarnings(loaded.config, 'API')) process.stderr.write(`${warning}\n`);
  const delivery = _deliverySettingOf(env);
  const sms = _smsSettingOf(env, delivery);
  const shared = _ownEmulatorWarning(loaded.config, delivery);
  if (shared !== undefined) process.stderr.write(`${shared}\n`);
  const webhookSchedule = _webhookScheduleOf(env);
  const server = await startServer({ config: loaded.config, delivery, sms, ...(webhookSchedule === undefined ? {} : { webhookSchedule }), runApiKey: loaded.generatedApiKey, playgroundTenant: playgroundTenantOf(loaded), ..._playgroundSetting(env['RCS_SEND_PLAYGROUND']) });
  const organizationId = loaded.config.organizations[0]?.id ?? DEMO.organizationId;
  const stored: _StoredTenant | string = await _readStoredTenant(server.tenants, organizationId, loaded.config.apiKeys).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  const notice = typeof stored === 'string' ? undefined : _configurationNotice(loaded, stored, env, _tenantsCommandLine(loaded, env));
  const stopped = _untilStopped(() => server.close()); // which revokes the run's key; listening before the banner, so that a SIGTERM sent on reading it stops the server cleanly
  const { playgroundUrl, metricsUrl, runKeyExpiresAt } = server;
  process.stderr.write(_banner(loaded, server.url, stored, { playgroundUrl, metricsUrl, delivery: server.delivery, runKeyExpiresAt, notes: notice === undefined ? [] : [notice], emulated: delivery.mode === 'emulator' && sms.mode === 'simulator' }));
  _logEvent({ event: 'listening', url: server.url });
  return stopped;
}

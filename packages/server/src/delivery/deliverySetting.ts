import { serviceAccountTokensFromFile, type AccessTokens } from '@rcs-send/delivery';
import { RBM_HOSTS } from '@rcs-send/rbm';

/**
 * Where the reference server delivers accepted messages: nowhere (`off`: they stay queued in
 * the database, or the Redis Stream), to an RBM emulator it starts on loopback (`emulator`), or to RBM itself (`rbm`).
 *
 * @public
 */
export type DeliverySetting =
  | { /** No delivery. */ readonly mode: 'off' }
  | { /** An emulator on a free loopback port. */ readonly mode: 'emulator' }
  | {
      /** RBM (or any platform speaking its REST API). */ readonly mode: 'rbm';
      /** The API's base URL, ending in `/`. */ readonly baseUrl: string;
      /** Bearer tokens (a service account's). */ readonly tokens: AccessTokens;
      /** Appended to a sender to make its RBM agent id (e.g. `@rbm.goog`). @defaultValue `''` */ readonly agentIdSuffix?: string;
      /** The partner's client token RBM signs events with: `POST /v1.2/rbm/events` takes them. @defaultValue none: no event route */ readonly clientToken?: string;
    };

/**
 * The delivery of `RCS_SEND_DELIVERY` (`emulator` when unset, `off`, or `rbm` with
 * `RCS_SEND_RBM_SERVICE_ACCOUNT` = a key file, `RCS_SEND_RBM_URL`, `RCS_SEND_RBM_AGENT_ID_SUFFIX` and
 * `RCS_SEND_RBM_CLIENT_TOKEN`).
 * Throws a TypeError for any other value.
 *
 * @internal
 */
export function _deliverySettingOf(env: NodeJS.ProcessEnv): DeliverySetting {
  const mode = env['RCS_SEND_DELIVERY'] ?? 'emulator';
  if (mode === 'off' || mode === 'emulator') return { mode };
  if (mode !== 'rbm') throw new TypeError('RCS_SEND_DELIVERY must be off, emulator or rbm');
  const keyFile = env['RCS_SEND_RBM_SERVICE_ACCOUNT'];
  if (keyFile === undefined || keyFile === '') throw new TypeError('RCS_SEND_DELIVERY=rbm needs RCS_SEND_RBM_SERVICE_ACCOUNT, the path of a service account key');
  const clientToken = env['RCS_SEND_RBM_CLIENT_TOKEN'];
  return { mode, baseUrl: env['RCS_SEND_RBM_URL'] ?? RBM_HOSTS.global, tokens: serviceAccountTokensFromFile(keyFile), agentIdSuffix: env['RCS_SEND_RBM_AGENT_ID_SUFFIX'] ?? '', ...(clientToken ? { clientToken } : {}) };
}

/** The RBM agent id of a sender under `setting`: the sender and `agentIdSuffix` with RBM, the sender itself otherwise. @internal */
export function _agentIdOf(setting: DeliverySetting): (from: string) => string {
  const suffix = setting.mode === 'rbm' ? (setting.agentIdSuffix ?? '') : '';
  return (from) => `${from}${suffix}`;
}

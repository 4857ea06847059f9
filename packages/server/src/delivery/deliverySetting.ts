import { serviceAccountTokensFromFile, staticAccessToken, type AccessTokens } from '@rcs-send/delivery';
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
      /** Bearer tokens (a service account's, or one fixed token for an emulator or a staging platform). */ readonly tokens: AccessTokens;
      /** Appended to a sender to make its RBM agent id (e.g. `@rbm.goog`). @defaultValue `''` */ readonly agentIdSuffix?: string;
      /** The partner's client token RBM signs events with: `POST /v1.2/rbm/events` takes them. @defaultValue none: no event route */ readonly clientToken?: string;
    };

/**
 * The bearer tokens of `RCS_SEND_RBM_SERVICE_ACCOUNT` (a key file: OAuth2 at Google) or of
 * `RCS_SEND_RBM_TOKEN` (one fixed token, for an emulator a fleet shares or a staging platform at
 * `RCS_SEND_RBM_URL`); a TypeError saying what to set when neither or both are given.
 */
function tokensOf(env: NodeJS.ProcessEnv): AccessTokens {
  const [keyFile, token] = [env['RCS_SEND_RBM_SERVICE_ACCOUNT'] || undefined, env['RCS_SEND_RBM_TOKEN'] || undefined];
  if (keyFile !== undefined && token !== undefined) throw new TypeError('RCS_SEND_DELIVERY=rbm takes RCS_SEND_RBM_SERVICE_ACCOUNT or RCS_SEND_RBM_TOKEN, not both');
  if (keyFile !== undefined) return serviceAccountTokensFromFile(keyFile);
  if (token === undefined) throw new TypeError('RCS_SEND_DELIVERY=rbm needs RCS_SEND_RBM_SERVICE_ACCOUNT, the path of a service account key (RBM itself), or RCS_SEND_RBM_TOKEN with RCS_SEND_RBM_URL (a shared emulator or a staging platform)');
  if (!env['RCS_SEND_RBM_URL']) throw new TypeError('RCS_SEND_RBM_TOKEN needs RCS_SEND_RBM_URL: RBM itself takes a service account\'s tokens only (RCS_SEND_RBM_SERVICE_ACCOUNT)');
  return staticAccessToken(token);
}

/**
 * The delivery of `RCS_SEND_DELIVERY` (`emulator` when unset, `off`, or `rbm` with
 * `RCS_SEND_RBM_SERVICE_ACCOUNT` = a key file or `RCS_SEND_RBM_TOKEN` = a fixed bearer token,
 * `RCS_SEND_RBM_URL`, `RCS_SEND_RBM_AGENT_ID_SUFFIX` and `RCS_SEND_RBM_CLIENT_TOKEN`).
 * Throws a TypeError for any other value.
 *
 * @internal
 */
export function _deliverySettingOf(env: NodeJS.ProcessEnv): DeliverySetting {
  const mode = env['RCS_SEND_DELIVERY'] ?? 'emulator';
  if (mode === 'off' || mode === 'emulator') return { mode };
  if (mode !== 'rbm') throw new TypeError('RCS_SEND_DELIVERY must be off, emulator or rbm');
  const clientToken = env['RCS_SEND_RBM_CLIENT_TOKEN'];
  return { mode, baseUrl: env['RCS_SEND_RBM_URL'] || RBM_HOSTS.global, tokens: tokensOf(env), agentIdSuffix: env['RCS_SEND_RBM_AGENT_ID_SUFFIX'] ?? '', ...(clientToken ? { clientToken } : {}) };
}

/** The RBM agent id of a sender under `setting`: the sender and `agentIdSuffix` with RBM, the sender itself otherwise. @internal */
export function _agentIdOf(setting: DeliverySetting): (from: string) => string {
  const suffix = setting.mode === 'rbm' ? (setting.agentIdSuffix ?? '') : '';
  return (from) => `${from}${suffix}`;
}

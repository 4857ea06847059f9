import type { TenantStore } from '@rcs-send/service';
import { _demoOrganizationOf, DEMO } from '../config/defaults';
import type { ServerConfig } from '../config/types';
import { _errorSummary } from '../http/requestLog';
import { _digestOf } from './apiKeys';
import { _changeLine } from './changeLog';

/** How long a key generated for a run stays valid at most: a day, for a run that was killed before it could revoke its key. @internal */
export const _RUN_KEY_LIFETIME_MS = 86_400_000;

/** A key stored for one run of the server, and how to end it. @internal */
export interface _RunKey {
  /** `run_` and 8 hex digits of its digest: how `tenants show` lists it and `revoke-key` names it (never a character of the key). */
  readonly prefix: string;
  /** When it is refused even if the run goes on, epoch milliseconds. */
  readonly expiresAt: number;
  /** Revokes it (the run's clean stop); a failure is logged and left to the key's expiry. */
  revoke(): Promise<void>;
  /** Stores it again where the store lost it (a Redis restarted without its data), as the configuration's keys are; revoked, it stays so. */
  restore(): Promise<void>;
  /** Whether the store holds it (revoked or not); rejects as the store does. */
  isStored(): Promise<boolean>;
}

/** Who a run key authenticates, and for which organization. @internal */
export interface _RunKeyOwner {
  /** Its principal (made a member of the organization). */
  readonly principalId: string;
  /** Its organization, or null for none. */
  readonly organizationId: string | null;
}

/**
 * Stores `apiKey`, generated for this run, as its SHA-256 digest with an expiry
 * `_RUN_KEY_LIFETIME_MS` ahead, so that a key a terminal printed ends with its run: the bin calls
 * this once the server listens (a start that fails adds no key), `restore` where the store lost
 * it, and `revoke` when it stops. One `tenant-change` line of `log` each (actor `run`), never the key.
 *
 * @internal
 */
export async function _storeRunKey(tenants: TenantStore, apiKey: string, owner: _RunKeyOwner, log: (line: string) => void, now: () => number = Date.now): Promise<_RunKey> {
  const digest = _digestOf(apiKey);
  const prefix = `run_${digest.slice(0, 8)}`;
  const createdAt = now();
  const expiresAt = createdAt + _RUN_KEY_LIFETIME_MS;
  const key = { digest, prefix, ...owner, label: 'generated for a run of the server', createdAt, expiresAt, revokedAt: null };
  const add = async (): Promise<void> => {
    if (await tenants.addKey(key)) log(_changeLine('run', 'add-key', { prefix, principalId: owner.principalId, organizationId: owner.organizationId, expiresAt: new Date(expiresAt).toISOString() }, now()));
  };
  await add();
  return {
    prefix,
    expiresAt,
    restore: add,
    isStored: async () => (await tenants.keyOf(digest)) !== undefined,
    async revoke() {
      const at = now();
      try {
        if ((await tenants.revokeKeys({ digest }, at)).length > 0) log(_changeLine('run', 'revoke-key', { prefix }, at));
      } catch (error) {
        log(JSON.stringify({ time: new Date(at).toISOString(), event: 'port-error', source: 'run-key', ..._errorSummary(error) }));
      }
    },
  };
}

/**
 * The run key `apiKey` of the demo principal, for the first organization listing it, stored in
 * `tenants` (see {@link _storeRunKey}); undefined without one, or when the store refused it (a
 * `port-error` line of `log`: the server runs on, the key is refused).
 *
 * @internal
 */
export async function _storeRunKeyOf(apiKey: string | undefined, tenants: TenantStore, config: Pick<ServerConfig, 'organizations'>, log: (line: string) => void): Promise<_RunKey | undefined> {
  if (apiKey === undefined) return undefined;
  const owner = _demoOrganizationOf(config);
  try {
    return await _storeRunKey(tenants, apiKey, { principalId: DEMO.principalId, organizationId: owner?.id.toLowerCase() ?? null }, log);
  } catch (error) {
    log(JSON.stringify({ time: new Date().toISOString(), event: 'port-error', source: 'run-key', ..._errorSummary(error) }));
    return undefined;
  }
}

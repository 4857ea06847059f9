import type { TenantStore, TenantWebhook } from '@rcs-send/service';

/** The webhooks of the organizations, read from the tenant store at most `maxAgeMs` ago. @internal */
export interface _FreshEndpoints {
  /** The webhook of `organizationId` in force (disabled or not), or undefined when it has none. */
  of(organizationId: string): Promise<TenantWebhook | undefined>;
  /** Forgets what was read of `organizationId`: the next `of` reads the store. */
  forget(organizationId: string): void;
}

/**
 * The endpoint of each attempt, read from `tenants` (never more than `maxAgeMs` old, one read at
 * a time per organization), so that a webhook removed, disabled or moved by the operator is
 * followed by the next attempt on every instance, not by the next read of every organization.
 *
 * @internal
 */
export function _freshEndpoints(tenants: Pick<TenantStore, 'organization'>, maxAgeMs: number, now: () => number): _FreshEndpoints {
  const read = new Map<string, { readonly at: number; readonly webhook: Promise<TenantWebhook | undefined> }>();
  return {
    of(organizationId) {
      const known = read.get(organizationId);
      if (known !== undefined && now() - known.at <= maxAgeMs) return known.webhook;
      const webhook = tenants.organization(organizationId).then((organization) => organization?.webhook ?? undefined);
      read.set(organizationId, { at: now(), webhook });
      webhook.catch(() => read.delete(organizationId)); // a failed read is not kept
      return webhook;
    },
    forget: (organizationId) => void read.delete(organizationId),
  };
}

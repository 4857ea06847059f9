import { createValidationProfile, type ValidationProfile } from '@rcs-send/core';
import type { SmsFallbackPolicy } from '../lifecycle/smsFallback';
import { parseSmsFallbackPolicy } from '../lifecycle/smsFallbackPolicy';
import type { TenantOrganization, TenantStore, TenantWebhook } from '../ports/tenants';
import { _memoryApiKeys } from './memoryApiKeys';
import { _memoryLedger, type _MemoryLedger } from './memoryLedger';

/** What an organization holds of its own: its members and senders are kept beside it, by its id. */
interface Organization {
  rcsChannel: boolean;
  webhook: TenantWebhook | null;
  smsFallback: SmsFallbackPolicy | null;
  validationProfile: ValidationProfile | null;
}

/** A sender as kept: its use case, its own policy and its own validation profile. */
interface Sender {
  useCase: string;
  smsFallback: SmsFallbackPolicy | null;
  validationProfile: ValidationProfile | null;
}

/** `policy` checked (a TypeError when it is not one), or null. */
const checked = (policy: SmsFallbackPolicy | null): SmsFallbackPolicy | null => (policy === null ? null : parseSmsFallbackPolicy(policy));

/** Ids in code-unit order, as the durable stores list them. */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The value of `key` in `map`, made by `created` and set first when it has none. */
function entry<K, V>(map: Map<K, V>, key: K, created: () => V): V {
  const value = map.get(key) ?? created();
  map.set(key, value);
  return value;
}

/** `webhook` as kept: its URL and secret, nothing else. */
/** A copy of `webhook` with exactly the fields it has. */
const webhookOf = (webhook: TenantWebhook | null): TenantWebhook | null =>
  webhook === null
    ? null
    : {
        url: webhook.url,
        secret: webhook.secret,
        ...(webhook.previous === undefined ? {} : { previous: { secret: webhook.previous.secret, until: webhook.previous.until } }),
        ...(webhook.disabled === undefined ? {} : { disabled: { at: webhook.disabled.at, reason: webhook.disabled.reason } }),
      };

/**
 * The {@link TenantStore} over `ledger`, in this process's memory, answering as the SQLite
 * store's does: members and senders are kept by organization id (written even before their
 * organization exists, as the durable stores write them), every write of an organization, a
 * member, a sender or a key raises the revision, and the balance is the ledger's. Each call
 * reads and writes in one synchronous step, so calls made at once are taken one at a time.
 *
 * @internal
 */
export function _memoryTenants(ledger: _MemoryLedger): TenantStore {
  const organizations = new Map<string, Organization>();
  const members = new Map<string, Set<string>>();
  const senders = new Map<string, Map<string, Sender>>();
  const keys = _memoryApiKeys();
  let revision = 0;
  /** Raises the revision with a write of organizations, members, senders or keys, and passes `value` on. */
  const changed = <T>(value: T): T => {
    revision += 1;
    return value;
  };
  const membersOf = (organizationId: string): Set<string> => entry(members, organizationId, () => new Set());
  const sendersOf = (organizationId: string): Map<string, Sender> => entry(senders, organizationId, () => new Map());
  /** The organization `organizationId`, or a RangeError naming it. */
  const existing = (organizationId: string): Organization => {
    const organization = organizations.get(organizationId);
    if (organization === undefined) throw new RangeError(`no organization ${organizationId}`);
    return organization;
  };
  const organizationOf = (id: string, organization: Organization): TenantOrganization => ({
    id,
    rcsChannel: organization.rcsChannel,
    members: [...(members.get(id) ?? [])].sort(byId),
    senders: [...(senders.get(id) ?? [])].sort(([a], [b]) => byId(a, b)).map(([sender, { useCase, smsFallback }]) => ({ id: sender, useCase, smsFallback })),
    webhook: organization.webhook,
    smsFallback: organization.smsFallback,
  });

  return {
    keyOf: keys.keyOf,
    async access(principal, organizationId) {
      const organization = organizations.get(organizationId);
      if (organization === undefined) return 'not-found';
      if (members.get(organizationId)?.has(principal.id) !== true) return 'forbidden';
      return organization.rcsChannel ? 'allowed' : 'no-rcs-channel';
    },
    isConfigured: async (organizationId, from) => senders.get(organizationId)?.has(from) ?? false,
    async policyOf(organizationId, from) {
      const organization = organizations.get(organizationId);
      if (organization === undefined) return undefined;
      return senders.get(organizationId)?.get(from)?.smsFallback ?? organization.smsFallback ?? undefined;
    },
    async setSmsFallback(organizationId, senderId, policy) {
      const parsed = checked(policy);
      const owner = senderId === null ? existing(organizationId) : senders.get(organizationId)?.get(senderId);
      if (owner === undefined) throw new RangeError(`no sender ${senderId} in organization ${organizationId}`);
      owner.smsFallback = changed(parsed);
    },
    async validationProfileOf(organizationId, sender) {
      const organization = organizations.get(organizationId);
      if (organization === undefined) return undefined;
      const own = sender === null ? null : (senders.get(organizationId)?.get(sender)?.validationProfile ?? null);
      return own ?? organization.validationProfile ?? undefined;
    },
    async validationProfiles(organizationId) {
      const organization = organizations.get(organizationId);
      if (organization === undefined) return undefined;
      const own = [...(senders.get(organizationId) ?? [])].sort(([a], [b]) => byId(a, b)).flatMap(([id, sender]) => (sender.validationProfile === null ? [] : [[id, sender.validationProfile] as const]));
      return { organization: organization.validationProfile, senders: Object.fromEntries(own) };
    },
    async setValidationProfile(organizationId, senderId, profile) {
      const checkedProfile = profile === null ? null : createValidationProfile(profile).data;
      const owner = senderId === null ? existing(organizationId) : senders.get(organizationId)?.get(senderId);
      if (owner === undefined) throw new RangeError(`no sender ${senderId} in organization ${organizationId}`);
      owner.validationProfile = changed(checkedProfile);
    },
    async setWebhook(organizationId, webhook) {
      existing(organizationId).webhook = changed(webhookOf(webhook));
    },
    async disableWebhook(organizationId, url, at, reason) {
      const organization = existing(organizationId);
      const { webhook } = organization;
      if (webhook === null || webhook.url !== url || webhook.disabled !== undefined) return false;
      organization.webhook = changed({ ...webhook, disabled: { at, reason } });
      return true;
    },
    async setRcsChannel(organizationId, enabled) {
      existing(organizationId).rcsChannel = changed(enabled);
    },
    async removeSender(organizationId, senderId) {
      existing(organizationId);
      return changed(senders.get(organizationId)?.delete(senderId) ?? false);
    },
    async organization(organizationId) {
      const organization = organizations.get(organizationId);
      return organization === undefined ? undefined : organizationOf(organizationId, organization);
    },
    organizations: async () => [...organizations].sort(([a], [b]) => byId(a, b)).map(([id, organization]) => organizationOf(id, organization)),
    revision: async () => revision,
    async addOrganization({ id, rcsChannel, webhook, balance, members: principals = [], senders: added = [], smsFallback = null }, at) {
      const organizationId = id.toLowerCase();
      // Every policy checked before anything is written: a TypeError leaves nothing of the organization.
      const policy = checked(smsFallback);
      const withPolicies = added.map((sender) => ({ ...sender, smsFallback: checked(sender.smsFallback) }));
      if (organizations.has(organizationId)) return changed(false);
      organizations.set(organizationId, { rcsChannel, webhook: webhookOf(webhook), smsFallback: policy, validationProfile: null });
      ledger.open(organizationId, balance, at);
      for (const principal of principals) membersOf(organizationId).add(principal);
      for (const sender of withPolicies) sendersOf(organizationId).set(sender.id, { useCase: sender.useCase, smsFallback: sender.smsFallback, validationProfile: null });
      return changed(true);
    },
    async addMember(organizationId, principalId) {
      changed(membersOf(organizationId).add(principalId));
    },
    async addSender(organizationId, { id, useCase }) {
      const kept = senders.get(organizationId)?.get(id); // a use case set again keeps the policy and the profile
      changed(sendersOf(organizationId).set(id, { useCase, smsFallback: kept?.smsFallback ?? null, validationProfile: kept?.validationProfile ?? null }));
    },
    async addKey(key) {
      const added = keys.add(key);
      if (added && key.organizationId !== null) membersOf(key.organizationId).add(key.principalId);
      return changed(added);
    },
    revokeKeys: keys.revokeKeys,
    keysOf: keys.keysOf,
    credit: async (organizationId, units, reason, at) => ledger.credit(organizationId, units, reason, at),
    balanceOf: async (organizationId) => ledger.balance.balanceOf(organizationId),
    ledgerTail: async (organizationId, count) => ledger.tail(organizationId, count),
    count: async (organizationId, day, outcome, count) => ledger.usage.add(organizationId, day, outcome, count),
    usage: async (organizationId, from, to) => ledger.usage.between(organizationId, from, to),
  };
}

/**
 * A {@link TenantStore} in this process's memory, for tests and a single process: organizations,
 * members, senders with their use cases, SMS fallback policies and validation profiles, webhooks, the RCS channel, API
 * keys by their SHA-256 digest, a balance ledger and usage per day, answering as the durable
 * stores do. Nothing spends its balances: `createMemoryStore` shares one ledger between its
 * tenants, its balance port, its submit and its SMS fallbacks.
 *
 * @public
 */
export function createMemoryTenantStore(): TenantStore {
  return _memoryTenants(_memoryLedger(Date.now));
}

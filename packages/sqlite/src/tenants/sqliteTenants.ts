import { createValidationProfile, type ValidationProfile } from '@rcs-send/core';
import { parseSmsFallbackPolicy, type LedgerEntry, type SmsFallbackPolicy, type StoredApiKey, type TenantOrganization, type TenantStore, type UsageDay } from '@rcs-send/service';
import type { _Ledger } from '../balance/sqliteBalance';
import type { _Database } from '../database/openDatabase';
import { _guard } from '../errors/sqliteStoreError';
import { _WEBHOOK_COLUMNS, _webhookColumns, _webhookOf, type _WebhookColumns } from './webhookColumns';

/** A row of `api_keys`. */
interface KeyRow {
  readonly prefix: string;
  readonly principal_id: string;
  readonly organization_id: string | null;
  readonly label: string | null;
  readonly created_at: number;
  readonly expires_at: number | null;
  readonly revoked_at: number | null;
}

/** A row of `organizations`, its webhook's columns apart. */
type OrganizationRow = _WebhookColumns & {
  readonly id: string;
  readonly rcs_channel: number;
  readonly sms_fallback: string | null;
};

/** The column of a policy (checked: a TypeError when it is not one), or null. */
const policyJson = (policy: SmsFallbackPolicy | null): string | null => (policy === null ? null : JSON.stringify(parseSmsFallbackPolicy(policy)));

/** A policy column: its JSON, or null. */
const policyOf = (column: string | null): SmsFallbackPolicy | null => (column === null ? null : (JSON.parse(column) as SmsFallbackPolicy));

/** The column of a validation profile (checked: the core's ProfileError when it is not one), or null. */
const profileJson = (profile: ValidationProfile | null): string | null => (profile === null ? null : JSON.stringify(createValidationProfile(profile).data));

/** A validation profile column: its JSON, or null. */
const profileOf = (column: string | null): ValidationProfile | null => (column === null ? null : (JSON.parse(column) as ValidationProfile));

const KEY_COLUMNS = 'prefix, principal_id, organization_id, label, created_at, expires_at, revoked_at';
const USAGE_COLUMNS = ['rejected', 'sent', 'delivered', 'failed', 'expired'] as const;

/** The stored key of a row. */
const keyOf = (row: KeyRow): StoredApiKey => ({
  prefix: row.prefix,
  principalId: row.principal_id,
  organizationId: row.organization_id,
  label: row.label,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/**
 * The {@link TenantStore} of the SQLite store: tables `organizations`, `members`, `senders` (each
 * with its SMS fallback policy and validation profile),
 * `api_keys` (SHA-256 digests only), `ledger` and `usage`. Reads go to the database every time
 * (an indexed lookup of a few microseconds), so a change another process committed (the
 * `tenants` command beside a running server) counts from the next request on.
 *
 * @internal
 */
export function _sqliteTenants(db: _Database, ledger: _Ledger): TenantStore {
  const q = {
    key: db.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE digest = ?`),
    organization: db.prepare<[string], OrganizationRow>(`SELECT id, rcs_channel, sms_fallback, ${_WEBHOOK_COLUMNS} FROM organizations WHERE id = ?`),
    organizations: db.prepare<[], OrganizationRow>(`SELECT id, rcs_channel, sms_fallback, ${_WEBHOOK_COLUMNS} FROM organizations ORDER BY id`),
    member: db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM members WHERE organization_id = ? AND principal_id = ?'),
    members: db.prepare<[string], { principal_id: string }>('SELECT principal_id FROM members WHERE organization_id = ? ORDER BY principal_id'),
    sender: db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM senders WHERE organization_id = ? AND sender_id = ?'),
    senders: db.prepare<[string], { sender_id: string; use_case: string; sms_fallback: string | null }>('SELECT sender_id, use_case, sms_fallback FROM senders WHERE organization_id = ? ORDER BY sender_id'),
    policy: db.prepare<[string, string], { policy: string | null }>('SELECT coalesce(s.sms_fallback, o.sms_fallback) AS policy FROM organizations o LEFT JOIN senders s ON s.organization_id = o.id AND s.sender_id = ? WHERE o.id = ?'),
    profile: db.prepare<[string | null, string], { profile: string | null }>(
      'SELECT coalesce(s.validation_profile, o.validation_profile) AS profile FROM organizations o LEFT JOIN senders s ON s.organization_id = o.id AND s.sender_id = ? WHERE o.id = ?',
    ),
    organizationProfile: db.prepare<[string], { validation_profile: string | null }>('SELECT validation_profile FROM organizations WHERE id = ?'),
    senderProfiles: db.prepare<[string], { sender_id: string; validation_profile: string }>('SELECT sender_id, validation_profile FROM senders WHERE organization_id = ? AND validation_profile IS NOT NULL ORDER BY sender_id'),
    setOrganizationProfile: db.prepare('UPDATE organizations SET validation_profile = ? WHERE id = ?'),
    setSenderProfile: db.prepare('UPDATE senders SET validation_profile = ? WHERE organization_id = ? AND sender_id = ?'),
    setOrganizationPolicy: db.prepare('UPDATE organizations SET sms_fallback = ? WHERE id = ?'),
    setSenderPolicy: db.prepare('UPDATE senders SET sms_fallback = ? WHERE organization_id = ? AND sender_id = ?'),
    setWebhook: db.prepare(`UPDATE organizations SET (${_WEBHOOK_COLUMNS}) = (@webhook, @webhook_previous_secret, @webhook_previous_until, @webhook_disabled_at, @webhook_disabled_reason) WHERE id = @id`),
    disableWebhook: db.prepare(
      "UPDATE organizations SET webhook_disabled_at = ?, webhook_disabled_reason = ? WHERE id = ? AND json_extract(webhook, '$.url') = ? AND webhook_disabled_at IS NULL",
    ),
    setRcsChannel: db.prepare('UPDATE organizations SET rcs_channel = ? WHERE id = ?'),
    removeSender: db.prepare('DELETE FROM senders WHERE organization_id = ? AND sender_id = ?'),
    addOrganization: db.prepare(
      `INSERT INTO organizations (id, rcs_channel, created_at, ${_WEBHOOK_COLUMNS})
       VALUES (@id, @rcs_channel, @created_at, @webhook, @webhook_previous_secret, @webhook_previous_until, @webhook_disabled_at, @webhook_disabled_reason) ON CONFLICT DO NOTHING`,
    ),
    addMember: db.prepare('INSERT INTO members (organization_id, principal_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    addSender: db.prepare('INSERT INTO senders (organization_id, sender_id, use_case) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET use_case = excluded.use_case'),
    addKey: db.prepare(`INSERT INTO api_keys (digest, ${KEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    revokeDigest: db.prepare<[number, string], KeyRow>(`UPDATE api_keys SET revoked_at = ? WHERE digest = ? AND revoked_at IS NULL RETURNING ${KEY_COLUMNS}`),
    revokePrefix: db.prepare<[number, string], KeyRow>(`UPDATE api_keys SET revoked_at = ? WHERE prefix = ? AND revoked_at IS NULL RETURNING ${KEY_COLUMNS}`),
    keys: db.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE organization_id = ? ORDER BY created_at, prefix`),
    tail: db.prepare<[string, number], LedgerEntry>('SELECT at, units, reason FROM (SELECT seq, at, units, reason FROM ledger WHERE organization_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq'),
    revision: db.prepare<[], { revision: number }>('SELECT revision FROM tenant_revision WHERE id = 1'),
    raise: db.prepare('INSERT INTO tenant_revision (id, revision) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET revision = revision + 1'),
    usage: db.prepare<[string, string, string], UsageDay>('SELECT day, accepted, rejected, sent, delivered, failed, expired, sms_fallbacks AS smsFallbacks, sms_segments AS smsSegments FROM usage WHERE organization_id = ? AND day BETWEEN ? AND ? ORDER BY day'),
  };
  const count = Object.fromEntries(
    USAGE_COLUMNS.map((column) => [column, db.prepare(`INSERT INTO usage (organization_id, day, ${column}) VALUES (?, ?, ?) ON CONFLICT (organization_id, day) DO UPDATE SET ${column} = ${column} + excluded.${column}`)]),
  );
  const read = async <T>(operation: string, call: () => T): Promise<T> => _guard(db, operation, call);
  const write = <T>(operation: string, call: () => T): Promise<T> => read(operation, () => db.transaction(call).immediate());
  /** A write that changes what {@link TenantStore.organizations} reads: it raises the revision in its transaction. */
  const change = <T>(call: () => T): Promise<T> =>
    write('tenants', () => {
      q.raise.run();
      return call();
    });
  /** A change of the existing organization `organizationId`, in one transaction with the revision; a RangeError, and nothing written, when there is none. */
  const organizationChange = async <T>(organizationId: string, call: () => T): Promise<T> => {
    const outcome = await write('tenants', () => {
      if (q.organization.get(organizationId) === undefined) return { missing: true } as const;
      q.raise.run();
      return { missing: false, value: call() } as const;
    });
    if (outcome.missing) throw new RangeError(`no organization ${organizationId}`);
    return outcome.value;
  };
  const organizationOf = (row: OrganizationRow): TenantOrganization => ({
    id: row.id,
    rcsChannel: row.rcs_channel === 1,
    members: q.members.all(row.id).map((member) => member.principal_id),
    senders: q.senders.all(row.id).map((sender) => ({ id: sender.sender_id, useCase: sender.use_case, smsFallback: policyOf(sender.sms_fallback) })),
    webhook: _webhookOf(row),
    smsFallback: policyOf(row.sms_fallback),
  });

  return {
    keyOf: (digest) => read('auth', () => {
      const row = q.key.get(digest);
      return row === undefined ? undefined : keyOf(row);
    }),
    access: (principal, organizationId) => read('organizations', () => {
      const organization = q.organization.get(organizationId);
      if (organization === undefined) return 'not-found';
      if (q.member.get(organizationId, principal.id) === undefined) return 'forbidden';
      return organization.rcs_channel === 1 ? 'allowed' : 'no-rcs-channel';
    }),
    isConfigured: (organizationId, from) => read('senders', () => q.sender.get(organizationId, from) !== undefined),
    policyOf: (organizationId, from) => read('senders', () => policyOf(q.policy.get(from, organizationId)?.policy ?? null) ?? undefined),
    async setSmsFallback(organizationId, sender, policy) {
      const json = policyJson(policy);
      // Checked in the write's own transaction: a sender removed meanwhile is refused, never set silently on nothing.
      const set = await write('tenants', () => {
        const changes = (sender === null ? q.setOrganizationPolicy.run(json, organizationId) : q.setSenderPolicy.run(json, organizationId, sender)).changes;
        if (changes === 1) q.raise.run();
        return changes === 1;
      });
      if (!set) throw new RangeError(sender === null ? `no organization ${organizationId}` : `no sender ${sender} in organization ${organizationId}`);
    },
    validationProfileOf: (organizationId, sender) => read('tenants', () => profileOf(q.profile.get(sender, organizationId)?.profile ?? null) ?? undefined),
    validationProfiles: (organizationId) => read('tenants', () => {
      const row = q.organizationProfile.get(organizationId);
      if (row === undefined) return undefined;
      const senders = Object.fromEntries(q.senderProfiles.all(organizationId).map((sender) => [sender.sender_id, profileOf(sender.validation_profile) as ValidationProfile]));
      return { organization: profileOf(row.validation_profile), senders };
    }),
    async setValidationProfile(organizationId, sender, profile) {
      const json = profileJson(profile);
      // Checked in the write's own transaction, as a policy is: a sender removed meanwhile is refused.
      const set = await write('tenants', () => {
        const changes = (sender === null ? q.setOrganizationProfile.run(json, organizationId) : q.setSenderProfile.run(json, organizationId, sender)).changes;
        if (changes === 1) q.raise.run();
        return changes === 1;
      });
      if (!set) throw new RangeError(sender === null ? `no organization ${organizationId}` : `no sender ${sender} in organization ${organizationId}`);
    },
    setWebhook: (organizationId, webhook) => organizationChange(organizationId, () => void q.setWebhook.run({ id: organizationId, ..._webhookColumns(webhook) })),
    async disableWebhook(organizationId, url, at, reason) {
      // Only while it is still at `url` and enabled, in one transaction with the revision it moves: a webhook set again meanwhile is the operator's.
      const outcome = await write('tenants', () => {
        if (q.organization.get(organizationId) === undefined) return 'missing';
        if (q.disableWebhook.run(at, reason, organizationId, url).changes === 0) return 'left';
        q.raise.run();
        return 'disabled';
      });
      if (outcome === 'missing') throw new RangeError(`no organization ${organizationId}`);
      return outcome === 'disabled';
    },
    setRcsChannel: (organizationId, enabled) => organizationChange(organizationId, () => void q.setRcsChannel.run(enabled ? 1 : 0, organizationId)),
    removeSender: (organizationId, senderId) => organizationChange(organizationId, () => q.removeSender.run(organizationId, senderId).changes === 1),
    organization: (organizationId) => read('tenants', () => {
      const row = q.organization.get(organizationId);
      return row === undefined ? undefined : organizationOf(row);
    }),
    organizations: () => read('tenants', () => q.organizations.all().map(organizationOf)),
    revision: () => read('tenants', () => q.revision.get()?.revision ?? 0),
    async addOrganization({ id, rcsChannel, webhook, balance, members = [], senders = [], smsFallback = null }, at) {
      const organizationId = id.toLowerCase();
      const policy = policyJson(smsFallback);
      const withPolicies = senders.map((sender) => ({ ...sender, policy: policyJson(sender.smsFallback) }));
      return change(() => {
        if (q.addOrganization.run({ id: organizationId, rcs_channel: rcsChannel ? 1 : 0, created_at: at, ..._webhookColumns(webhook) }).changes === 0) return false;
        ledger.open(organizationId, balance, at);
        for (const member of members) q.addMember.run(organizationId, member);
        for (const sender of withPolicies) {
          q.addSender.run(organizationId, sender.id, sender.useCase);
          q.setSenderPolicy.run(sender.policy, organizationId, sender.id);
        }
        q.setOrganizationPolicy.run(policy, organizationId);
        return true;
      });
    },
    addMember: (organizationId, principalId) => change(() => void q.addMember.run(organizationId, principalId)),
    addSender: (organizationId, { id, useCase }) => change(() => void q.addSender.run(organizationId, id, useCase)),
    addKey: (key) => change(() => {
      const { digest, prefix, principalId, organizationId, label, createdAt, expiresAt, revokedAt } = key;
      if (q.addKey.run(digest, prefix, principalId, organizationId, label, createdAt, expiresAt, revokedAt).changes === 0) return false;
      if (organizationId !== null) q.addMember.run(organizationId, principalId);
      return true;
    }),
    revokeKeys: (match, at) => write('tenants', () => ('digest' in match ? q.revokeDigest.all(at, match.digest) : q.revokePrefix.all(at, match.prefix)).map(keyOf)),
    keysOf: (organizationId) => read('tenants', () => q.keys.all(organizationId).map(keyOf)),
    // What is left, held units excluded (those of this process's requests in flight), as the balance port answers.
    credit: async (organizationId, units, reason, at) => (ledger.credit(organizationId, units, reason, at), ledger.port.balanceOf(organizationId)),
    balanceOf: (organizationId) => read('balance', () => ledger.port.balanceOf(organizationId)),
    ledgerTail: (organizationId, entries) => read('tenants', () => q.tail.all(organizationId, entries)),
    count: (organizationId, day, outcome, messages) => read('usage', () => void count[outcome]?.run(organizationId, day, messages)),
    usage: (organizationId, from, to) => read('usage', () => q.usage.all(organizationId, from, to)),
  };
}

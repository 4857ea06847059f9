import type { ValidationProfile } from '@rcs-send/core';
import type { SmsFallbackPolicy, SmsFallbackPolicyPort } from '../lifecycle/smsFallback';
import type { Principal } from './auth';
import type { OrganizationAccess } from './organizations';

/** A stored API key: never the key, only what names and limits it. @public */
export interface StoredApiKey {
  /** The visible part of the key (`rcs_live_` and a public id), by which an operator recognises and revokes it. */
  readonly prefix: string;
  /** The principal the key authenticates as. */
  readonly principalId: string;
  /** The organization it was issued for (lower case), or null for a key of a configuration file whose principal no organization lists. */
  readonly organizationId: string | null;
  /** A note of the operator's, or null. */
  readonly label: string | null;
  /** When it was issued, epoch milliseconds. */
  readonly createdAt: number;
  /** From when it is refused, epoch milliseconds, or null for never. */
  readonly expiresAt: number | null;
  /** When it was revoked, epoch milliseconds, or null while it is not. */
  readonly revokedAt: number | null;
}

/** A key to store: its SHA-256 digest (hex) and what names it. @public */
export interface NewApiKey extends StoredApiKey {
  /** The SHA-256 of the key's UTF-8 bytes, 64 lower-case hex digits. */
  readonly digest: string;
}

/** A sender of an organization and the use case of its agent. @public */
export interface TenantSender {
  /** The sender id (`from`). */
  readonly id: string;
  /** `TRANSACTIONAL`, `OTP`, `PROMOTIONAL` or `MULTI_USE`. */
  readonly useCase: string;
  /** Its own SMS fallback policy, which overrides its organization's; null: its organization's applies. */
  readonly smsFallback: SmsFallbackPolicy | null;
}

/** A client webhook: where message states and user replies are POSTed, and the `whsec_` secret that signs them. @public */
export interface TenantWebhook {
  /** The http(s) URL. */
  readonly url: string;
  /** The signing secret. */
  readonly secret: string;
  /** The secret it replaced, and until when (epoch milliseconds) every delivery is signed with it too: a receiver still on the old secret misses nothing while the new one is rolled out. */
  readonly previous?: { readonly secret: string; readonly until: number };
  /** Set when the endpoint answered 410 Gone: no delivery is made to it until the operator sets or enables the webhook again. */
  readonly disabled?: { readonly at: number; readonly reason: string };
}

/** An organization as the tenant store holds it. @public */
export interface TenantOrganization {
  /** Its UUID, lower case. */
  readonly id: string;
  /** Whether it has access to the RCS channel. */
  readonly rcsChannel: boolean;
  /** The principals authorized to send for it. */
  readonly members: readonly string[];
  /** Its senders. */
  readonly senders: readonly TenantSender[];
  /** Its webhook, or null. */
  readonly webhook: TenantWebhook | null;
  /** Its SMS fallback policy, which its senders follow unless they have their own; null: no fallback. */
  readonly smsFallback: SmsFallbackPolicy | null;
}

/** An organization to create, with its starting balance, and (created with it, all or nothing) its members, senders and SMS fallback policy. @public */
export interface NewTenantOrganization {
  /** Its UUID (any case). */
  readonly id: string;
  /** Whether it has access to the RCS channel. */
  readonly rcsChannel: boolean;
  /** Its webhook, or null. */
  readonly webhook: TenantWebhook | null;
  /** Units credited once, as the ledger's first entry. */
  readonly balance: number;
  /** The principals authorized to send for it. @defaultValue none */
  readonly members?: readonly string[];
  /** Its senders, each with its own SMS fallback policy or null (checked as `setSmsFallback` checks one). @defaultValue none */
  readonly senders?: readonly TenantSender[];
  /** Its SMS fallback policy (checked as `setSmsFallback` checks one). @defaultValue null: none */
  readonly smsFallback?: SmsFallbackPolicy | null;
}

/** The validation profiles an organization holds: its own, and its senders' own. @public */
export interface TenantValidationProfiles {
  /** Its own profile, which its senders obey unless they have their own; null: none. */
  readonly organization: ValidationProfile | null;
  /** The own profile of each sender that has one, by sender id. */
  readonly senders: Readonly<Record<string, ValidationProfile>>;
}

/** A credit (positive units) or debit (negative) of an organization's balance. @public */
export interface LedgerEntry {
  /** When, epoch milliseconds. */
  readonly at: number;
  /** Units: positive for a credit. */
  readonly units: number;
  /** Why (`starting balance`, `top-up`, the operator's reason). */
  readonly reason: string;
}

/** What is counted per organization and day, besides the messages accepted (counted with their debit). @public */
export type UsageOutcome = 'rejected' | 'sent' | 'delivered' | 'failed' | 'expired';

/** Messages of one organization on one UTC day, by outcome, and the SMS fallbacks charged that day. @public */
export interface UsageDay {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  /** Accepted (each debited one unit). */
  readonly accepted: number;
  /** Refused in a 200 or 202 answer (invalid, opted out...). */
  readonly rejected: number;
  /** Handed to the platform. */
  readonly sent: number;
  /** Delivered to the handset. */
  readonly delivered: number;
  /** Failed. */
  readonly failed: number;
  /** Expired before delivery. */
  readonly expired: number;
  /** Messages that fell back to SMS (each gave back the unit of its acceptance). */
  readonly smsFallbacks: number;
  /** Their SMS segments (each debited one unit). */
  readonly smsSegments: number;
}

/**
 * The tenants of a server, shared by every instance that reads the same store: organizations,
 * members, senders, webhooks, API keys (digests only) and a balance ledger. Reads see every
 * committed change at once (no cache), so a revoked key is refused by the next request. Its
 * `policyOf` answers the SMS fallback policy of a sender: its own, else its organization's.
 *
 * @public
 */
export interface TenantStore extends SmsFallbackPolicyPort {
  /** The key whose SHA-256 digest (hex) is `digest`, revoked or expired ones included; undefined when none. */
  keyOf(digest: string): Promise<StoredApiKey | undefined>;
  /** The access of `principal` to `organizationId` (lower case), as the {@link OrganizationPort} answers it. */
  access(principal: Principal, organizationId: string): Promise<OrganizationAccess>;
  /** True when `from` is a sender of `organizationId`. */
  isConfigured(organizationId: string, from: string): Promise<boolean>;
  /** The organization `organizationId`, or undefined. */
  organization(organizationId: string): Promise<TenantOrganization | undefined>;
  /** Every organization. */
  organizations(): Promise<readonly TenantOrganization[]>;
  /** A number that changes whenever an organization, a member or a sender is added, changed or removed: a reader of {@link TenantStore.organizations} rereads them only then. */
  revision(): Promise<number>;
  /**
   * Creates `organization` with its starting credit, members, senders and policies in one
   * atomic step (a crash or an outage leaves all of it or none), or does nothing when it exists:
   * resolves true when it created it. Rejects with a TypeError, nothing written, when a policy
   * is not one.
   */
  addOrganization(organization: NewTenantOrganization, at: number): Promise<boolean>;
  /** Authorizes `principalId` to send for `organizationId` (which exists). */
  addMember(organizationId: string, principalId: string): Promise<void>;
  /** Adds (or sets the use case of) the sender `sender` of `organizationId` (which exists), keeping its SMS fallback policy. */
  addSender(organizationId: string, sender: Pick<TenantSender, 'id' | 'useCase'>): Promise<void>;
  /**
   * Sets the SMS fallback policy of `organizationId` (`sender` null) or of its sender `sender`,
   * or removes it (`policy` null: the sender follows its organization again, the organization has
   * none). Rejects with a TypeError when the policy is not one (see `parseSmsFallbackPolicy`), a
   * RangeError when the organization or the sender does not exist.
   */
  setSmsFallback(organizationId: string, sender: string | null, policy: SmsFallbackPolicy | null): Promise<void>;
  /** The validation profile a message of `sender` obeys (`createValidationProfile`'s data): its own, else its organization's; `sender` null: the organization's. Undefined when none applies (or no such organization). */
  validationProfileOf(organizationId: string, sender: string | null): Promise<ValidationProfile | undefined>;
  /** The validation profiles `organizationId` and its senders hold, or undefined when it does not exist. */
  validationProfiles(organizationId: string): Promise<TenantValidationProfiles | undefined>;
  /**
   * Sets the validation profile of `organizationId` (`sender` null) or of its sender `sender`, as
   * `createValidationProfile` checks it, or removes it (`profile` null: the sender follows its
   * organization again, the organization has none), moving the revision. Rejects with the
   * `ProfileError` of the core when it is not a profile, a RangeError when the organization or
   * the sender does not exist; nothing written either way. A sender removed takes its own with it.
   */
  setValidationProfile(organizationId: string, sender: string | null, profile: ValidationProfile | null): Promise<void>;
  /** Sets (`webhook`) or removes (null) the client webhook of `organizationId`, given as it is (its caller checks the URL and secret); a RangeError when the organization does not exist. */
  setWebhook(organizationId: string, webhook: TenantWebhook | null): Promise<void>;
  /** Disables the webhook of `organizationId` (see {@link TenantWebhook.disabled}) when its URL is still `url` (a webhook moved since is left alone): resolves true when it disabled it now. */
  disableWebhook(organizationId: string, url: string, at: number, reason: string): Promise<boolean>;
  /** Turns the RCS channel of `organizationId` on or off (off: its sends answer 403 `RCS_CHANNEL_NOT_ENABLED`); a RangeError when the organization does not exist. */
  setRcsChannel(organizationId: string, enabled: boolean): Promise<void>;
  /** Removes the sender `senderId` of `organizationId`, its own SMS fallback policy with it; resolves true when it existed. A RangeError when the organization does not exist. */
  removeSender(organizationId: string, senderId: string): Promise<boolean>;
  /** Stores `key` (its principal made a member of its organization, when it names one) unless its digest is stored: resolves true when it stored it. */
  addKey(key: NewApiKey): Promise<boolean>;
  /** Revokes at `at` the key of digest `digest`, or every key of prefix `prefix`; resolves to the keys revoked now (already revoked ones excluded). */
  revokeKeys(match: { readonly digest: string } | { readonly prefix: string }, at: number): Promise<readonly StoredApiKey[]>;
  /** The keys of `organizationId`, oldest first. */
  keysOf(organizationId: string): Promise<readonly StoredApiKey[]>;
  /** Credits `units` (a whole number from 1) to `organizationId` (which exists) with `reason`, at once for every reader; resolves to the new balance. */
  credit(organizationId: string, units: number, reason: string, at: number): Promise<number>;
  /** The units `organizationId` has left (held ones excluded). */
  balanceOf(organizationId: string): Promise<number>;
  /** The last `count` entries of `organizationId`'s ledger, oldest first (debits summed per day, see {@link TenantStore.usage}). */
  ledgerTail(organizationId: string, count: number): Promise<readonly LedgerEntry[]>;
  /** Adds `count` messages of `outcome` to `organizationId`'s usage on `day`. */
  count(organizationId: string, day: string, outcome: UsageOutcome, count: number): Promise<void>;
  /** `organizationId`'s usage on each day from `from` to `to` (`YYYY-MM-DD`, both included) that has any, in order. */
  usage(organizationId: string, from: string, to: string): Promise<readonly UsageDay[]>;
}

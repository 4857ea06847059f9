import type { Store, StoredApiKey, TenantStore } from '@rcs-send/service';
import { _redactedUrl } from '../../config/redactedUrl';
import { _issueApiKey, _revocationMatch } from '../../tenants/apiKeys';
import type { _ChangeFields } from '../../tenants/changeLog';
import { _CommandError } from '../commandError';
import {
  _dayArgument,
  _expiryArgument,
  _idArgument,
  _organizationArgument,
  _required,
  _textArgument,
  _unitsArgument,
  _useCaseArgument,
  type _TenantArguments,
} from './tenantArguments';
import { _setFallback } from './setFallback';
import { _setProfile } from './setProfile';
import { _replayWebhooks } from './replayWebhooks';
import { _setWebhook } from './setWebhook';
import { _textOf } from './tenantText';

/** What a subcommand did: the object `--json` prints, its text, and the change to log (none for a read). @internal */
export interface _TenantOutcome {
  /** The result, as `--json` prints it. */
  readonly result: Readonly<Record<string, unknown>>;
  /** The result for a person. */
  readonly text: string;
  /** The change made, for the log line (never a key). */
  readonly change: _ChangeFields | undefined;
}

/** The ledger entries `show` lists unless `--ledger` says otherwise. */
const LEDGER_TAIL = 10;
const DAY_MS = 86_400_000;

/** `organizationId`, or a {@link _CommandError} when the store has no such organization. */
async function existing(tenants: TenantStore, organizationId: string): Promise<string> {
  if ((await tenants.organization(organizationId)) === undefined) throw new _CommandError(`no organization ${organizationId} in the store (add it with "tenants add-org --id ${organizationId}")`);
  return organizationId;
}

/** A stored key as `show` and `revoke-key` list it: never its digest, with its status at `now`. */
function keyView(key: StoredApiKey, now: number): Record<string, unknown> {
  const status = key.revokedAt !== null ? 'revoked' : key.expiresAt !== null && key.expiresAt <= now ? 'expired' : 'active';
  const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());
  return { prefix: key.prefix, principalId: key.principalId, organizationId: key.organizationId, label: key.label, status, createdAt: iso(key.createdAt), expiresAt: iso(key.expiresAt), revokedAt: iso(key.revokedAt) };
}

/**
 * What `add-org` creates, from its options (`--id`, `--balance`, `--no-rcs`); throws a TypeError
 * for a value it refuses. Read before the store is opened too, since `add-org` may create the
 * database: a bad option then leaves no file behind.
 *
 * @internal
 */
export function _newOrganizationArguments(values: _TenantArguments['values']): { organizationId: string; balance: number; rcsChannel: boolean } {
  const organizationId = _organizationArgument(values, 'id');
  const balance = values['balance'] === undefined ? 0 : _unitsArgument(String(values['balance']), 'balance', 0);
  return { organizationId, balance, rcsChannel: values['no-rcs'] !== true };
}

/** What a subcommand works on: the tenants, and the webhook outbox (replays, backlogs). @internal */
export type _TenantPorts = Pick<Store, 'tenants' | 'webhooks'>;

/** Runs one subcommand on `store`; what it returns, `--json` or text, is for stdout. */
async function run({ tenants, webhooks }: _TenantPorts, { command, values, positionals }: _TenantArguments, now: number): Promise<Omit<_TenantOutcome, 'text'>> {
  switch (command) {
    case 'add-org': {
      const { organizationId, balance, rcsChannel } = _newOrganizationArguments(values);
      if (!(await tenants.addOrganization({ id: organizationId, rcsChannel, webhook: null, balance }, now))) throw new _CommandError(`organization ${organizationId} already exists (top it up with "tenants top-up")`);
      return { result: { organizationId, rcsChannel, balance }, change: { organizationId, rcsChannel, balance } };
    }
    case 'add-sender': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      const sender = _idArgument(_required(values, 'sender'), 'sender');
      const useCase = _useCaseArgument(values['use-case'] as string | undefined);
      await tenants.addSender(organizationId, { id: sender, useCase });
      return { result: { organizationId, sender, useCase }, change: { organizationId, sender, useCase } };
    }
    case 'set-fallback': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      if (values['sender'] !== undefined) _idArgument(String(values['sender']), 'sender');
      return _setFallback(tenants, organizationId, values);
    }
    case 'set-profile': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      if (values['sender'] !== undefined) _idArgument(String(values['sender']), 'sender');
      return _setProfile(tenants, organizationId, values);
    }
    case 'remove-sender': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      const sender = _idArgument(_required(values, 'sender'), 'sender');
      const ownPolicy = (await tenants.organization(organizationId))?.senders.find((stored) => stored.id === sender)?.smsFallback ?? null;
      if (!(await tenants.removeSender(organizationId, sender))) throw new _CommandError(`no sender ${sender} in organization ${organizationId}`);
      return { result: { organizationId, sender, smsFallbackRemoved: ownPolicy }, change: { organizationId, sender, smsFallbackRemoved: ownPolicy !== null } };
    }
    case 'set-webhook':
      return _setWebhook(tenants, await existing(tenants, _organizationArgument(values)), values, now);
    case 'replay-webhooks':
      return _replayWebhooks(webhooks, await existing(tenants, _organizationArgument(values)), values, now);
    case 'set-rcs': {
      if ((values['on'] === true) === (values['off'] === true)) throw new TypeError('tenants set-rcs takes one of --on or --off');
      const organizationId = await existing(tenants, _organizationArgument(values));
      const rcsChannel = values['on'] === true;
      await tenants.setRcsChannel(organizationId, rcsChannel);
      return { result: { organizationId, rcsChannel }, change: { organizationId, rcsChannel } };
    }
    case 'add-key': {
      const principalId = _idArgument(_required(values, 'principal'), 'principal');
      const organizationId = await existing(tenants, _organizationArgument(values));
      const label = values['label'] === undefined ? null : _textArgument(String(values['label']), 'label');
      const expiresAt = values['expires'] === undefined ? null : _expiryArgument(String(values['expires']), now);
      const { key, prefix, digest } = _issueApiKey();
      await tenants.addKey({ digest, prefix, principalId, organizationId, label, createdAt: now, expiresAt, revokedAt: null });
      const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
      return { result: { key, prefix, principalId, organizationId, label, expiresAt: expires }, change: { prefix, principalId, organizationId, label, expiresAt: expires } };
    }
    case 'revoke-key': {
      const match = _revocationMatch(positionals[0] as string);
      if (match === undefined) throw new TypeError('tenants revoke-key takes a key (rcs_live_...) or its prefix (rcs_live_ and 8 hex digits, or config_ and 8 hex digits)');
      const revoked = await tenants.revokeKeys(match, now);
      if (revoked.length === 0) throw new _CommandError('no active key matches: unknown, or already revoked');
      const prefixes = revoked.map((key) => key.prefix).join(' ');
      return { result: { revoked: revoked.map((key) => keyView(key, now)) }, change: { prefixes, keys: revoked.length } };
    }
    case 'top-up': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      const amount = _unitsArgument(_required(values, 'amount'), 'amount', 1);
      const reason = values['reason'] === undefined ? 'top-up' : _textArgument(String(values['reason']), 'reason');
      const balance = await tenants.credit(organizationId, amount, reason, now);
      return { result: { organizationId, amount, reason, balance }, change: { organizationId, amount, reason, balance } };
    }
    case 'show': {
      const organization = await tenants.organization(await existing(tenants, _organizationArgument(values)));
      const { id, rcsChannel, members, senders, webhook, smsFallback } = organization as NonNullable<typeof organization>;
      const tail = values['ledger'] === undefined ? LEDGER_TAIL : _unitsArgument(String(values['ledger']), 'ledger', 0);
      const ledger = (await tenants.ledgerTail(id, tail)).map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }));
      const keys = (await tenants.keysOf(id)).map((key) => keyView(key, now));
      const { pending, oldestAt } = await webhooks.backlog(id);
      const webhookDisabled = webhook?.disabled === undefined ? null : { at: new Date(webhook.disabled.at).toISOString(), reason: webhook.disabled.reason };
      const webhookBacklog = { pending, oldestAt: oldestAt === null ? null : new Date(oldestAt).toISOString() };
      const profiles = await tenants.validationProfiles(id);
      const validationProfile = profiles?.organization ?? null;
      const senderValidationProfiles = profiles?.senders ?? {};
      const result = { organizationId: id, rcsChannel, balance: await tenants.balanceOf(id), members, senders, webhook: webhook === null ? null : _redactedUrl(webhook.url), webhookDisabled, webhookBacklog, smsFallback, validationProfile, senderValidationProfiles, ledger, keys };
      return { result, change: undefined };
    }
    case 'usage': {
      const organizationId = await existing(tenants, _organizationArgument(values));
      const to = _dayArgument(values['to'] as string | undefined, 'to', new Date(now).toISOString().slice(0, 10));
      const from = _dayArgument(values['from'] as string | undefined, 'from', new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10));
      if (from > to) throw new TypeError('--from must not be after --to');
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 365 * DAY_MS) throw new TypeError('--from and --to may be at most 366 days apart');
      return { result: { organizationId, from, to, days: await tenants.usage(organizationId, from, to) }, change: undefined };
    }
  }
}

/**
 * Runs `rcs-send-server tenants COMMAND` on `store` at `now`: its result, its text and, for a
 * change, the fields of its log line. Bad input is a TypeError; what the store refuses (an
 * unknown organization, one that exists, no key to revoke) a {@link _CommandError}.
 *
 * @internal
 */
export async function _runTenantCommand(store: _TenantPorts, args: _TenantArguments, now: number = Date.now()): Promise<_TenantOutcome> {
  const { result, change } = await run(store, args, now);
  return { result, change, text: _textOf(args.command, result) };
}

import type { StoredApiKey, TenantStore } from '@rcs-send/service';
import { _redactedUrl } from '../../config/redactedUrl';
import { _issueApiKey, _revocationMatch } from '../../tenants/apiKeys';
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
import type { _OrganizationAction, _TenantAction, _TenantPorts, _TenantResult } from './tenantAction';
import { _setProfile } from './setProfile';
import { _replayWebhooks } from './replayWebhooks';
import { _setWebhook } from './setWebhook';
import { _textOf } from './tenantText';

/** What a subcommand did: the object `--json` prints, its text, and the change to log (none for a read). @internal */
export interface _TenantOutcome extends _TenantResult {
  /** The result for a person. */
  readonly text: string;
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


/** What `show` prints of an organization that exists: its settings, balance, last `tail` ledger entries, keys and webhook backlog at `now`. */
async function shown({ tenants, webhooks }: _TenantPorts, organizationId: string, tail: number, now: number): Promise<Record<string, unknown>> {
  const { id, rcsChannel, members, senders, webhook, smsFallback } = (await tenants.organization(organizationId)) as NonNullable<Awaited<ReturnType<TenantStore['organization']>>>;
  const ledger = (await tenants.ledgerTail(id, tail)).map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }));
  const keys = (await tenants.keysOf(id)).map((key) => keyView(key, now));
  const { pending, oldestAt } = await webhooks.backlog(id);
  const webhookDisabled = webhook?.disabled === undefined ? null : { at: new Date(webhook.disabled.at).toISOString(), reason: webhook.disabled.reason };
  const webhookBacklog = { pending, oldestAt: oldestAt === null ? null : new Date(oldestAt).toISOString() };
  const profiles = await tenants.validationProfiles(id);
  const validationProfile = profiles?.organization ?? null;
  const senderValidationProfiles = profiles?.senders ?? {};
  return { organizationId: id, rcsChannel, balance: await tenants.balanceOf(id), members, senders, webhook: webhook === null ? null : _redactedUrl(webhook.url), webhookDisabled, webhookBacklog, smsFallback, validationProfile, senderValidationProfiles, ledger, keys };
}

/** The action on an organization that must exist: `act` runs once the store shows it does. */
const onExisting =
  (organizationId: string, act: _OrganizationAction): _TenantAction =>
  async (ports) =>
    act(ports, await existing(ports.tenants, organizationId));

/** What the subcommand of `args` does on the store at `now`, every option read and checked first (a TypeError for a fault). */
function actionOf({ command, values, positionals }: _TenantArguments, now: number): _TenantAction {
  switch (command) {
    case 'add-org': {
      const organizationId = _organizationArgument(values, 'id');
      const balance = values['balance'] === undefined ? 0 : _unitsArgument(String(values['balance']), 'balance', 0);
      const rcsChannel = values['no-rcs'] !== true;
      return async ({ tenants }) => {
        if (!(await tenants.addOrganization({ id: organizationId, rcsChannel, webhook: null, balance }, now))) throw new _CommandError(`organization ${organizationId} already exists (top it up with "tenants top-up")`);
        return { result: { organizationId, rcsChannel, balance }, change: { organizationId, rcsChannel, balance } };
      };
    }
    case 'add-sender': {
      const organization = _organizationArgument(values);
      const sender = _idArgument(_required(values, 'sender'), 'sender');
      const useCase = _useCaseArgument(values['use-case'] as string | undefined);
      return onExisting(organization, async ({ tenants }, organizationId) => {
        await tenants.addSender(organizationId, { id: sender, useCase });
        return { result: { organizationId, sender, useCase }, change: { organizationId, sender, useCase } };
      });
    }
    case 'set-fallback':
      return onExisting(_organizationArgument(values), _setFallback(values));
    case 'set-profile':
      return onExisting(_organizationArgument(values), _setProfile(values));
    case 'remove-sender': {
      const organization = _organizationArgument(values);
      const sender = _idArgument(_required(values, 'sender'), 'sender');
      return onExisting(organization, async ({ tenants }, organizationId) => {
        const ownPolicy = (await tenants.organization(organizationId))?.senders.find((stored) => stored.id === sender)?.smsFallback ?? null;
        if (!(await tenants.removeSender(organizationId, sender))) throw new _CommandError(`no sender ${sender} in organization ${organizationId}`);
        return { result: { organizationId, sender, smsFallbackRemoved: ownPolicy }, change: { organizationId, sender, smsFallbackRemoved: ownPolicy !== null } };
      });
    }
    case 'set-webhook':
      return onExisting(_organizationArgument(values), _setWebhook(values, now));
    case 'replay-webhooks':
      return onExisting(_organizationArgument(values), _replayWebhooks(values, now));
    case 'set-rcs': {
      if ((values['on'] === true) === (values['off'] === true)) throw new TypeError('tenants set-rcs takes one of --on or --off');
      const rcsChannel = values['on'] === true;
      return onExisting(_organizationArgument(values), async ({ tenants }, organizationId) => {
        await tenants.setRcsChannel(organizationId, rcsChannel);
        return { result: { organizationId, rcsChannel }, change: { organizationId, rcsChannel } };
      });
    }
    case 'add-key': {
      const principalId = _idArgument(_required(values, 'principal'), 'principal');
      const organization = _organizationArgument(values);
      const label = values['label'] === undefined ? null : _textArgument(String(values['label']), 'label');
      const expiresAt = values['expires'] === undefined ? null : _expiryArgument(String(values['expires']), now);
      return onExisting(organization, async ({ tenants }, organizationId) => {
        const { key, prefix, digest } = _issueApiKey();
        await tenants.addKey({ digest, prefix, principalId, organizationId, label, createdAt: now, expiresAt, revokedAt: null });
        const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
        return { result: { key, prefix, principalId, organizationId, label, expiresAt: expires }, change: { prefix, principalId, organizationId, label, expiresAt: expires } };
      });
    }
    case 'revoke-key': {
      const match = _revocationMatch(positionals[0] as string);
      if (match === undefined) throw new TypeError('tenants revoke-key takes a key issued by add-key (rcs_live_...) or a prefix as tenants show lists it (rcs_live_, config_ or run_, then 8 hex digits)');
      return async ({ tenants }) => {
        const revoked = await tenants.revokeKeys(match, now);
        if (revoked.length === 0) throw new _CommandError('no active key matches: unknown, or already revoked');
        const prefixes = revoked.map((key) => key.prefix).join(' ');
        return { result: { revoked: revoked.map((key) => keyView(key, now)) }, change: { prefixes, keys: revoked.length } };
      };
    }
    case 'top-up': {
      const organization = _organizationArgument(values);
      const amount = _unitsArgument(_required(values, 'amount'), 'amount', 1);
      const reason = values['reason'] === undefined ? 'top-up' : _textArgument(String(values['reason']), 'reason');
      return onExisting(organization, async ({ tenants }, organizationId) => {
        const balance = await tenants.credit(organizationId, amount, reason, now);
        return { result: { organizationId, amount, reason, balance }, change: { organizationId, amount, reason, balance } };
      });
    }
    case 'show': {
      const organization = _organizationArgument(values);
      const tail = values['ledger'] === undefined ? LEDGER_TAIL : _unitsArgument(String(values['ledger']), 'ledger', 0);
      return onExisting(organization, async (ports, organizationId) => ({ result: await shown(ports, organizationId, tail, now), change: undefined }));
    }
    case 'usage': {
      const organization = _organizationArgument(values);
      const to = _dayArgument(values['to'] as string | undefined, 'to', new Date(now).toISOString().slice(0, 10));
      const from = _dayArgument(values['from'] as string | undefined, 'from', new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10));
      if (from > to) throw new TypeError('--from must not be after --to');
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 365 * DAY_MS) throw new TypeError('--from and --to may be at most 366 days apart');
      return onExisting(organization, async ({ tenants }, organizationId) => ({ result: { organizationId, from, to, days: await tenants.usage(organizationId, from, to) }, change: undefined }));
    }
  }
}

/**
 * Reads and checks every option of `rcs-send-server tenants COMMAND` at `now`, without the store,
 * and returns what the command then does on it. Every fault of the command line (a missing,
 * malformed or contradictory option, an unreadable `--file`) throws here, a TypeError, before
 * any database is opened or created; what the store refuses (an unknown organization, one that
 * exists, no key to revoke) is a {@link _CommandError} of the action.
 *
 * @internal
 */
export function _readTenantCommand(args: _TenantArguments, now: number): (ports: _TenantPorts) => Promise<_TenantOutcome> {
  const action = actionOf(args, now);
  return async (ports) => {
    const { result, change } = await action(ports);
    return { result, change, text: _textOf(args.command, result) };
  };
}

/** Reads `args` and runs the subcommand on `store` at `now`: a fault of the options as a rejection, as any refusal of the store. @internal */
export async function _runTenantCommand(store: _TenantPorts, args: _TenantArguments, now: number = Date.now()): Promise<_TenantOutcome> {
  return _readTenantCommand(args, now)(store);
}

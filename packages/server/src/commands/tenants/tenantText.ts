import type { SmsFallbackPolicy, UsageDay } from '@rcs-send/service';
import { _fallbackText } from '../../tenants/fallbackPolicy';
import type { _TenantCommand } from './tenantArguments';

/** A record of the result, read loosely: the text never decides anything. */
type Result = Readonly<Record<string, unknown>>;

const USAGE_COLUMNS = ['accepted', 'rejected', 'sent', 'delivered', 'failed', 'expired', 'smsFallbacks', 'smsSegments'] as const;

/** `rows` as aligned columns under `header`. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

/** What `show` prints: the organization, its balance, senders, ledger tail and keys by prefix. */
function showText(result: Result): string {
  const senders = (result['senders'] as { id: string; useCase: string; smsFallback: SmsFallbackPolicy | null }[]).map((sender) => `${sender.id} (${sender.useCase}${sender.smsFallback === null ? '' : `; SMS fallback ${_fallbackText(sender.smsFallback)}`})`).join(', ') || 'none';
  const ledger = result['ledger'] as { at: string; units: number; reason: string }[];
  const keys = result['keys'] as Result[];
  return [
    `organization ${String(result['organizationId'])}: RCS ${result['rcsChannel'] === true ? 'on' : 'off'}, balance ${String(result['balance'])}`,
    `members: ${(result['members'] as string[]).join(', ') || 'none'}`,
    `senders: ${senders}`,
    `webhook: ${webhookLine(result)}`,
    `SMS fallback: ${_fallbackText(result['smsFallback'] as SmsFallbackPolicy | null)}`,
    `validation profile: ${profileText(result['validationProfile'])}`,
    ...Object.entries(result['senderValidationProfiles'] as Result).map(([sender, profile]) => `validation profile of sender ${sender}: ${profileText(profile)}`),
    `ledger (credits; debits are the accepted messages of "usage"):`,
    ledger.length === 0 ? '  none' : table(['at', 'units', 'reason'], ledger.map((entry) => [entry.at, String(entry.units), entry.reason])).replace(/^/gm, '  '),
    'keys:',
    keys.length === 0 ? '  none' : table(['prefix', 'principal', 'status', 'expires', 'label'], keys.map((key) => [String(key['prefix']), String(key['principalId']), String(key['status']), String(key['expiresAt'] ?? 'never'), String(key['label'] ?? '')])).replace(/^/gm, '  '),
  ].join('\n');
}

/** A validation profile in one line: its JSON, or `none`. */
const profileText = (profile: unknown): string => (profile === null || profile === undefined ? 'none' : JSON.stringify(profile));

/** The webhook line of `show`: its URL, whether a 410 disabled it, and what it has yet to deliver. */
function webhookLine(result: Result): string {
  const url = result['webhook'] as string | null;
  if (url === null) return 'none';
  const disabled = result['webhookDisabled'] as { at: string; reason: string } | null;
  const { pending, oldestAt } = result['webhookBacklog'] as { pending: number; oldestAt: string | null };
  const state = disabled === null ? '' : ` DISABLED since ${disabled.at} (${disabled.reason}; "set-webhook --enable" turns it back on)`;
  return `${url}${state}; ${pending} deliveries queued${oldestAt === null ? '' : `, the oldest event written ${oldestAt}`}`;
}

/** What `set-webhook` prints: the URL redacted, and a generated secret (the only time it is ever shown). */
function webhookText(result: Result): string {
  const organizationId = String(result['organizationId']);
  if (result['webhook'] === null) return `webhook of ${organizationId} removed: no event is sent to it from now on, on every instance (its queued deliveries are dropped; the events stay in the feed)`;
  if (result['enabled'] === true) return `webhook of ${organizationId} enabled again: ${String(result['webhook'])} gets the events written from now on, within a second on every instance (replay-webhooks sends earlier ones)`;
  const until = result['previousSecretUntil'] as string | null;
  const rotation = until === null ? '' : `; the previous secret signs beside it until ${until}`;
  const set = `webhook of ${organizationId}: ${String(result['webhook'])}, within a second on every instance${rotation}`;
  if (result['secret'] === null) return `${set}, signed with the secret given`;
  return `${String(result['secret'])}\nthe signing secret above is shown once and never again: give it to the receiver now. ${set}`;
}

/** What `usage` prints: one line per day, and the total. */
function usageText(result: Result): string {
  const days = result['days'] as UsageDay[];
  const total = USAGE_COLUMNS.map((column) => String(days.reduce((sum, day) => sum + day[column], 0)));
  const rows = [...days.map((day) => [day.day, ...USAGE_COLUMNS.map((column) => String(day[column]))]), ['total', ...total]];
  return `usage of ${String(result['organizationId'])} from ${String(result['from'])} to ${String(result['to'])} (UTC days)\n${table(['day', ...USAGE_COLUMNS], rows)}`;
}

/**
 * The text a subcommand prints for a person (`--json` prints the result itself). `add-key`'s
 * text holds the key, `set-webhook`'s a secret it generated: the only time either is shown.
 *
 * @internal
 */
export function _textOf(command: _TenantCommand, result: Result): string {
  const text = (value: unknown): string => String(value);
  switch (command) {
    case 'add-org':
      return `added organization ${text(result['organizationId'])} (RCS ${result['rcsChannel'] === true ? 'on' : 'off'}) with a balance of ${text(result['balance'])}`;
    case 'add-sender':
      return `organization ${text(result['organizationId'])} may send as ${text(result['sender'])} (${text(result['useCase'])})`;
    case 'remove-sender':
    {
      const policy = result['smsFallbackRemoved'] as SmsFallbackPolicy | null;
      const removed = policy === null ? '' : ` (its own SMS fallback policy, ${_fallbackText(policy)}, went with it)`;
      return `organization ${text(result['organizationId'])} no longer sends as ${text(result['sender'])}: SENDER_NOT_CONFIGURED within a second on every instance${removed}`;
    }
    case 'set-webhook':
      return webhookText(result);
    case 'set-rcs':
      return `RCS channel of ${text(result['organizationId'])}: ${result['rcsChannel'] === true ? 'on' : 'off (its sends answer 403 RCS_CHANNEL_NOT_ENABLED)'}, within a second on every instance`;
    case 'set-fallback': {
      const who = result['sender'] === null ? `organization ${text(result['organizationId'])}` : `sender ${text(result['sender'])} of ${text(result['organizationId'])}`;
      return `SMS fallback of ${who}: ${result['smsFallback'] === null ? 'cleared' : _fallbackText(result['smsFallback'] as SmsFallbackPolicy)}; applies: ${_fallbackText(result['applies'] as SmsFallbackPolicy | null)}`;
    }
    case 'set-profile': {
      const who = result['sender'] === null ? `organization ${text(result['organizationId'])}` : `sender ${text(result['sender'])} of ${text(result['organizationId'])}`;
      return `validation profile of ${who}: ${result['validationProfile'] === null ? 'cleared' : profileText(result['validationProfile'])}; applies: ${profileText(result['applies'])}, within a second on every instance`;
    }
    case 'add-key':
      return `${text(result['key'])}\nthe key above is shown once and stored only as a digest: keep it now. Prefix ${text(result['prefix'])} (to revoke it), principal ${text(result['principalId'])}, expires ${text(result['expiresAt'] ?? 'never')}`;
    case 'revoke-key':
      return `revoked ${(result['revoked'] as Result[]).map((key) => `${text(key['prefix'])} (principal ${text(key['principalId'])})`).join(', ')}: refused within a second on every instance`;
    case 'top-up':
      return `credited ${text(result['amount'])} to ${text(result['organizationId'])} (${text(result['reason'])}): balance ${text(result['balance'])}`;
    case 'replay-webhooks':
      return `queued ${text(result['queued'])} events of ${text(result['organizationId'])} written from ${text(result['since'])} to ${text(result['until'])}${result['types'] === null ? '' : ` (${(result['types'] as string[]).join(', ')})`} to its webhook again, each with its own id`;
    case 'show':
      return showText(result);
    case 'usage':
      return usageText(result);
  }
}

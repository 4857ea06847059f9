import { SMS_LIMITS } from '@rcs-send/sms';
import type { _TenantCommand } from './tenantArguments';

/** The text of `rcs-send-server tenants --help`. @internal */
export const _TENANTS_HELP = `Usage: rcs-send-server tenants COMMAND [options] [--json] [--config <file.json>] [--profile demo|qa]

Changes or reads the tenants in the server's store (the database file, or Redis with
RCS_SEND_REDIS_URL) while servers run on it: every instance sees a change within a second.
Same working directory, --config, --profile and RCS_SEND_* as the server (without the server's
--profile qa, the demo's database). --json prints one JSON object.
A change is logged on stderr as one JSON line ("event":"tenant-change": who, what; never a key);
who is RCS_SEND_OPERATOR, else the account running the command.

Commands:
  add-org --id UUID [--balance N] [--no-rcs]
                  creates an organization, RCS on unless --no-rcs, its ledger opened with
                  a credit of N (default 0)
  add-sender --org UUID --sender ID [--use-case TRANSACTIONAL|OTP|PROMOTIONAL|MULTI_USE]
                  lets the organization send as ID (its agent's use case chooses the
                  traffic type declared to the platform; default TRANSACTIONAL)
  remove-sender --org UUID --sender ID
                  stops the organization sending as ID (SENDER_NOT_CONFIGURED); the sender's
                  own SMS fallback policy goes with it
  set-webhook --org UUID --url URL [--secret whsec_...]
  set-webhook --org UUID --off | --enable
                  where the organization's message states and user replies are POSTed (an
                  absolute http or https URL), signed with --secret (whsec_ and the base64 of
                  24 to 64 bytes) or else a new secret of 32 random bytes, printed once (--json:
                  its "secret" field). A new secret at the same URL is a rotation: the old one
                  signs beside it for 24 hours. --off removes the webhook (its queued deliveries
                  are dropped; the events stay in the feed); --enable turns back on a webhook its
                  endpoint's 410 Gone disabled, for the events written from then on (replay-
                  webhooks sends earlier ones). Logged with the URL redacted, never a secret
  replay-webhooks --org UUID --since RFC3339 [--until RFC3339] [--type T,T]
                  queues again, to the webhook in force, the organization's events written from
                  --since to --until (default now), of the types listed (message.status,
                  message.reply, recipient.subscription; default all), each with its own id
  set-rcs --org UUID --on | --off
                  gives the organization the RCS channel, or takes it away (its sends then
                  answer 403 RCS_CHANNEL_NOT_ENABLED)
  set-fallback --org UUID [--sender ID] --sms-sender X [--triggers T,T] [--max-segments N]
  set-fallback --org UUID [--sender ID] --off | --clear
                  SMS fallback of the organization, or of one of its senders (which then
                  overrides the organization's): X a number (8 to 15 digits), a short code
                  (3 to 7 digits) or an alphanumeric id (up to 11); triggers among
                  NOT_RCS_CAPABLE, REVOKED, FAILED (default NOT_RCS_CAPABLE,REVOKED); N 1 to
                  255 (default ${SMS_LIMITS.defaultMaxSegments}). --off keeps the policy, turned off (a sender stays
                  off while its organization is on); --clear removes it (a sender follows its
                  organization again)
  set-profile --org UUID [--sender ID] --file p.json | --clear
                  validation profile of the organization, or of one of its senders (which then
                  overrides the organization's): the JSON of @rcs-send/schemas'
                  validation-profile.json, judged after the API's rules on every send and
                  preflight (PROFILE_... codes, 400); the organization's maxMessages bounds its
                  requests. A bad file is refused naming the path of its first problem. --clear
                  removes it (a sender follows its organization again)
  add-key --principal ID --org UUID [--label L] [--expires RFC3339]
                  issues a key for the principal (made a member of the organization) and
                  prints it once: rcs_live_<8 hex>_<43 characters>; only its SHA-256 digest
                  is stored. --json prints an object whose "key" field is the key
  revoke-key KEY_OR_PREFIX
                  revokes a key, or every key of a prefix (rcs_live_<8 hex>, config_<8 hex>
                  for a key from a configuration file, run_<8 hex> for a key generated for a
                  run of the server): 401 within a second
  top-up --org UUID --amount N [--reason R]
                  credits N units (1 or more), entered in the ledger: spendable at once
  show --org UUID [--ledger N]
                  balance, members, senders, webhook URL (disabled or not, with the deliveries
                  it has queued and the age of the oldest), SMS fallback, validation profiles
                  (the organization's and its senders' own), the last N ledger
                  entries (default 10) and the keys by prefix with their status
  usage --org UUID [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                  messages accepted, rejected, sent, delivered, failed and expired, and SMS
                  fallbacks with their segments, per UTC day (default: the 30 days to today;
                  at most 366)

Exit codes: 0 done, 1 refused by the store (unknown organization, nothing to revoke...),
2 bad input (not a UUID, a negative amount, an unknown option...), found before the database
is opened: no database is needed, nor created, to be told.
`;

/** The indentation of a command's description in {@link _TENANTS_HELP}. */
const DESCRIPTION = ' '.repeat(18);

/**
 * The text of `rcs-send-server tenants COMMAND --help`: the command's usage lines and description
 * from {@link _TENANTS_HELP}, the options every command takes, and where the rest is; without a
 * command, the whole of it.
 *
 * @internal
 */
export function _tenantsHelp(command: _TenantCommand | undefined): string {
  if (command === undefined) return _TENANTS_HELP;
  const lines = _TENANTS_HELP.split('\n');
  const usages = lines.flatMap((line, index) => (line.startsWith(`  ${command} `) ? [index] : []));
  const description: string[] = [];
  for (let index = (usages.at(-1) ?? lines.length) + 1; lines[index]?.startsWith(DESCRIPTION) === true; index += 1) description.push((lines[index] ?? '').slice(DESCRIPTION.length - 2));
  const usage = usages.map((index, n) => `${n === 0 ? 'Usage: ' : '       '}rcs-send-server tenants ${(lines[index] ?? '').slice(2)}`);
  return `${usage.join('\n')}

${description.join('\n')}

Every command also takes --json (one JSON object on stdout), and --config <file.json> and
--profile NAME as the server does, to reach the same store. Exit codes: 0 done, 1 refused by
the store, 2 bad input. "rcs-send-server tenants --help" describes every command.
`;
}

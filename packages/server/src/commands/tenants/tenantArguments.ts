import { dateTimeToEpochMs } from '@rcs-send/core';
import { AGENT_USE_CASES } from '@rcs-send/rbm';
import { _fail, _integerText, _isId, _isText, _MAX_TEXT, _uuid } from '../../config/check';
import { _readCommandLine } from '../commandLine';
import { _UsageError } from '../usageError';

/** The subcommands of `rcs-send-server tenants`. */
const TENANT_COMMANDS = ['add-org', 'add-sender', 'remove-sender', 'set-webhook', 'replay-webhooks', 'set-rcs', 'set-fallback', 'set-profile', 'add-key', 'revoke-key', 'top-up', 'show', 'usage'] as const;

/** A subcommand of `rcs-send-server tenants`. @internal */
export type _TenantCommand = (typeof TENANT_COMMANDS)[number];

/** The largest amount one `top-up` or starting balance may credit: far beyond any real top-up, well inside exact integers. */
const MAX_UNITS = 1_000_000_000_000;

/** The options `tenants` reads (besides the server's `--config` and `--profile`). */
const OPTIONS = {
  config: { type: 'string' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  id: { type: 'string' },
  org: { type: 'string' },
  balance: { type: 'string' },
  'no-rcs': { type: 'boolean' },
  sender: { type: 'string' },
  'use-case': { type: 'string' },
  principal: { type: 'string' },
  label: { type: 'string' },
  expires: { type: 'string' },
  amount: { type: 'string' },
  reason: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  ledger: { type: 'string' },
  'sms-sender': { type: 'string' },
  triggers: { type: 'string' },
  'max-segments': { type: 'string' },
  off: { type: 'boolean' },
  on: { type: 'boolean' },
  clear: { type: 'boolean' },
  url: { type: 'string' },
  secret: { type: 'string' },
  enable: { type: 'boolean' },
  since: { type: 'string' },
  until: { type: 'string' },
  type: { type: 'string' },
  file: { type: 'string' },
} as const;

/** Which options each subcommand takes: any other is refused, so that a typo never passes unnoticed. */
const ALLOWED: Readonly<Record<_TenantCommand, readonly string[]>> = {
  'add-org': ['id', 'balance', 'no-rcs'],
  'add-sender': ['org', 'sender', 'use-case'],
  'remove-sender': ['org', 'sender'],
  'set-webhook': ['org', 'url', 'secret', 'off', 'enable'],
  'replay-webhooks': ['org', 'since', 'until', 'type'],
  'set-rcs': ['org', 'on', 'off'],
  'set-fallback': ['org', 'sender', 'sms-sender', 'triggers', 'max-segments', 'off', 'clear'],
  'set-profile': ['org', 'sender', 'file', 'clear'],
  'add-key': ['principal', 'org', 'label', 'expires'],
  'revoke-key': [],
  'top-up': ['org', 'amount', 'reason'],
  show: ['org', 'ledger'],
  usage: ['org', 'from', 'to'],
};

/** The parsed command line of `rcs-send-server tenants`. @internal */
export interface _TenantArguments {
  /** The subcommand. */
  readonly command: _TenantCommand;
  /** Its options, as given. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** Its positional arguments (the key or prefix of `revoke-key`). */
  readonly positionals: readonly string[];
  /** `--config` and `--profile`, as the server reads them. */
  readonly config: string | undefined;
  /** `--profile`. */
  readonly profile: string | undefined;
  /** `--json`: one JSON object on stdout instead of text. */
  readonly json: boolean;
}

/** `--help` asked: of one command when it names a known one, else of them all. @internal */
export interface _TenantsHelpAsked {
  /** The command whose help was asked for (`tenants show --help`), or undefined for every command's. */
  readonly help: _TenantCommand | undefined;
}

/** The command whose --help a fault of these arguments points to. */
const HELP_OF = 'rcs-send-server tenants';

/**
 * `argv` after `tenants` (options may come anywhere), the help asked for, or a
 * {@link _UsageError} naming what is wrong: no or an unknown subcommand, an option the
 * subcommand does not take, a missing or repeated value.
 *
 * @internal
 */
export function _tenantArguments(argv: readonly string[]): _TenantArguments | _TenantsHelpAsked {
  const { values, positionals } = _readCommandLine(argv, OPTIONS, HELP_OF);
  const [command, ...rest] = positionals;
  if (values.help === true) return { help: (TENANT_COMMANDS as readonly string[]).includes(command ?? '') ? (command as _TenantCommand) : undefined };
  const fault = (message: string): never => {
    throw new _UsageError(message, HELP_OF);
  };
  if (command === undefined) return fault(`tenants needs a command: ${TENANT_COMMANDS.join(', ')}`);
  if (!(TENANT_COMMANDS as readonly string[]).includes(command)) fault(`unknown tenants command "${command}": one of ${TENANT_COMMANDS.join(', ')}`);
  const allowed = ALLOWED[command as _TenantCommand];
  for (const name of Object.keys(values)) {
    if (!['config', 'profile', 'json', ...allowed].includes(name)) fault(`tenants ${command} takes no --${name}`);
  }
  if (rest.length !== (command === 'revoke-key' ? 1 : 0)) fault(command === 'revoke-key' ? 'tenants revoke-key takes one KEY or PREFIX' : `tenants ${command} takes no argument besides its options`);
  return { command: command as _TenantCommand, values, positionals: rest, config: values.config, profile: values.profile, json: values.json === true };
}

/** The value of `--name`, or a TypeError saying it is needed. @internal */
export function _required(values: _TenantArguments['values'], name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new TypeError(`--${name} is required`);
  return value;
}

/** The organization UUID of `--name`, lower case, or an error. @internal */
export const _organizationArgument = (values: _TenantArguments['values'], name = 'org'): string => _uuid(_required(values, name), `--${name}`).toLowerCase();

/** A count of units of `--name` from `min`, or an error (a negative or fractional amount among them). @internal */
export const _unitsArgument = (text: string, name: string, min: number): number => _integerText(text, `--${name}`, min, MAX_UNITS);

/** A printable text of `--name` (an id, a label, a reason) of 1 to 200 characters without control characters, or an error. @internal */
export function _textArgument(text: string, name: string): string {
  if (!_isText(text)) _fail(`--${name}`, `1 to ${_MAX_TEXT} characters, none a control character`);
  return text;
}

/** An id (principal, sender) of `--name`: a printable text without spaces, or an error. @internal */
export function _idArgument(text: string, name: string): string {
  if (!_isId(_textArgument(text, name))) _fail(`--${name}`, 'an id without spaces');
  return text;
}

/** The use case of `--use-case` (default TRANSACTIONAL), or an error. @internal */
export function _useCaseArgument(text: string | undefined): string {
  const useCase = text ?? 'TRANSACTIONAL';
  if (!(AGENT_USE_CASES as readonly string[]).includes(useCase)) _fail('--use-case', `one of ${AGENT_USE_CASES.join(', ')}`);
  return useCase;
}

/** The instant of `--expires` (an RFC 3339 date-time after `now`), or an error. @internal */
export function _expiryArgument(text: string, now: number): number {
  const at = dateTimeToEpochMs(text);
  if (at === undefined) _fail('--expires', 'an RFC 3339 date-time such as 2027-01-31T00:00:00Z');
  if (at <= now) _fail('--expires', 'in the future');
  return at;
}

/** The UTC day of `--name` (`YYYY-MM-DD`), or `fallback`, or an error. @internal */
export function _dayArgument(text: string | undefined, name: string, fallback: string): string {
  if (text === undefined) return fallback;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) _fail(`--${name}`, 'a day YYYY-MM-DD');
  return text;
}

/** The instant of `--name`, an RFC 3339 date-time, or an error. @internal */
export function _instantArgument(text: string, name: string): number {
  const at = dateTimeToEpochMs(text);
  if (at === undefined) _fail(`--${name}`, 'an RFC 3339 date-time such as 2026-11-28T09:00:00Z');
  return at as number;
}

import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/check';
import { _dayArgument, _expiryArgument, _idArgument, _tenantArguments, _textArgument, _unitsArgument } from './tenantArguments';
import { _HELP } from '../../help';
import { _TENANTS_HELP } from './tenantsHelp';

const NOW = Date.parse('2026-05-01T12:00:00Z');

/** The message of the error `argv` is refused with, or '' when it is read. */
function refusalOf(argv: readonly string[]): string {
  try {
    _tenantArguments(argv);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the arguments of rcs-send-server tenants', () => {
  it('should read a subcommand with its options anywhere, and --help', () => {
    expect(_tenantArguments(['--json', 'top-up', '--org', 'x', '--amount', '3', '--config', 'c.json'])).toMatchObject({ command: 'top-up', json: true, config: 'c.json', values: { org: 'x', amount: '3' } });
    expect(_tenantArguments(['revoke-key', 'rcs_live_0a1b2c3d'])).toMatchObject({ command: 'revoke-key', positionals: ['rcs_live_0a1b2c3d'] });
    expect(_tenantArguments(['show', '--help'])).toEqual({ help: 'show' });
    expect(_tenantArguments(['--help', 'set-webhook', '--org', 'x'])).toEqual({ help: 'set-webhook' });
    expect(_tenantArguments(['--help'])).toEqual({ help: undefined });
    expect(_tenantArguments(['remove-org', '-h'])).toEqual({ help: undefined }); // no such command: the help of them all
  });

  it('should describe in --help every command it reads, each with its options', () => {
    const listed = /tenants needs a command: (.+)$/.exec(refusalOf([]))?.[1]?.split(', ') ?? [];
    expect(listed).toContain('set-webhook');
    for (const command of listed) expect(_TENANTS_HELP).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it("should name every command it reads in rcs-send-server's own --help too", () => {
    const listed = /tenants needs a command: (.+)$/.exec(refusalOf([]))?.[1]?.split(', ') ?? [];
    const named = /tenants COMMAND {3}[^:]+: ([^.]+)\./.exec(_HELP)?.[1]?.split(/,\s+/) ?? [];
    expect(listed).toContain('set-profile');
    expect(named).toEqual(listed);
  });

  it.each([
    [[], 'tenants needs a command'],
    [['remove-org'], 'unknown tenants command "remove-org"'],
    [['show', '--org', 'x', '--amount', '3'], 'tenants show takes no --amount'],
    [['revoke-key'], 'takes one KEY or PREFIX'],
    [['revoke-key', 'a', 'b'], 'takes one KEY or PREFIX'],
    [['show', 'extra'], 'takes no argument'],
    [['set-rcs', '--org', 'x', '--sender', 'y', '--on'], 'tenants set-rcs takes no --sender'],
    [['set-webhook', '--org', 'x', '--url', 'https://h.example/', '--on'], 'tenants set-webhook takes no --on'],
    [['remove-sender', '--org', 'x', '--sender', 'y', '--use-case', 'OTP'], 'tenants remove-sender takes no --use-case'],
  ])('should refuse %j with a TypeError naming the fault', (argv, message) => {
    expect(() => _tenantArguments(argv)).toThrow(TypeError);
    expect(() => _tenantArguments(argv)).toThrow(message);
  });

  it('should take amounts from the minimum to 10^12, and refuse one past either end, negative or fractional', () => {
    expect(_unitsArgument('1', 'amount', 1)).toBe(1);
    expect(_unitsArgument('1000000000000', 'amount', 1)).toBe(1e12);
    for (const text of ['0', '1000000000001', '-5', '1.5', '', 'ten']) expect(() => _unitsArgument(text, 'amount', 1)).toThrow(ConfigError);
    expect(_unitsArgument('0', 'balance', 0)).toBe(0);
  });

  it('should take texts of 1 to 200 characters without control characters, ids without spaces', () => {
    expect(_textArgument('x'.repeat(200), 'label')).toHaveLength(200);
    for (const text of ['', 'x'.repeat(201), 'a\nb', 'a\u0000']) expect(() => _textArgument(text, 'label')).toThrow('--label must be 1 to 200 characters');
    expect(() => _idArgument('a b', 'principal')).toThrow('--principal must be an id without spaces');
  });

  it('should take an expiry in the future only, read as the core reads dates', () => {
    expect(_expiryArgument('2026-05-01T12:00:00.001Z', NOW)).toBe(NOW + 1);
    expect(_expiryArgument('2026-05-01T14:00:01+02:00', NOW)).toBe(NOW + 1000);
    expect(() => _expiryArgument('2026-05-01T12:00:00Z', NOW)).toThrow('--expires must be in the future');
    expect(() => _expiryArgument('tomorrow', NOW)).toThrow('--expires must be an RFC 3339 date-time');
  });

  it('should take real days only', () => {
    expect(_dayArgument('2028-02-29', 'from', 'x')).toBe('2028-02-29');
    expect(_dayArgument(undefined, 'from', 'fallback')).toBe('fallback');
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '20260101']) expect(() => _dayArgument(text, 'from', 'x')).toThrow('--from must be a day YYYY-MM-DD');
  });
});

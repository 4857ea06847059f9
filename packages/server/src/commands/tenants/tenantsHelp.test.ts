import { describe, expect, it } from 'vitest';
import { _TENANTS_HELP, _tenantsHelp } from './tenantsHelp';

/** Every command the whole help describes, each once (set-webhook and set-fallback have two usage lines). */
const COMMANDS = [...new Set([..._TENANTS_HELP.matchAll(/^ {2}([a-z-]+) /gm)].map((match) => match[1] ?? ''))];

describe('rcs-send-server tenants COMMAND --help', () => {
  it('should be the whole help without a command', () => {
    expect(_tenantsHelp(undefined)).toBe(_TENANTS_HELP);
  });

  it.each(COMMANDS)('%s: its usage lines, its whole description and the options every command takes, and no other command', (command) => {
    const help = _tenantsHelp(command as Parameters<typeof _tenantsHelp>[0]);
    const usageLines = _TENANTS_HELP.split('\n').filter((line) => line.startsWith(`  ${command} `));
    expect(help.startsWith(`Usage: rcs-send-server tenants ${usageLines[0]?.slice(2)}\n`)).toBe(true);
    for (const line of usageLines.slice(1)) expect(help).toContain(`\n       rcs-send-server tenants ${line.slice(2)}\n`);
    const whole = _TENANTS_HELP.split('\n');
    const description = whole.slice(whole.lastIndexOf(usageLines.at(-1) ?? '') + 1).filter((_, index, rest) => rest.slice(0, index + 1).every((line) => line.startsWith(' '.repeat(18))));
    expect(description.length).toBeGreaterThan(0);
    for (const line of description) expect(help).toContain(`\n  ${line.trim()}`);
    expect(help).toContain('--config <file.json>');
    expect(help).toContain('"rcs-send-server tenants --help"');
    for (const other of COMMANDS.filter((name) => name !== command)) expect(help).not.toMatch(new RegExp(`tenants ${other} `));
  });

  it('should name the options every command takes, --profile among them (else the demo\'s database is read)', () => {
    const usage = _TENANTS_HELP.split('\n')[0];
    for (const option of ['[--json]', '[--config <file.json>]', '[--profile demo|qa]']) expect(usage).toContain(option);
  });

  it('should know the thirteen commands', () => {
    expect(COMMANDS).toHaveLength(13);
  });
});

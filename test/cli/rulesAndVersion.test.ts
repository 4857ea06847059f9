import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, ERROR_CODES } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const CLI_DIR = join(import.meta.dirname, '..', '..', 'packages', 'cli');
const VERSION = (JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { version: string }).version;

type Entry = { code: string; rule: string; source: string; param: string; example: { param: string; description: string }; mutation: string; fuzz: string | null };

describe('rcs-send --version', () => {
  it('should print the package.json version, alone and after every command, and exit 0', async () => {
    for (const args of [['--version'], ['validate', '--version'], ['fuzz', '--count', '3', '--version'], ['check', '--version'], ['rules', '--version']]) {
      const run = await runCli(args);
      expect([run.code, run.stdout]).toEqual([0, `rcs-send ${VERSION}\n`]);
    }
  });

  it('should print the same version from the sources under tsx', () => {
    const tsx = join(import.meta.dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const run = spawnSync(process.execPath, [tsx, '--conditions=@rcs-send/source', join(CLI_DIR, 'src', 'bin.ts'), '--version'], { encoding: 'utf8' });
    expect([run.status, run.stdout]).toEqual([0, `rcs-send ${VERSION}\n`]);
  });
});

describe('rcs-send rules', () => {
  it('should list every catalogue code with its rule, param shape and an example', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    const listed = [...run.stdout.matchAll(/^([A-Z_]+)$/gm)].map((match) => match[1]);
    expect(listed).toEqual([...ERROR_CODES]);
    expect(run.stdout).toContain(`TEXT_TOO_LONG\n  rule:     ${ERROR_CATALOGUE.TEXT_TOO_LONG.rule} (${ERROR_CATALOGUE.TEXT_TOO_LONG.source})\n  param:    messages[i].contentMessage.text\n  example:  messages[`);
  });

  it('should print the same as JSON, which parses back to the catalogue, with examples the core reports', async () => {
    const run = await runCli(['rules', '--json']);
    const entries = JSON.parse(run.stdout) as Entry[];
    expect(entries.map((entry) => entry.code)).toEqual([...ERROR_CODES]);
    for (const entry of entries) {
      const { rule, source, param } = ERROR_CATALOGUE[entry.code as keyof typeof ERROR_CATALOGUE];
      expect({ rule: entry.rule, source: entry.source, param: entry.param }).toEqual({ rule, source, param });
      expect(entry.example.description.length).toBeGreaterThan(0);
      expect(entry.fuzz).toBe(entry.code === 'FIELD_UNREADABLE' ? null : `rcs-send fuzz --rule ${entry.code}`);
    }
    // An example's param has the shape of the catalogue's (indexes where it says i, j, k).
    const text = entries.find((entry) => entry.code === 'TEXT_TOO_LONG') as Entry;
    expect(text.example.param).toMatch(/^messages\[\d+\]\.contentMessage\.text$/);
  });

  it('should list only the named codes, and refuse an unknown one with exit 2', async () => {
    const run = await runCli(['rules', '--json', 'CARD_TITLE_TOO_LONG', 'TEXT_TOO_LONG']);
    expect((JSON.parse(run.stdout) as Entry[]).map((entry) => entry.code)).toEqual(['CARD_TITLE_TOO_LONG', 'TEXT_TOO_LONG']);
    const unknown = await runCli(['rules', 'NOT_A_RULE']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown rule code "NOT_A_RULE"');
  });

  it('should be where the help of fuzz --rule points, not a file of the repository', async () => {
    const help = await runCli(['fuzz', '--help']);
    expect(help.stdout).toContain('codes: rcs-send rules');
    expect(help.stdout).not.toContain('RULES.md');
    expect((await runCli(['fuzz', '--rule', 'NOPE'])).stderr).toContain('run "rcs-send rules" for the codes');
  });
});

// The server README's Options table shows the configuration file's `rateLimit` in a form the
// server takes: a reader who copies it gets that limit, never "rateLimit must be an object".
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerConfig } from '@rcs-send/server';
import { afterAll, describe, expect, it } from 'vitest';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'packages', 'server', 'README.md'), 'utf8');
const directory = mkdtempSync(join(tmpdir(), 'rcs-send-rate-limit-readme-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the server README: rateLimit in a configuration file', () => {
  it('should show a file value of rateLimit that the server loads as that limit', () => {
    const row = README.split('\n').find((line) => line.includes('| `rateLimit` |')) ?? '';
    const shown = [...row.matchAll(/`(\{[^`]*\})`/g)].map((match) => JSON.parse(match[1] ?? '') as unknown);
    expect(shown).not.toEqual([]);
    for (const rateLimit of shown) {
      const configPath = join(directory, 'rcs-send.json');
      writeFileSync(configPath, JSON.stringify({ rateLimit }));
      expect(loadServerConfig({ configPath, env: {} }).config.rateLimit).toEqual(rateLimit);
    }
  });
});

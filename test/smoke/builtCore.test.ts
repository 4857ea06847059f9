import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
/** A package that depends on @rcs-send/core, so node resolves it as any consumer would. */
const consumer = join(repo, 'packages', 'cli');

const request = {
  organizationId: 'A1B2C3D4-0000-4000-8000-000000000001',
  messages: [{ to: '+351 912 345 678', from: 'agent', contentMessage: { text: 'hi' } }, { to: '1', from: '', contentMessage: {} }],
};
const program = (load: string): string => `${load}
const result = core.validateSendRequest(${JSON.stringify(request)}, { now: new Date('2026-01-01T00:00:00Z') });
console.log(JSON.stringify({ codes: result.issues.map((i) => i.code), to: result.messages[0].value.to, max: core.LIMITS.textMaxChars }));`;

/** Runs `source` in a fresh node process (no source condition: the built dist is loaded). */
function runNode(args: string[], source: string): unknown {
  return JSON.parse(execFileSync(process.execPath, [...args, '-e', source], { cwd: consumer, encoding: 'utf8' }));
}

const expected = { codes: ['TO_INVALID_LENGTH', 'FIELD_EMPTY', 'CONTENT_TYPE_MISSING'], to: '351912345678', max: 3072 };

describe('the built @rcs-send/core', () => {
  it('should have been built (run `pnpm build` first)', () => {
    expect(existsSync(join(repo, 'packages', 'core', 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(repo, 'packages', 'core', 'dist', 'index.cjs'))).toBe(true);
  });

  it('should load with require (CJS) and validate', () => {
    expect(runNode([], program("const core = require('@rcs-send/core');"))).toEqual(expected);
  });

  it('should load with import (ESM) and validate', () => {
    expect(runNode(['--input-type=module'], program("const core = await import('@rcs-send/core');"))).toEqual(expected);
  });
});

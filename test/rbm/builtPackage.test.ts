// The built @rcs-send/rbm, loaded from outside as a consumer would (no source condition).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const message = { to: '351912345678', from: 'agent', contentMessage: { text: 'hi', suggestions: [{ dialAction: { text: 'Call', phoneNumber: '+351912345678', postbackData: 'c' } }] } };
const program = (load: string): string => `${load}
const request = rbm.toAgentMessage(${JSON.stringify(message)}, { messageId: '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c' });
console.log(JSON.stringify({ action: request.body.contentMessage.suggestions[0].action, ok: rbm.checkAgentMessage(request.body).ok, back: rbm.fromAgentMessage(request.body, { to: '351912345678', from: 'agent' }).ok }));`;

/** Runs `source` in a fresh node process at the repository root, without the source condition. */
const run = (args: string[], source: string): unknown =>
  JSON.parse(execFileSync(process.execPath, [...args, '-e', source], { cwd: repo, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }));
const expected = { action: { text: 'Call', postbackData: 'c', dialAction: { phoneNumber: '+351912345678' } }, ok: true, back: true };

describe('the built @rcs-send/rbm', () => {
  it('should have been built (run `pnpm build` first)', () => {
    expect(existsSync(join(repo, 'packages', 'rbm', 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(repo, 'packages', 'rbm', 'dist', 'index.cjs'))).toBe(true);
  });

  it('should load with require (CJS) and translate', () => {
    expect(run([], program("const rbm = require('@rcs-send/rbm');"))).toEqual(expected);
  });

  it('should load with import (ESM) and translate', () => {
    expect(run(['--input-type=module'], program("const rbm = await import('@rcs-send/rbm');"))).toEqual(expected);
  });
});

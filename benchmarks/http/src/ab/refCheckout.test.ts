import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git } from '@rcs-send/benchmark-ab/git';
import { checkOutRef, removeCheckout } from './refCheckout';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository with one committed package whose installed `node_modules` (untracked) hold a dependency link, a scoped one and a `.bin` tool. */
function repositoryWithInstall(): string {
  const folder = mkdtempSync(join(tmpdir(), 'rcs-send-ab-checkout-'));
  mkdirSync(join(folder, 'packages', 'tool-user'), { recursive: true });
  mkdirSync(join(folder, 'benchmarks'));
  writeFileSync(join(folder, 'packages', 'tool-user', 'package.json'), '{"name":"tool-user"}\n');
  writeFileSync(join(folder, '.gitignore'), 'node_modules\n');
  git(['init', '--quiet'], folder);
  git(['add', '.'], folder);
  git(['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'one package'], folder);
  mkdirSync(join(folder, 'node_modules', '.pnpm', 'dep'), { recursive: true });
  const modules = join(folder, 'packages', 'tool-user', 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  mkdirSync(join(modules, '@scope'));
  symlinkSync('../../../node_modules/.pnpm/dep', join(modules, 'dep'));
  symlinkSync('../../../../node_modules/.pnpm/dep', join(modules, '@scope', 'dep'));
  writeFileSync(join(modules, '.bin', 'tool'), '#!/bin/sh\necho tool ran\n');
  chmodSync(join(modules, '.bin', 'tool'), 0o755);
  return folder;
}

describe('checkOutRef', () => {
  it("should mirror each package's dependency links, scoped ones included, and its .bin tools, which run from the checkout", () => {
    root = repositoryWithInstall();
    const checkout = join(root, 'temp', 'ab-test');
    checkOutRef(root, 'HEAD', checkout);
    try {
      const modules = join(checkout, 'packages', 'tool-user', 'node_modules');
      expect(readlinkSync(join(modules, 'dep'))).toBe('../../../node_modules/.pnpm/dep');
      expect(readlinkSync(join(modules, '@scope', 'dep'))).toBe('../../../../node_modules/.pnpm/dep');
      expect(execFileSync(join(modules, '.bin', 'tool'), { encoding: 'utf8' })).toBe('tool ran\n');
    } finally {
      removeCheckout(root, checkout);
    }
    expect(existsSync(checkout)).toBe(false);
  });
});

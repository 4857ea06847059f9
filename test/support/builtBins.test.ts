import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuilds } from './builtBins';

let packages: string;
beforeEach(async () => {
  packages = await mkdtemp(join(tmpdir(), 'rcs-send-built-bins-'));
});
afterEach(() => rm(packages, { recursive: true, force: true }));

/** Writes `files` (path under the package → seconds since the epoch of its modification) into the package `folder`, its build script `build` (null: none). */
async function writePackage(folder: string, files: Record<string, number>, build: string | null = 'tsup'): Promise<void> {
  await mkdir(join(packages, folder), { recursive: true });
  await writeFile(join(packages, folder, 'package.json'), JSON.stringify({ name: folder, scripts: build === null ? {} : { build } }));
  for (const [path, seconds] of Object.entries(files)) {
    await mkdir(join(packages, folder, path, '..'), { recursive: true });
    await writeFile(join(packages, folder, path), '');
    await utimes(join(packages, folder, path), seconds, seconds);
  }
}

describe('the builds a test of a bin refuses', () => {
  it('should name a package whose dist is older than one of its sources, or missing, and no other', async () => {
    await writePackage('fresh', { 'src/index.ts': 100, 'src/deep/rule.ts': 200, 'dist/index.js': 300 });
    await writePackage('edited', { 'src/index.ts': 100, 'src/deep/rule.ts': 301, 'dist/index.js': 300 });
    await writePackage('unbuilt', { 'src/index.ts': 100 });
    await writePackage('harness', { 'src/index.ts': 500 }, null);
    expect(staleBuilds(packages).sort()).toEqual(['edited', 'unbuilt']);
  });

  it('should not count a test edited after the build', async () => {
    await writePackage('tested', { 'src/index.ts': 100, 'dist/index.js': 300, 'src/index.test.ts': 400, 'src/types.test-d.ts': 400 });
    expect(staleBuilds(packages)).toEqual([]);
  });
});

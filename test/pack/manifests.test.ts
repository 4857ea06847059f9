// The metadata every publishable package ships with: licence, repository, engines, bins that
// exist before a build, and dependency ranges wherever a dependency's types are public API.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishablePackages } from './packProject';

const repo = join(import.meta.dirname, '..', '..');
const packages = await publishablePackages();
const license = readFileSync(join(repo, 'LICENSE'), 'utf8');

type Manifest = Record<string, unknown> & { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };

/** The modules the package's API report imports from, other than its siblings and Node's own. */
function publicTypeSources(folder: string): string[] {
  const reports = join(repo, 'packages', folder, 'etc');
  const name = JSON.parse(readFileSync(join(repo, 'packages', folder, 'package.json'), 'utf8')).name.split('/')[1] as string;
  const report = existsSync(join(reports, `${name}.api.md`)) ? readFileSync(join(reports, `${name}.api.md`), 'utf8') : '';
  const sources = [...report.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1] ?? '');
  return [...new Set(sources)].filter((source) => !source.startsWith('@rcs-send/') && !builtinModules.includes(source.replace(/^node:/, '')));
}

/** True when the installed package `name` (seen from `folder`) ships no type declarations of its own. */
function hasNoOwnTypes(folder: string, name: string): boolean {
  const root = join(repo, 'packages', folder, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  return manifest['types'] === undefined && manifest['typings'] === undefined && !existsSync(join(root, 'index.d.ts'));
}

describe('the root LICENSE', () => {
  it('should be the MIT licence of the rcs-send contributors', () => {
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 rcs-send contributors\n/);
  });
});

describe.each(packages.map(({ folder, manifest }) => [folder, manifest as Manifest] as const))('packages/%s/package.json', (folder, manifest) => {
  it('should ship the MIT licence, its README and its repository folder', () => {
    expect(manifest['license']).toBe('MIT');
    expect(readFileSync(join(repo, 'packages', folder, 'LICENSE'), 'utf8')).toBe(license);
    expect(manifest['files']).toEqual(expect.arrayContaining(['README.md', 'LICENSE']));
    expect(manifest['repository']).toEqual({ type: 'git', url: 'git+https://github.com/rcs-send/rcs-send.git', directory: `packages/${folder}` });
    expect(manifest['engines']).toEqual({ node: '>=20' });
  });

  it('should declare a library free of side effects', () => {
    if (manifest['exports'] !== undefined) expect(manifest['sideEffects']).toBe(false);
    else expect(manifest['bin']).toBeDefined(); // a bin-only package has nothing to import
  });

  it('should point each bin at a committed launcher, packed, so that an install links it before a build', () => {
    const bins = Object.values((manifest['bin'] ?? {}) as Record<string, string>);
    if (bins.length > 0) expect(manifest['files']).toContain('bin');
    for (const bin of bins) {
      expect(bin).toMatch(/^\.\/bin\/[\w-]+\.js$/);
      expect(readFileSync(join(repo, 'packages', folder, bin), 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    }
  });

  it('should take a range of every dependency whose types it exposes, and the @types of those without their own as optional peers', () => {
    for (const source of publicTypeSources(folder)) {
      const range = manifest.peerDependencies?.[source] ?? manifest.dependencies?.[source];
      expect(range, `${source} appears in the API report`).toMatch(/^\^\d/);
      if (hasNoOwnTypes(folder, source)) {
        expect(manifest.peerDependencies?.[`@types/${source}`], `@types/${source}`).toMatch(/^\^\d/);
        expect(manifest['peerDependenciesMeta']).toMatchObject({ [`@types/${source}`]: { optional: true } });
      }
    }
  });
});

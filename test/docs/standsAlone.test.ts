// The repository stands alone: no file points outside it or names a path of one machine, and
// every relative link of its markdown reaches a file (and a heading) inside it.
import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchor, headingAnchors, markdownLinks } from './markdownLinks';
import { readRepositoryFile, REPOSITORY_ROOT, repositoryFiles } from './repositoryFiles';

// Written in parts so that this file does not match itself.
const OUTSIDE = [
  new RegExp(['\\.\\.', 'shared'].join('/')),
  new RegExp(['', 'work', ''].join('/')),
  new RegExp(['', 'root', ''].join('/')),
  new RegExp(['', 'home', '[a-z]'].join('/')),
  new RegExp(['CONTRACT', 'md'].join('\\.')),
  new RegExp(`\\b(${['BENCHMARKS', 'TOOLCHAIN', 'STYLE', 'RBM'].join('|')})\\.md\\b`),
];
const BINARY = /\.(png|jpe?g|gif|ico|woff2?|tgz|gz)$/;
const files = repositoryFiles().filter((path) => !BINARY.test(path) && path !== 'pnpm-lock.yaml');
const markdownFiles = files.filter((path) => path.endsWith('.md'));

describe('the repository stands alone', () => {
  it('should name no path outside the repository and no path of a machine in any file', () => {
    const found = files.flatMap((path) =>
      readRepositoryFile(path)
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('should reach a file inside the repository with every relative markdown link', () => {
    expect(markdownFiles.length).toBeGreaterThan(10);
    const broken = markdownFiles.flatMap((path) =>
      markdownLinks(readRepositoryFile(path)).flatMap(({ target, line }) => {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) return [];
        const file = normalize(join(dirname(path), decodeURIComponent(target.split('#')[0] as string)));
        const inside = !relative(REPOSITORY_ROOT, join(REPOSITORY_ROOT, file)).startsWith('..');
        return inside && existsSync(join(REPOSITORY_ROOT, file)) ? [] : [`${path}:${line}: ${target}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('should reach an existing heading with every markdown link that names an anchor', () => {
    const broken = markdownFiles.flatMap((path) =>
      markdownLinks(readRepositoryFile(path)).flatMap(({ target, line }) => {
        const [file, anchor] = target.split('#');
        if (anchor === undefined || /^[a-z]+:/i.test(target) || !(file === '' || file?.endsWith('.md'))) return [];
        const linked = file === '' ? path : normalize(join(dirname(path), file as string));
        if (!existsSync(join(REPOSITORY_ROOT, linked))) return [];
        return headingAnchors(readRepositoryFile(linked)).has(anchor) ? [] : [`${path}:${line}: ${target}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('should make anchors as GitHub does', () => {
    expect(headingAnchor('10.1 `param`: the field path')).toBe('101-param-the-field-path');
    expect(headingAnchor('2.6 Rich card (richCard)')).toBe('26-rich-card-richcard');
    expect(headingAnchor('Decisions where the API reference is silent')).toBe('decisions-where-the-api-reference-is-silent');
  });
});

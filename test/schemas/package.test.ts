// @rcs-send/schemas ships the generated files of schemas/: its exports map names every file its
// build writes, the built files are the committed ones (openapi.json the YAML document as JSON),
// and Node 20 loads each through the package name, by `require` and by `import ... with { type: 'json' }`.
// It needs the package built, as `pnpm test` does before vitest: this test builds nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR, packageFileContent, PACKAGE_FILES } from '../../packages/schemas/scripts/files';

const PACKAGE_DIR = join(DIST_DIR, '..');
const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as Record<string, any>;
const names = Object.keys(PACKAGE_FILES);
const jsonNames = names.filter((name) => name.endsWith('.json'));

/** What Node 20 itself makes of each export, loaded through the package name from the repository's root. */
function loadThroughNode(): { required: Record<string, unknown>; imported: Record<string, unknown>; resolved: Record<string, string> } {
  const script = `
    import { createRequire } from 'node:module';
    const require = createRequire(import.meta.url);
    const names = ${JSON.stringify(names)};
    const json = names.filter((name) => name.endsWith('.json'));
    const out = { required: {}, imported: {}, resolved: {} };
    for (const name of json) out.required[name] = require('@rcs-send/schemas/' + name);
    for (const name of json) out.imported[name] = (await import('@rcs-send/schemas/' + name, { with: { type: 'json' } })).default;
    for (const name of names) out.resolved[name] = import.meta.resolve('@rcs-send/schemas/' + name);
    process.stdout.write(JSON.stringify(out));
  `;
  const root = join(PACKAGE_DIR, '../..');
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' }, // no loader or condition of the test runner: Node as a consumer runs it
  })) as ReturnType<typeof loadThroughNode>;
}

describe('@rcs-send/schemas', () => {
  beforeAll(() => {
    if (!existsSync(DIST_DIR)) throw new Error('packages/schemas/dist is missing: run `pnpm --filter @rcs-send/schemas build` (pnpm test builds first)');
  });

  it('should be a module package for Node 20 and later, with no side effects, shipping dist/, its README and its LICENSE', () => {
    expect(manifest).toMatchObject({ version: '0.1.0', license: 'MIT', type: 'module', sideEffects: false, engines: { node: '>=20' } });
    expect(manifest['files']).toEqual(['dist', 'README.md', 'LICENSE']);
    expect(existsSync(join(PACKAGE_DIR, 'README.md'))).toBe(true);
  });

  it('should export each file its build writes under its own name, and package.json', () => {
    const expected = Object.fromEntries(names.map((name) => [`./${name}`, `./dist/${name}`]));
    expect(manifest['exports']).toEqual({ ...expected, './package.json': './package.json' });
    expect(readdirSync(DIST_DIR).sort()).toEqual([...names].sort());
  });

  it.each(names)('dist/%s should be made from the committed files of schemas/ as they are today', (name) => {
    expect(readFileSync(join(DIST_DIR, name), 'utf8'), 'stale: run pnpm --filter @rcs-send/schemas build').toBe(packageFileContent(name));
  });

  it('should load through the package name in Node, by require and by import with { type: "json" }', () => {
    const { required, imported, resolved } = loadThroughNode();
    for (const name of jsonNames) {
      const content = JSON.parse(readFileSync(join(DIST_DIR, name), 'utf8')) as unknown;
      expect(required[name], name).toEqual(content);
      expect(imported[name], name).toEqual(content);
    }
    for (const name of names) expect(resolved[name]).toBe(pathToFileURL(join(DIST_DIR, name)).href);
  });

  it('should ship the input schema as send-request.json, which the request body of openapi.json (the partial mode\'s) holds whole', () => {
    const input = JSON.parse(readFileSync(join(DIST_DIR, 'send-request.json'), 'utf8')) as Record<string, any>;
    const canonical = JSON.parse(readFileSync(join(DIST_DIR, 'send-request.canonical.json'), 'utf8')) as Record<string, any>;
    const openapi = JSON.parse(readFileSync(join(DIST_DIR, 'openapi.json'), 'utf8')) as Record<string, any>;
    const to = (schema: Record<string, any>): unknown => schema['Message'].properties.to.pattern;
    expect(to(input['$defs'])).toMatch(/\\\+/); // a written number, + and all
    expect(to(canonical['$defs'])).not.toMatch(/\\\+/);
    expect(to(openapi['components'].schemas)).toBe(to(input['$defs']));
    expect(openapi['paths']['/v1.2/rcs/send'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PartialSendRequest' });
    expect(openapi['components'].schemas['PartialSendRequest'].anyOf).toContainEqual({ $ref: '#/components/schemas/SendRequest' });
  });
});

// The packages as a user outside the repository gets them: every published package packed by
// `pnpm pack:all`, the install line of examples/README.md run as written in a fresh project under
// the system's temporary folder, the examples type-checked (strict, no skipLibCheck; nodenext and
// bundler) and run, the declarations of each package held to what its JavaScript exports, the
// server's bin run from node_modules. Needs `pnpm build` first, and the registry (or npm's cache)
// for the frameworks and TypeScript.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@rcs-send/redis-harness';
import { testRedis, type TestRedis } from '../redis/support/testRedis';
import { CHECKED_EXAMPLES, CLIENTS, GATEWAYS, LOOKUPS, PROGRAMS, READING_CLIENTS, REDIS, SERVERS } from './examples';
import { createProject, exampleFiles, packAll, publishablePackages, runnableOf, typeCheck } from './packProject';
import { CURL, expectCurlAnswers, expectGatewayAnswers, expectLookupAnswers, GATEWAY_CURL, LOOKUP_CURL } from './printedCurl';
import { mustRun, run, start, whileRunning } from './processes';
import { serveSqlitePrebuild, type SqlitePrebuild } from './sqlitePrebuild';
import { tarballOf } from './userNeeds';
import { missingValueExports, type LoadMode } from './valueExports';

const repo = join(import.meta.dirname, '..', '..');
const packages = await publishablePackages();
/** The packages a program imports (schemas, with JSON files only, has no entry), and how: each way a program loads it. */
const withEntry = packages.filter(({ manifest }) => (manifest['exports'] as Record<string, unknown> | undefined)?.['.'] !== undefined).map(({ manifest }) => manifest.name);
const loads = withEntry.flatMap((name) => (['import', 'require'] as const).map((mode): [string, LoadMode] => [name, mode]));
const attw = join(repo, 'node_modules', '.bin', 'attw');
let directory: string;
let project: string;
let tarballs: string[];

let prebuild: SqlitePrebuild;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-pack-'));
  tarballs = await packAll(directory);
  prebuild = await serveSqlitePrebuild(directory);
  project = await createProject(directory, join(directory, 'tarballs'), prebuild.env);
  await typeCheck(project);
}, 600_000);
afterAll(async () => {
  await prebuild.close();
  await rm(directory, { recursive: true, force: true });
});

/** Every file a manifest points at: the string leaves of `exports` (at any depth of conditions), `main`, `module`, `types` and each `bin`. */
function manifestTargets(manifest: Record<string, unknown>): string[] {
  const leaves = (value: unknown): string[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : []);
  return [...leaves(manifest['exports']), ...leaves(manifest['main']), ...leaves(manifest['module']), ...leaves(manifest['types']), ...leaves(manifest['bin'])];
}

/** Runs `args` with node in the project. */
const node = (args: string[]) => run(process.execPath, args, project);

describe('the packed packages installed together with npm', () => {
  it('should pack one tarball per published package, and none of a private one', async () => {
    expect(packages.length).toBeGreaterThanOrEqual(8);
    expect(tarballs.map((path) => basename(path))).toEqual(packages.map(tarballOf).sort());
    const folders = await readdir(join(repo, 'packages'));
    const manifests = await Promise.all(folders.map(async (folder) => JSON.parse(await readFile(join(repo, 'packages', folder, 'package.json'), 'utf8')) as { name: string; private?: boolean }));
    const privateOnes = manifests.filter((manifest) => manifest.private === true).map((manifest) => manifest.name);
    expect(privateOnes).toContain('@rcs-send/redis-harness');
    for (const name of privateOnes) expect(tarballs.join('\n')).not.toContain(`${name.replace('@', '').replace('/', '-')}-`);
  });

  it('should ship in each tarball every file its manifest names (exports at any depth, main, module, types, bin), and no workspace-only condition', async () => {
    for (const tarball of tarballs) {
      const listed = new Set((await mustRun('tar', ['-tzf', tarball], directory)).split('\n').filter((line) => line !== ''));
      const manifest = JSON.parse(await mustRun('tar', ['-xzOf', tarball, 'package/package.json'], directory)) as Record<string, unknown>;
      const targets = manifestTargets(manifest);
      expect(targets.length, tarball).toBeGreaterThan(0);
      for (const target of [...targets, 'LICENSE', 'README.md']) expect(listed.has(`package/${target.replace(/^\.\//, '')}`), `${basename(tarball)}: ${target}`).toBe(true);
      expect(JSON.stringify(manifest['exports'] ?? {}), basename(tarball)).not.toContain('@rcs-send/source');
    }
  });

  it('should install valibot once for the app and the core', () => {
    expect(existsSync(join(project, 'node_modules', 'valibot'))).toBe(true);
    expect(existsSync(join(project, 'node_modules', '@rcs-send', 'core', 'node_modules', 'valibot'))).toBe(false);
  });

  it('should load every package it installs with require and with import', async () => {
    const names = JSON.stringify(withEntry.filter((name) => existsSync(join(project, 'node_modules', name))));
    const required = await node(['-e', `console.log(${names}.every((name) => Object.keys(require(name)).length > 0))`]);
    const imported = await node(['--input-type=module', '-e', `console.log((await Promise.all(${names}.map((name) => import(name)))).every((m) => Object.keys(m).length > 0))`]);
    expect([required, imported]).toEqual([{ code: 0, output: 'true\n' }, { code: 0, output: 'true\n' }]);
  });

  it("should take a validation profile compiled by the core's CommonJS build in its ES module build, and the other way round", async () => {
    const script = `
      import { createRequire } from 'node:module';
      const cjs = createRequire(import.meta.url)('@rcs-send/core');
      const esm = await import('@rcs-send/core');
      const body = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [{ to: '+351912345678', from: 'agent', contentMessage: { text: 'Casino night' } }] };
      const codes = (core, other) => core.validateSendRequest(body, { profile: other.createValidationProfile({ refusedTerms: ['casino'] }) }).issues.map((issue) => issue.code);
      console.log(JSON.stringify([cjs.validateSendRequest !== esm.validateSendRequest, codes(esm, cjs), codes(cjs, esm)]));`;
    const answer = await node(['--input-type=module', '-e', script]);
    expect(answer).toEqual({ code: 0, output: `${JSON.stringify([true, ['PROFILE_TERM_NOT_ALLOWED'], ['PROFILE_TERM_NOT_ALLOWED']])}\n` });
  });

  it('should load every JSON file of a package without a code entry (@rcs-send/schemas) with require and with import', async () => {
    const files = packages.flatMap(({ manifest }) => {
      const exports = (manifest['exports'] ?? {}) as Record<string, unknown>;
      return exports['.'] === undefined ? Object.keys(exports).filter((path) => path.endsWith('.json') && path !== './package.json').map((path) => `${manifest.name}${path.slice(1)}`) : [];
    });
    expect(files).toContain('@rcs-send/schemas/send-request.json');
    const list = JSON.stringify(files);
    const required = await node(['-e', `console.log(${list}.every((file) => typeof require(file) === 'object'))`]);
    const imported = await node(['--input-type=module', '-e', `console.log((await Promise.all(${list}.map((file) => import(file, { with: { type: 'json' } })))).every((m) => typeof m.default === 'object'))`]);
    expect([required, imported]).toEqual([{ code: 0, output: 'true\n' }, { code: 0, output: 'true\n' }]);
  });

  it('should check every example of examples/', async () => {
    expect(await exampleFiles()).toEqual(CHECKED_EXAMPLES);
  });
});

describe('the declarations of each packed package', () => {
  it.each(packages.map(tarballOf))('%s should show no problem to arethetypeswrong (resolution, ESM and CommonJS)', async (tarball) => {
    const checked = await run(attw, [join(directory, 'tarballs', tarball), '--format', 'json'], directory);
    const { analysis } = JSON.parse(checked.output) as { analysis: { problems?: unknown[] } };
    expect(analysis.problems ?? []).toEqual([]);
  });

  it.each(loads)('%s should export at run time, to %s, every value its declarations export', async (name, mode) => {
    expect(await missingValueExports(project, name, mode)).toEqual([]);
  });
});

describe('the examples, compiled by tsc --strict under nodenext and bundler resolution', () => {
  it.each(Object.entries(PROGRAMS))('%s should run and print its result', async (name, expected) => {
    const ran = await node([runnableOf(name)]);
    expect(ran.code, ran.output).toBe(0);
    expect(ran.output).toMatch(expected);
  });

  it('core.ts should print each issue of an invalid file and exit 1', async () => {
    await writeFile(join(project, 'invalid.json'), JSON.stringify({ organizationId: 'x', messages: [] }));
    const ran = await node([runnableOf('core.ts'), 'invalid.json']);
    expect(ran.code).toBe(1);
    expect(ran.output).toContain('organizationId: ');
    expect(ran.output).toContain('(MESSAGES_EMPTY)');
    expect(ran.output).toContain('"messages":null');
  });

  it('core.ts should print an issue of the body itself at (root), never at an empty param', async () => {
    await writeFile(join(project, 'not-an-object.json'), '[1]');
    const ran = await node([runnableOf('core.ts'), 'not-an-object.json']);
    expect(ran.code).toBe(1);
    expect(ran.output).toMatch(/^\(root\): The request body must be a JSON object\. \(REQUEST_NOT_OBJECT\)\n/);
  });

  it.each(SERVERS)('%s should listen on PORT and answer its printed curl with 202, a broken body with 400, and its printed lookup if it prints one', async (name) => {
    const server = start([runnableOf(name)], project, { PORT: String(await freePort()), RCS_SEND_DB: join(directory, `${name}.db`) });
    await whileRunning({ [name]: server }, async () => {
      const id = await expectCurlAnswers(await server.waitFor(CURL));
      if (LOOKUPS.includes(name)) await expectLookupAnswers(await server.waitFor(LOOKUP_CURL), id);
    });
  });

  it.each(GATEWAYS)('%s should forward its printed curl canonical with 202, and refuse a broken body with 400', async (name) => {
    const gateway = start([runnableOf(name)], project, { PORT: String(await freePort()) });
    await whileRunning({ [name]: gateway }, async () => {
      await expectGatewayAnswers(await gateway.waitFor(GATEWAY_CURL));
    });
  });

  it.each(Object.entries(READING_CLIENTS))('%s should send and read the events feed and the message list of the installed server bin', async (name, expected) => {
    const port = await freePort();
    const serverBin = join(project, 'node_modules', '@rcs-send', 'server', 'bin', 'rcs-send-server.js');
    const server = start([serverBin], project, { RCS_SEND_DB: join(directory, `${name}.db`), RCS_SEND_PORT: String(port), RCS_SEND_API_KEY: 'rcs_client_key', RCS_SEND_PLAYGROUND: 'off' });
    await whileRunning({ 'rcs-send-server': server }, async () => {
      await server.waitFor(/listening on (\S+)/);
      const ran = await run(process.execPath, [runnableOf(name)], project, 60_000, { RCS_SEND_URL: `http://127.0.0.1:${port}`, API_KEY: 'rcs_client_key' });
      expect(ran.code, ran.output).toBe(0);
      expect(ran.output).toMatch(expected);
    });
  });

  it.each(Object.entries(CLIENTS))('%s should send, look up and verify the webhooks of the installed server bin', async (name, expected) => {
    const [port, webhookPort] = [await freePort(), await freePort()];
    const secret = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
    const serverBin = join(project, 'node_modules', '@rcs-send', 'server', 'bin', 'rcs-send-server.js');
    const env = { RCS_SEND_DB: join(directory, `${name}.db`), RCS_SEND_PORT: String(port), RCS_SEND_API_KEY: 'rcs_client_key', RCS_SEND_PLAYGROUND: 'off', RCS_SEND_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/rcs`, RCS_SEND_WEBHOOK_SECRET: secret };
    const server = start([serverBin], project, env);
    await whileRunning({ 'rcs-send-server': server }, async () => {
      await server.waitFor(/listening on (\S+)/);
      const ran = await run(process.execPath, [runnableOf(name)], project, 60_000, { RCS_SEND_URL: `http://127.0.0.1:${port}`, API_KEY: 'rcs_client_key', WEBHOOK_PORT: String(webhookPort), RCS_SEND_WEBHOOK_SECRET: secret });
      expect(ran.code, ran.output).toBe(0);
      expect(ran.output).toMatch(expected);
    });
  });

  it('redis.ts should accept on Redis what redisWorker.ts then reads', async () => {
    const redis: TestRedis = await testRedis(2, { flush: true });
    const env = { PORT: String(await freePort()), REDIS_URL: redis.url };
    const server = start([runnableOf(REDIS.server)], project, env);
    const worker = start([runnableOf(REDIS.worker)], project, env);
    try {
      await whileRunning({ [REDIS.server]: server, [REDIS.worker]: worker }, async () => {
        const id = await expectCurlAnswers(await server.waitFor(CURL));
        await worker.waitFor(new RegExp(`Handled message ${id} of organization`));
      });
    } finally {
      await redis.close();
    }
  });
});

describe('the installed bins', () => {
  const bin = (name: string): string => join(project, 'node_modules', '.bin', name);

  it('rcs-send-server should print its help and its version', async () => {
    expect(await mustRun(bin('rcs-send-server'), ['--help'], project)).toContain('Usage: rcs-send-server');
    const { version } = packages.find(({ manifest }) => manifest.name === '@rcs-send/server')?.manifest ?? {};
    expect(await mustRun(bin('rcs-send-server'), ['--version'], project)).toBe(`rcs-send-server ${version}\n`);
  });

  it('rcs-send-server should keep a message in its database, and export and back it up while it runs', async () => {
    const serverBin = join(project, 'node_modules', '@rcs-send', 'server', 'bin', 'rcs-send-server.js');
    const env = { RCS_SEND_DB: join(directory, 'installed.db'), RCS_SEND_API_KEY: 'rcs_installed_key', RCS_SEND_DELIVERY: 'off', RCS_SEND_PLAYGROUND: 'off' };
    const server = start([serverBin], project, { ...env, RCS_SEND_PORT: String(await freePort()) });
    await whileRunning({ 'rcs-send-server': server }, async () => {
      const [, url = ''] = await server.waitFor(/listening on (\S+)/);
      const body = { organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b', messages: [{ to: '351912345678', from: 'demo_agent', contentMessage: { text: 'Hello' } }] };
      const reply = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${env.RCS_SEND_API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const { messages } = (await reply.json()) as { messages: Array<{ id: string }> };
      const exported = start([serverBin, 'export'], project, env);
      await exported.waitFor(new RegExp(`^\\{"id":"${messages[0]?.id}".*"state":"ACCEPTED"\\}$`, 'm'));
      const backup = start([serverBin, 'backup', join(directory, 'installed-copy.db')], project, env);
      await backup.waitFor(/^wrote .*installed-copy\.db: a consistent copy of .*installed\.db holding 1 message$/m);
    });
  });
});

// rcs-send-server's command line as an operator types it, held to what rcs-send does: --version,
// a fault of the command line in one sentence followed by the --help to read (exit 2), negative
// numbers read as values, an option given twice refused, a port in use named with its setting,
// and the launcher before a build saying what to run.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand, tenantsJson } from '../tenants/support/tenantsCommand';

const server = join(import.meta.dirname, '..', '..', 'packages', 'server');
const VERSION = (await import(join(server, 'package.json'), { with: { type: 'json' } })).default.version as string;
const ORGANIZATION = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';
/** The server's settings in every run: nothing but the API on loopback. */
const ENV = { RCS_SEND_DELIVERY: 'off', RCS_SEND_PLAYGROUND: 'off' };

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-server-cli-'));
  await tenantsJson(['add-org', '--id', ORGANIZATION], directory, ENV);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** A TCP server holding a port of 127.0.0.1, and the port. */
async function holdPort(): Promise<{ holder: Server; port: number }> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return { holder, port: (holder.address() as { port: number }).port };
}

describe('rcs-send-server --version', () => {
  it.each([[['--version']], [['export', '--version']], [['tenants', 'show', '--version']]])('%j should print the package.json version and exit 0', async (args) => {
    expect(await serverCommand(args, directory, ENV)).toEqual({ code: 0, stdout: `rcs-send-server ${VERSION}\n`, stderr: '' });
  });
});

describe('rcs-send-server tenants --help', () => {
  it('should describe one command after its name, every command without one, and create no file to say so', async () => {
    const before = await readdir(directory);
    const one = await serverCommand(['tenants', 'top-up', '--help'], directory, ENV);
    const all = await serverCommand(['tenants', '--help'], directory, ENV);
    expect([one.code, one.stderr, all.code, all.stderr]).toEqual([0, '', 0, '']);
    expect(one.stdout).toMatch(/^Usage: rcs-send-server tenants top-up --org UUID --amount N \[--reason R\]\n\n {2}credits N units/);
    expect(one.stdout).not.toContain('add-org');
    expect(all.stdout).toMatch(/^Usage: rcs-send-server tenants COMMAND/);
    for (const command of ['add-org', 'top-up', 'usage']) expect(all.stdout).toContain(`\n  ${command} `);
    expect(await readdir(directory)).toEqual(before);
  });
});

describe('a fault of the command line', () => {
  it.each([
    [['--bogus'], 'unknown option --bogus', 'rcs-send-server'],
    [['--port', '9000'], 'unknown option --port: the port is set with RCS_SEND_PORT (or "port" in the --config file)', 'rcs-send-server'],
    [['export', '--db=other.db'], 'unknown option --db: the database file is set with RCS_SEND_DB (or "database" in the --config file)', 'rcs-send-server'],
    [['--config'], '--config needs a value', 'rcs-send-server'],
    [['--config', 'a.json', '--config', 'b.json'], '--config is given more than once: give it once', 'rcs-send-server'],
    [['exprot'], 'unknown command "exprot": rcs-send-server [worker | export | backup FILE | tenants COMMAND]', 'rcs-send-server'],
    [['backup'], 'backup takes one FILE to write the copy to', 'rcs-send-server'],
    [['tenants'], 'tenants needs a command: add-org, add-sender, remove-sender, set-webhook, replay-webhooks, set-rcs, set-fallback, set-profile, add-key, revoke-key, top-up, show, usage', 'rcs-send-server tenants'],
    [['tenants', 'show', '--org'], '--org needs a value', 'rcs-send-server tenants'],
    [['tenants', 'show', '--org', '--json'], '--org needs a value', 'rcs-send-server tenants'],
    [['tenants', 'show', '--org', ORGANIZATION, '--amount', '3'], 'tenants show takes no --amount', 'rcs-send-server tenants'],
    [['tenants', 'show', '--org', ORGANIZATION, '--json', '--json'], '--json is given more than once: give it once', 'rcs-send-server tenants'],
    [['tenants', 'top-up', '--org', ORGANIZATION, '--amount', '-5'], '--amount must be an integer from 1 to 1000000000000', 'rcs-send-server tenants'],
    [['tenants', 'top-up', '--org', ORGANIZATION, '--amount', '5', '--amount', '6'], '--amount is given more than once: give it once', 'rcs-send-server tenants'],
    [['tenants', 'top-up', '--org', ORGANIZATION, '--amount=5', '--amount', '6'], '--amount is given more than once: give it once', 'rcs-send-server tenants'],
  ])('%j should be one sentence, then the --help to read, exit 2', async (args, sentence, command) => {
    const run = await serverCommand(args, directory, ENV);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `rcs-send-server: ${sentence}\nRun "${command} --help" for usage.\n` });
  });

  it('should credit nothing when an amount is refused', async () => {
    for (const amounts of [['--amount', '-5'], ['--amount', '5', '--amount', '6']]) expect((await serverCommand(['tenants', 'top-up', '--org', ORGANIZATION, ...amounts], directory, ENV)).code).toBe(2);
    expect(await tenantsJson(['show', '--org', ORGANIZATION], directory, ENV)).toMatchObject({ balance: 0, ledger: [{ reason: 'starting balance', units: 0 }] });
  });

  it('should still take an amount given once, and a value that starts with a dash after =', async () => {
    expect(await tenantsJson(['top-up', '--org', ORGANIZATION, '--amount', '5', '--reason=-- a refund'], directory, ENV)).toMatchObject({ amount: 5, reason: '-- a refund', balance: 5 });
  });
});

describe('a tenants command refused for its options in a folder without a database', () => {
  it.each([
    [['add-org', '--id', 'not-a-uuid'], '--id must be a UUID'],
    [['add-org'], '--id is required'],
    [['add-org', '--id', ORGANIZATION, '--balance', '-3'], '--balance must be an integer from 0 to 1000000000000'],
    [['show'], '--org is required'],
    [['show', '--org', 'not-a-uuid'], '--org must be a UUID'],
    [['add-key', '--principal', 'x'], '--org is required'],
    [['top-up', '--org', ORGANIZATION, '--amount', '-5'], '--amount must be an integer from 1 to 1000000000000'],
    [['set-webhook', '--org', ORGANIZATION], 'tenants set-webhook takes one of --url (webhook on), --off or --enable'],
    [['usage', '--org', ORGANIZATION, '--from', '2026-02-30'], '--from must be a day YYYY-MM-DD'],
    [['revoke-key', 'not-a-key'], 'tenants revoke-key takes a key issued by add-key (rcs_live_...) or a prefix as tenants show lists it (rcs_live_, config_ or run_, then 8 hex digits)'],
  ])('%j should say why as a fault of the command line, exit 2, before any database is looked for', async (args, sentence) => {
    const empty = await mkdtemp(join(tmpdir(), 'rcs-send-tenants-options-'));
    try {
      const run = await serverCommand(['tenants', ...args], empty, ENV);
      expect(run).toEqual({ code: 2, stdout: '', stderr: `rcs-send-server: ${sentence}\nRun "rcs-send-server tenants --help" for usage.\n` });
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('a port already in use', () => {
  it.each([
    ['the API', (port: number) => ({ RCS_SEND_PORT: String(port) }), 'RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)'],
    ['the metrics', (port: number) => ({ RCS_SEND_PORT: '0', RCS_SEND_METRICS_PORT: String(port) }), 'RCS_SEND_METRICS_PORT or RCS_SEND_METRICS_HOST (metricsPort, metricsHost in --config)'],
  ])('on %s port should stop the server with one sentence naming the address and its setting, exit 2', async (_, settings, named) => {
    const { holder, port } = await holdPort();
    try {
      const run = await serverCommand([], directory, { ...ENV, ...settings(port) });
      expect([run.code, run.stderr]).toEqual([2, `rcs-send-server: 127.0.0.1:${port} is already in use (EADDRINUSE): stop what listens there, or choose another address with ${named}\n`]);
    } finally {
      holder.close();
    }
  });

  it('should stop the server on an interface of another machine with one sentence naming it and its setting, exit 2', async () => {
    const run = await serverCommand([], directory, { ...ENV, RCS_SEND_PORT: '0', RCS_SEND_HOST: '192.0.2.1' }); // TEST-NET-1: never an address of this machine
    expect([run.code, run.stderr]).toEqual([
      2,
      'warning: listening on 192.0.2.1, not loopback\nrcs-send-server: 192.0.2.1:0 is not an address of this machine (EADDRNOTAVAIL): choose one of its interfaces (or 0.0.0.0) with RCS_SEND_PORT or RCS_SEND_HOST (port, host in --config)\n',
    ]);
  });
});

describe('the committed launcher before a build', () => {
  it('should say to run pnpm build, in one line, exit 2', async () => {
    const unbuilt = join(directory, 'unbuilt');
    await mkdir(join(unbuilt, 'bin'), { recursive: true });
    await writeFile(join(unbuilt, 'package.json'), JSON.stringify({ type: 'module' })); // as the package's own: the launcher is an ES module
    await copyFile(join(server, 'bin', 'rcs-send-server.js'), join(unbuilt, 'bin', 'rcs-send-server.js'));
    const run = spawnSync(process.execPath, [join(unbuilt, 'bin', 'rcs-send-server.js'), '--help'], { encoding: 'utf8' });
    expect([run.status, run.stdout, run.stderr]).toEqual([2, '', 'rcs-send-server: not built yet: run "pnpm build" in the rcs-send repository first (or "pnpm start" there, which runs the sources)\n']);
  });
});

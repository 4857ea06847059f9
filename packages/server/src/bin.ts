#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { _backupDatabase } from './commands/backupDatabase';
import { _readCommandLine } from './commands/commandLine';
import { _CommandError } from './commands/commandError';
import { _exportMessages } from './commands/exportMessages';
import { _listenFailure } from './commands/listenFailure';
import { _serve } from './commands/serve';
import { _tenants } from './commands/tenants/tenantsCommand';
import { _UsageError } from './commands/usageError';
import { _work } from './commands/work';
import { ConfigError } from './config/check';
import { boundHeapGrowth } from './process/boundHeapGrowth';
import { loadServerConfig } from './config/loadServerConfig';
import { _HELP } from './help';
import { _asksForVersion, _serverVersion } from './version';

/** The options of the server and of its commands other than `tenants`. */
const OPTIONS = { config: { type: 'string' }, profile: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/** Options a newcomer tries that are settings of the environment or the --config file: where each is set. */
const SETTINGS = {
  port: 'the port is set with RCS_SEND_PORT (or "port" in the --config file)',
  host: 'the interface is set with RCS_SEND_HOST (or "host" in the --config file)',
  db: 'the database file is set with RCS_SEND_DB (or "database" in the --config file)',
  database: 'the database file is set with RCS_SEND_DB (or "database" in the --config file)',
  'api-key': 'the demo key is set with RCS_SEND_API_KEY',
} as const;

/** Runs the command of `argv` (serving when none is named); resolves to the exit code. */
async function main(argv: string[]): Promise<number> {
  if (_asksForVersion(argv)) {
    process.stdout.write(`rcs-send-server ${_serverVersion()}\n`);
    return 0;
  }
  const first = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: false, tokens: true }).tokens.find((token) => token.kind === 'positional');
  if (first?.kind === 'positional' && first.value === 'tenants') {
    const output = { out: (text: string) => void process.stdout.write(text), log: (line: string) => void process.stderr.write(`${line}\n`) };
    return _tenants([...argv.slice(0, first.index), ...argv.slice(first.index + 1)], process.env, output);
  }
  const { values, positionals } = _readCommandLine(argv, OPTIONS, undefined, SETTINGS);
  if (values.help === true) {
    process.stdout.write(_HELP);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (command !== undefined && command !== 'export' && command !== 'backup' && command !== 'worker') throw new _UsageError(`unknown command "${command}": rcs-send-server [worker | export | backup FILE | tenants COMMAND]`);
  if (rest.length !== (command === 'backup' ? 1 : 0)) throw new _UsageError(command === 'backup' ? 'backup takes one FILE to write the copy to' : `${command ?? 'rcs-send-server'} takes no other argument`);
  const loaded = loadServerConfig({ configPath: values.config, profile: values.profile, env: process.env });
  if (command === undefined || command === 'worker') {
    boundHeapGrowth(); // a long-running process: its heap stays near what it keeps alive
    const run = command === undefined ? _serve : _work;
    return run(loaded, process.env).catch((error: unknown) => {
      throw _listenFailure(error, loaded.config, process.env);
    });
  }
  if (command === 'export') {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0); // the reader went away (| head): nothing left to do
    });
    await _exportMessages(loaded.config, process.stdout);
    return 0;
  }
  const backup = await _backupDatabase(loaded.config, rest[0] as string);
  process.stdout.write(`wrote ${backup.file}: a consistent copy of ${backup.database} holding ${backup.messages} message${backup.messages === 1 ? '' : 's'}\n`);
  return 0;
}

/**
 * The exit code and the text for stderr of what stopped `main`: 1 for a command that could not
 * do its job, 2 for a bad setting or start, and for a fault of the command line, which then
 * points to the --help that says how to call it.
 */
function failure(error: unknown): { code: number; message: string } {
  const { code } = error as { code?: unknown };
  if (error instanceof _CommandError) return { code: 1, message: error.message };
  if (error instanceof _UsageError) return { code: 2, message: `${error.message}\nRun "${error.command} --help" for usage.` };
  if (error instanceof ConfigError || error instanceof TypeError) return { code: 2, message: error.message };
  return { code: 2, message: String(code ?? 'error') };
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const { code, message } = failure(error);
    process.stderr.write(`rcs-send-server: ${message}\n`);
    process.exitCode = code;
  },
);

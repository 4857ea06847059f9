import { userInfo } from 'node:os';
import { loadServerConfig } from '../../config/loadServerConfig';
import { ConfigError } from '../../config/check';
import { _changeLine } from '../../tenants/changeLog';
import { _UsageError } from '../usageError';
import { _openTenantStore, type _OpenedTenantStore } from './openTenantStore';
import { _readTenantCommand, type _TenantOutcome } from './runTenantCommand';
import { _tenantArguments, type _TenantArguments } from './tenantArguments';
import { _tenantsHelp } from './tenantsHelp';

/** Where the command writes: its result, and its log line of a change. @internal */
export interface _TenantsOutput {
  /** The result (stdout). */
  readonly out: (text: string) => void;
  /** The change's JSON log line (stderr). */
  readonly log: (line: string) => void;
}

/** Who makes a change: `RCS_SEND_OPERATOR`, else the account running the command. */
function actorOf(env: NodeJS.ProcessEnv): string {
  const named = env['RCS_SEND_OPERATOR'];
  if (named !== undefined && named !== '') return named.slice(0, 200);
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** What `args` do at `now`, every option read and checked; a value refused (`--amount -5`, `--org x`) is a fault of the command line, a UsageError. */
function readOptions(args: _TenantArguments, now: number): (store: _OpenedTenantStore) => Promise<_TenantOutcome> {
  try {
    return _readTenantCommand(args, now);
  } catch (error) {
    throw error instanceof TypeError || error instanceof ConfigError ? new _UsageError(error.message, 'rcs-send-server tenants') : error;
  }
}

/**
 * `rcs-send-server tenants COMMAND [options]`: one change or read of the tenant store of the
 * server's configuration (same working directory, `--config` and `RCS_SEND_*`), while servers
 * run on it. Prints its result (`--json`: one object) and logs a change as one `tenant-change`
 * JSON line naming who and what, never a key. Resolves to the exit code; bad input throws a
 * UsageError (exit 2, pointing to `tenants --help`), a refusal of the store a CommandError (exit 1).
 *
 * @internal
 */
export async function _tenants(argv: readonly string[], env: NodeJS.ProcessEnv, output: _TenantsOutput): Promise<number> {
  const args = _tenantArguments(argv);
  if ('help' in args) {
    output.out(_tenantsHelp(args.help));
    return 0;
  }
  const now = Date.now();
  const action = readOptions(args, now); // before the database is opened, or created by add-org
  const { config } = loadServerConfig({ configPath: args.config, profile: args.profile, env });
  const store = await _openTenantStore(config, args.command === 'add-org');
  try {
    const outcome = await action(store);
    output.out(args.json ? `${JSON.stringify(outcome.result)}\n` : `${outcome.text}\n`);
    if (outcome.change !== undefined) output.log(_changeLine(actorOf(env), args.command, { ...outcome.change, store: store.where }, now));
    return 0;
  } finally {
    await store.close();
  }
}

import type { LoadedServerConfig } from '../config/types';
import { _runsFromSources } from '../runsFromSources';
import { _shellWord } from '../shellQuoting';

/**
 * How a person runs `rcs-send-server tenants SUBCOMMAND` on the store of the server `loaded`
 * describes: the bin as this process runs (in the repository, `pnpm --silent rcs-send-server`),
 * with the server's `RCS_SEND_DB`, `--config` and `--profile`, so that the command reaches the
 * same database (each profile keeps its own).
 *
 * @internal
 */
export function _tenantsCommandLine(loaded: LoadedServerConfig, env: NodeJS.ProcessEnv, sources: boolean = _runsFromSources()): (subcommand: string) => string {
  const database = env['RCS_SEND_DB'] ? `RCS_SEND_DB=${_shellWord(env['RCS_SEND_DB'])} ` : '';
  const bin = sources ? 'pnpm --silent rcs-send-server' : 'rcs-send-server';
  const config = loaded.configPath === undefined ? '' : ` --config ${_shellWord(loaded.configPath)}`;
  const profile = loaded.profile === 'demo' ? '' : ` --profile ${loaded.profile}`;
  return (subcommand) => `${database}${bin} tenants ${subcommand}${config}${profile}`;
}

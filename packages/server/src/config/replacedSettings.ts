import { ConfigError } from './check';

/** What replaced the outbox, for both refusals. */
const DATABASE = 'the embedded SQLite database that keeps accepted messages, default rcs-send.db; no NDJSON outbox is written or read any more';

/** Throws a {@link ConfigError} when the config file `file` still sets `outbox`, naming `database`, which replaced it. @internal */
export function _refuseReplacedKeys(file: Readonly<Record<string, unknown>>): void {
  if ('outbox' in file) throw new ConfigError(`the configuration's "outbox" was replaced by "database" (${DATABASE})`);
}

/** Throws a {@link ConfigError} when `RCS_SEND_OUTBOX` is set in `env`, naming `RCS_SEND_DB`, which replaced it. @internal */
export function _refuseReplacedVariables(env: Readonly<Record<string, string | undefined>>): void {
  if (env['RCS_SEND_OUTBOX'] !== undefined && env['RCS_SEND_OUTBOX'] !== '') throw new ConfigError(`RCS_SEND_OUTBOX was replaced by RCS_SEND_DB (${DATABASE})`);
}

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { boundHeapGrowth, loadServerConfig, startServer, type RunningServer } from '@rcs-send/server';
import type { SubmitPort } from '@rcs-send/service';
import { API_KEY, ORGANIZATION_ID, SENDER } from '../payload';

/**
 * The reference server as shipped (`startServer`, its heap bounded as `rcs-send-server` bounds it),
 * profile `qa` (no rate limit, a balance of a billion) for the benchmark's tenant, all-or-nothing
 * (payload X refused whole, as every peer refuses it), no playground, delivery off (accepted
 * messages stay queued), one JSON log line per request on stdout (which the benchmark throws away).
 * Its database is a file in a fresh folder under the benchmark's `temp/` (on the repository's disk:
 * a system temporary folder can be in memory, where fsync costs nothing), removed when the process
 * exits; `submit` replaces the database's submit port; with `metrics`, its Prometheus metrics are
 * served on a free port.
 */
async function startReferenceServer(options: { readonly submit?: SubmitPort; readonly metrics?: boolean } = {}): Promise<RunningServer> {
  const temp = join(import.meta.dirname, '..', '..', 'temp');
  mkdirSync(temp, { recursive: true });
  const folder = mkdtempSync(join(temp, 'database-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const env = {
    RCS_SEND_PROFILE: 'qa',
    RCS_SEND_PORT: '0',
    RCS_SEND_DB: join(folder, 'rcs-send.db'),
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_ORGANIZATION_ID: ORGANIZATION_ID,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BATCH_MODE: 'all-or-nothing',
    RCS_SEND_KEEP_ALIVE_TIMEOUT: '30000',
    ...(options.metrics === true ? { RCS_SEND_METRICS_PORT: '0' } : {}),
  };
  const { config } = loadServerConfig({ env });
  const { submit } = options;
  boundHeapGrowth();
  return startServer({ config, playground: false, delivery: { mode: 'off' }, ...(submit === undefined ? {} : { ports: { submit } }) });
}

/** The reference server on its database: every accepted message stored, ACCEPTED and debited in a committed transaction before the answer. */
export const startServerOnDatabase = async (): Promise<number> => (await startReferenceServer()).port;

/** The same server with its metrics on, for the database's commits (src/databaseCommits.ts). */
export const startServerOnDatabaseWithMetrics = (): Promise<RunningServer> => startReferenceServer({ metrics: true });

/** The same server with a submit port that only counts instead of the database's (balance holds and Idempotency-Keys still go through the database's ports). */
export async function startServerCounting(): Promise<number> {
  let submitted = 0;
  return (await startReferenceServer({ submit: { submit: async () => void (submitted += 1) } })).port;
}

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerConfig, startServer } from '@rcs-send/server';
import type { SubmitPort } from '@rcs-send/service';
import { API_KEY, ORGANIZATION_ID, SENDER } from '../payload';

/**
 * The reference server as shipped (`startServer`), profile `qa` (no rate limit, a balance of a
 * billion) for the benchmark's tenant, all-or-nothing (payload X refused whole, as every peer
 * refuses it), no playground, delivery off, one JSON log line per request on stdout (which the
 * benchmark throws away). Its outbox is a file in a fresh folder under the benchmark's `temp/`
 * (on the repository's disk: a system temporary folder can be in memory, where fsync costs
 * nothing), removed when the process exits; `submit` replaces the outbox as the submit port.
 */
async function startReferenceServer(submit?: SubmitPort): Promise<number> {
  const temp = join(import.meta.dirname, '..', '..', 'temp');
  mkdirSync(temp, { recursive: true });
  const folder = mkdtempSync(join(temp, 'outbox-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const env = {
    RCS_SEND_PROFILE: 'qa',
    RCS_SEND_PORT: '0',
    RCS_SEND_OUTBOX: join(folder, 'outbox.ndjson'),
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_ORGANIZATION_ID: ORGANIZATION_ID,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BATCH_MODE: 'all-or-nothing',
    RCS_SEND_KEEP_ALIVE_TIMEOUT: '30000',
  };
  const { config } = loadServerConfig({ env });
  const server = await startServer({ config, playground: false, delivery: { mode: 'off' }, ...(submit === undefined ? {} : { ports: { submit } }) });
  return server.port;
}

/** The reference server with its outbox: every accepted message appended and fsynced before the answer. */
export const startServerWithOutbox = (): Promise<number> => startReferenceServer();

/** The same server with a submit port that only counts instead of the outbox. */
export function startServerCounting(): Promise<number> {
  let submitted = 0;
  return startReferenceServer({ submit: async () => void (submitted += 1) });
}

import { once } from 'node:events';
import type { ServerConfig } from '../config/types';
import { _openDatabaseForReading } from './openDatabaseForReading';

/**
 * `rcs-send-server export`: writes to `output` one JSON line per message stored in the database
 * of `config`, in the order accepted: `id`, `organizationId`, `principalId`, `index`,
 * `acceptedAt`, `expiresAt` (its `expirationDateTime` as epoch milliseconds, read once at its
 * acceptance; null when it has none), `message` (the canonical message) and `state` (its current
 * state, null when none is known). Reads the database read-only, page by page, so it runs beside the server and holds
 * one page in memory; waits for `output` to drain. Resolves to the number of lines written.
 *
 * @internal
 */
export async function _exportMessages(config: ServerConfig, output: NodeJS.WritableStream): Promise<number> {
  const store = _openDatabaseForReading(config, 'export');
  let lines = 0;
  try {
    for (const { id, organizationId, principalId, index, acceptedAt, expiresAt, message, status } of store.exportMessages()) {
      const line = JSON.stringify({ id, organizationId, principalId, index, acceptedAt, expiresAt, message, state: status?.state ?? null });
      lines += 1;
      if (!output.write(`${line}\n`)) await once(output, 'drain'); // rejects when the reader went away (EPIPE)
    }
  } finally {
    await store.close();
  }
  return lines;
}

// The reference server whose memory is watched, in its own process, as shipped: its heap bounded as
// rcs-send-server bounds it (boundHeapGrowth), startServer on its SQLite database (a fresh file
// under the benchmark's temp/, on the repository's disk), profile qa for the benchmark's tenant,
// delivering to the RBM emulator at argv[2] (in the harness's process: its memory is not the
// server's). Reports as ./sampling says, counting the messages it delivered (SENT).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { staticAccessToken } from '@rcs-send/delivery';
import { boundHeapGrowth, loadServerConfig, startServer } from '@rcs-send/server';
import { API_KEY } from '../countingService';
import { ORGANIZATION_ID, SENDER } from '../payloads';
import { reportSamples } from './sampling';

boundHeapGrowth();
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
  RCS_SEND_KEEP_ALIVE_TIMEOUT: '30000',
};
let delivered = 0;
const server = await startServer({
  config: loadServerConfig({ env }).config,
  playground: false,
  delivery: { mode: 'rbm', baseUrl: process.argv[2] ?? '', tokens: staticAccessToken('bench') },
  log: (line) => void (line.includes('"event":"delivery"') && line.includes('"state":"SENT"') && (delivered += 1)),
});
reportSamples({ port: server.port, messages: () => delivered, close: () => server.close() });

// Messages/s from an outbox file to the RBM emulator with one worker (@rcs-send/delivery's
// startOutboxWorker, fsynced state file), the emulator in its own process, and the CPU each
// process spends per message. Run: pnpm --filter ./benchmarks/delivery bench [messages] [concurrency]
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRbmDeliveryPort, startOutboxWorker, staticAccessToken } from '@rcs-send/delivery';
import { cpuMsOf, perMessage } from './cpu';
import { benchMessages } from './messages';
import { startEmulatorProcess } from './processes';

const count = Number(process.argv[2] ?? 20_000);
const concurrency = Number(process.argv[3] ?? 64);
const ROUNDS = 3;

const emulator = await startEmulatorProcess();
console.log(`${count} messages per round, concurrency ${concurrency}, emulator ${emulator.url}`);
for (let round = 1; round <= ROUNDS; round++) {
  const folder = await mkdtemp(join(tmpdir(), 'rcs-send-bench-delivery-'));
  const outbox = join(folder, 'outbox.ndjson');
  await writeFile(outbox, `${benchMessages(count).map((message) => JSON.stringify(message)).join('\n')}\n`);
  let outcomes = 0;
  let finish = (): void => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const emulatorBefore = await cpuMsOf(emulator.pid);
  const workerBefore = process.cpuUsage();
  const started = performance.now();
  const worker = await startOutboxWorker({ outbox, delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('bench') }), concurrency, onOutcome: () => void (++outcomes === count && finish()) });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  const workerCpu = process.cpuUsage(workerBefore);
  const emulatorMs = (await cpuMsOf(emulator.pid)) - emulatorBefore;
  await worker.stop();
  await rm(folder, { recursive: true, force: true });
  console.log(`round ${round}: ${Math.round(count / seconds)} messages/s; CPU per message: worker ${perMessage((workerCpu.user + workerCpu.system) / 1000, count)}, emulator ${perMessage(emulatorMs, count)}`);
}
emulator.stop();

// Messages/s from the reference server's database to the RBM emulator with one worker
// (@rcs-send/delivery's startDispatcher on the queue and states of @rcs-send/sqlite), the emulator
// in its own process, and the CPU each process spends per message.
// Run: pnpm --filter ./benchmarks/delivery bench [messages] [concurrency]
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createRbmDeliveryPort, startDispatcher, staticAccessToken } from '@rcs-send/delivery';
import { openSqliteStore } from '@rcs-send/sqlite';
import { cpuMsOf, perMessage } from './cpu';
import { benchMessages } from './messages';
import { startEmulatorProcess } from './processes';

const count = Number(process.argv[2] ?? 20_000);
const concurrency = Number(process.argv[3] ?? 64);
const ROUNDS = 3;

// The database on the repository's disk (a system temporary folder can be in memory, where fsync costs nothing).
const temp = join(import.meta.dirname, '..', 'temp');
await mkdir(temp, { recursive: true });
const emulator = await startEmulatorProcess();
console.log(`${count} messages per round, concurrency ${concurrency}, emulator ${emulator.url}`);
for (let round = 1; round <= ROUNDS; round++) {
  const folder = await mkdtemp(join(temp, 'database-'));
  const store = openSqliteStore({ path: join(folder, 'rcs-send.db') });
  await Promise.all(benchMessages(count).map((message) => store.submit.submit(message))); // queued as the server queues them, before the clock starts
  let outcomes = 0;
  let finish = (): void => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const emulatorBefore = await cpuMsOf(emulator.pid);
  const workerBefore = process.cpuUsage();
  const commitsBefore = store.stats().commits;
  const started = performance.now();
  const worker = startDispatcher({
    source: store.queue,
    states: store.states,
    delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('bench') }),
    concurrency,
    onOutcome: () => void (++outcomes === count && finish()),
  });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  const workerCpu = process.cpuUsage(workerBefore);
  const emulatorMs = (await cpuMsOf(emulator.pid)) - emulatorBefore;
  await worker.stop();
  const commits = store.stats().commits - commitsBefore;
  await store.close();
  await rm(folder, { recursive: true, force: true });
  console.log(`round ${round}: ${Math.round(count / seconds)} messages/s; CPU per message: worker ${perMessage((workerCpu.user + workerCpu.system) / 1000, count)}, emulator ${perMessage(emulatorMs, count)}; ${commits} commits (states and acknowledgements)`);
}
emulator.stop();

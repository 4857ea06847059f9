// Messages/s from an outbox file to the RBM emulator with one worker (@rcs-send/delivery's
// startOutboxWorker, fsynced state file), the emulator in its own process, and the CPU each
// process spends per message. Run: pnpm --filter ./benchmarks/delivery bench [messages] [concurrency]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRbmDeliveryPort, startOutboxWorker, staticAccessToken } from '@rcs-send/delivery';

const count = Number(process.argv[2] ?? 20_000);
const concurrency = Number(process.argv[3] ?? 64);
const ROUNDS = 3;

/** CPU milliseconds (user + system) a process has used, from /proc (Linux). */
async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** An outbox of `count` accepted text messages. */
async function writeOutbox(path: string): Promise<void> {
  const lines = Array.from({ length: count }, (_, index) => JSON.stringify({
    id: crypto.randomUUID(), organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', principalId: 'acme', index: 0, acceptedAt: new Date().toISOString(),
    message: { to: `351912${String(index).padStart(5, '0')}1`, from: 'acme_agent', contentMessage: { text: `Your code is ${index}` } },
  }));
  await writeFile(path, `${lines.join('\n')}\n`);
}

// The emulator's bin from its sources, in a process of its own (node itself: its pid is the emulator's).
const emulatorBin = createRequire(import.meta.url).resolve('@rcs-send/rbm-emulator/package.json').replace(/package\.json$/, 'src/bin.ts');
const emulator = spawn(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', emulatorBin], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve) => emulator.stdout.on('data', (chunk: Buffer) => { const found = /listening on (\S+)/.exec(chunk.toString()); if (found?.[1] !== undefined) resolve(found[1]); }));
console.log(`${count} messages per round, concurrency ${concurrency}, emulator ${url}`);
for (let round = 1; round <= ROUNDS; round++) {
  const folder = await mkdtemp(join(tmpdir(), 'rcs-send-bench-delivery-'));
  const outbox = join(folder, 'outbox.ndjson');
  await writeOutbox(outbox);
  let outcomes = 0;
  let finish = (): void => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const emulatorBefore = await cpuMsOf(emulator.pid ?? 0);
  const workerBefore = process.cpuUsage();
  const started = performance.now();
  const worker = await startOutboxWorker({ outbox, delivery: createRbmDeliveryPort({ baseUrl: url, tokens: staticAccessToken('bench') }), concurrency, onOutcome: () => void (++outcomes === count && finish()) });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  const workerCpu = process.cpuUsage(workerBefore);
  const emulatorMs = (await cpuMsOf(emulator.pid ?? 0)) - emulatorBefore;
  await worker.stop();
  await rm(folder, { recursive: true, force: true });
  const perMessage = (ms: number): string => `${Math.round((ms * 1000) / count)} µs`;
  console.log(`round ${round}: ${Math.round(count / seconds)} messages/s; CPU per message: worker ${perMessage((workerCpu.user + workerCpu.system) / 1000)}, emulator ${perMessage(emulatorMs)}`);
}
emulator.kill('SIGTERM');

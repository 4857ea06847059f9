// Messages/s from the Redis Stream to the RBM emulator with one and with two `rcs-send-server
// worker` processes on one Redis (consumer group, states in Redis), the emulator in its own
// process, and the CPU each spends per message (Redis's too, from INFO cpu).
// Run: pnpm --filter ./benchmarks/delivery bench:fleet [messages]
import { connectRedis, createRedisSubmitPort } from '@rcs-send/redis';
import { startOwnRedis } from '@rcs-send/redis-harness';
import { cpuMsOf, perMessage } from './cpu';
import { benchMessages } from './messages';
import { startEmulatorProcess, startWorkerProcess } from './processes';

const count = Number(process.argv[2] ?? 5_000);
const ROUNDS = 2; // the first warms the JIT up

const redis = await startOwnRedis();
const client = connectRedis(redis.url);
await new Promise((resolve) => client.once('ready', resolve));
/** Redis's own CPU milliseconds so far. */
const redisCpuMs = async (): Promise<number> => {
  const info = await client.info('cpu');
  const seconds = (name: string): number => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
};
const submit = createRedisSubmitPort(client);
const emulator = await startEmulatorProcess();
console.log(`${count} messages per round, 32 in flight per worker, emulator ${emulator.url}, Redis ${redis.url}`);

for (const workerCount of [1, 2]) {
  const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorkerProcess(redis.url, emulator.url)));
  await new Promise((resolve) => setTimeout(resolve, 1000)); // each has created the group and waits on the stream
  for (let round = 1; round <= ROUNDS; round++) {
    const outcomesBefore = workers.reduce((sum, worker) => sum + worker.outcomes(), 0);
    const cpuBefore = await Promise.all([emulator.pid, ...workers.map((worker) => worker.pid)].map(cpuMsOf));
    const redisBefore = await redisCpuMs();
    const started = performance.now();
    const messages = benchMessages(count);
    for (let start = 0; start < count; start += 500) await Promise.all(messages.slice(start, start + 500).map((message) => submit.submit(message)));
    while (workers.reduce((sum, worker) => sum + worker.outcomes(), 0) - outcomesBefore < count) await new Promise((resolve) => setTimeout(resolve, 5));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = await Promise.all([emulator.pid, ...workers.map((worker) => worker.pid)].map(cpuMsOf));
    const [emulatorMs = 0, ...workerMs] = cpuAfter.map((ms, index) => ms - (cpuBefore[index] ?? 0));
    const shares = workers.map((worker) => worker.outcomes()).join(' + ');
    console.log(
      `${workerCount} worker${workerCount > 1 ? 's' : ''}, round ${round}: ${Math.round(count / seconds)} messages/s (outcomes so far ${shares}); ` +
        `CPU per message: workers ${perMessage(workerMs.reduce((sum, ms) => sum + ms, 0), count)}, emulator ${perMessage(emulatorMs, count)}, Redis ${perMessage((await redisCpuMs()) - redisBefore, count)}`,
    );
  }
  await Promise.all(workers.map((worker) => worker.stop()));
}
emulator.stop();
client.disconnect();
await redis.stop();

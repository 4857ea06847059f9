// One target in its own process: `serve.ts <key>`, started by the parent with an IPC channel.
// It reports its port, its CPU time (user + system, every thread) between two commands, and on
// request its main thread's CPU profile between two others.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerCommand, ServerReport } from './ipc';
import { TARGETS } from './targets/index';

/** Microseconds between two stack samples of the CPU profile (V8's default is 1,000). */
const SAMPLING_INTERVAL_MICROS = 100;

const report = (message: ServerReport): void => void process.send?.(message);

const target = TARGETS.find((candidate) => candidate.key === process.argv[2]);
if (target === undefined) throw new Error(`unknown target ${process.argv[2] ?? ''}`);
let since: NodeJS.CpuUsage | undefined;
const inspector = new Session();

/** Answers one command of the parent. */
async function obey(command: ServerCommand): Promise<void> {
  if (command === 'cpu-start') {
    since = process.cpuUsage();
    report({ counting: true });
  } else if (command === 'cpu-stop') {
    const used = process.cpuUsage(since);
    report({ cpuMicros: used.user + used.system });
  } else if (command === 'profile-start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROS });
    await inspector.post('Profiler.start');
    report({ profiling: true });
  } else {
    const { profile } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    const profileFile = join(tmpdir(), `rcs-send-${target?.key ?? ''}-${process.pid}.cpuprofile`);
    writeFileSync(profileFile, JSON.stringify(profile));
    report({ profileFile });
  }
}

process.on('message', (command: ServerCommand) => void obey(command));
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
report({ port: await target.start() });

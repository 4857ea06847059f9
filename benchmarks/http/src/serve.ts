// One target in its own process: `serve.ts <key>`, started by the parent with an IPC channel.
// It reports its port, and its CPU time (user + system, every thread) between two commands.
import type { ServerCommand, ServerReport } from './ipc';
import { TARGETS } from './targets/index';

const report = (message: ServerReport): void => void process.send?.(message);

const target = TARGETS.find((candidate) => candidate.key === process.argv[2]);
if (target === undefined) throw new Error(`unknown target ${process.argv[2] ?? ''}`);
let since: NodeJS.CpuUsage | undefined;
process.on('message', (command: ServerCommand) => {
  if (command === 'cpu-start') {
    since = process.cpuUsage();
    report({ counting: true });
  } else {
    const used = process.cpuUsage(since);
    report({ cpuMicros: used.user + used.system });
  }
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
report({ port: await target.start() });

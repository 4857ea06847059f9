import { cpus, loadavg, platform, release, totalmem } from 'node:os';

/** One line on where and when a run happened, for every report. */
export function machineLine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  return `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, Node ${process.version}, ${model}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, 1-minute load average ${(loadavg()[0] ?? Number.NaN).toFixed(2)} at the end`;
}

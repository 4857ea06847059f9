// One row of the benchmark under its load, profiled: the server in its own process (pinned as in
// the benchmark), warmed up, then its main thread sampled by V8's CPU profiler while the load
// generator sends one payload, with the process's CPU time counted over the same window.
import { readFileSync, rmSync } from 'node:fs';
import { checkAnswers } from '../check';
import type { PayloadName } from '../payload';
import { type LoadGenerator, PINNING, startServerProcess } from '../processes';
import type { Target } from '../targets/target';
import type { CpuProfile } from './cpuProfile';

/** What one profiled load run gave. */
export interface ProfiledRun {
  /** The main thread's samples over the measured run. */
  readonly profile: CpuProfile;
  /** Requests answered in that run. */
  readonly requests: number;
  /** The server process's CPU time (user + system, every thread) over that run, µs. */
  readonly cpuMicros: number;
}

/** Starts `target`, checks its answers, loads it with `payload` for `warmupSeconds`, then profiles `seconds` of that load. */
export async function profileRequest(target: Target, payload: PayloadName, generator: LoadGenerator, warmupSeconds: number, seconds: number): Promise<ProfiledRun> {
  const server = await startServerProcess(target.key, PINNING.server);
  try {
    await checkAnswers(server.url, target);
    await generator.run({ url: server.url, payload, seconds: warmupSeconds });
    await server.profileStart();
    await server.cpuStart();
    const result = await generator.run({ url: server.url, payload, seconds });
    const cpuMicros = await server.cpuStop();
    const file = await server.profileStop();
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    rmSync(file);
    return { profile, requests: result.responses, cpuMicros };
  } finally {
    await server.stop();
  }
}

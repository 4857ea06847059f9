// The messages the parent exchanges with its two kinds of child process over Node's IPC channel.
import type { LoadLength, LoadResult } from './load';
import type { PayloadName } from './payload';

/** What the parent tells a server process: start or stop counting its CPU time, or sampling its main thread's stacks (V8's CPU profiler). */
export type ServerCommand = 'cpu-start' | 'cpu-stop' | 'profile-start' | 'profile-stop';

/**
 * What a server process tells the parent: the port it listens on, that it counts, the CPU time
 * (user + system, µs) since `cpu-start`, that it samples, or the file it wrote the CPU profile
 * (`.cpuprofile` JSON) since `profile-start` to.
 */
export type ServerReport = { readonly port: number } | { readonly counting: true } | { readonly cpuMicros: number } | { readonly profiling: true } | { readonly profileFile: string };

/** What the parent asks the load generator: a run against `url` with the body of payload `payload`. */
export type LoadRequest = { readonly url: string; readonly payload: PayloadName } & LoadLength;

/** What the load generator answers: the result, or why it failed. */
export type LoadReply = { readonly result: LoadResult } | { readonly error: string };

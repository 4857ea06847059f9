// One target in one round: started in its own process, checked, then loaded with M and with X.
import { checkAnswers } from './check';
import { PAYLOADS, type PayloadName } from './payload';
import { type LoadGenerator, PINNING, type ServerSources, startServerProcess, type ServerProcess } from './processes';
import type { Settings } from './settings';
import type { Target } from './targets/target';

/** What one measured load run of one target gave. */
export interface Sample {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Server CPU time (user + system) per answered request, in µs. */
  readonly cpuMicrosPerRequest: number;
  /** Requests answered. */
  readonly responses: number;
}

/** A sample, or why there is none. */
export type Outcome = { readonly sample: Sample } | { readonly error: string };

/** Loads `server` with `payload` (warm-up, then the measured run); fails when any answer is not the row's. */
async function loadWith(server: ServerProcess, generator: LoadGenerator, target: Target, payload: PayloadName, settings: Settings): Promise<Sample> {
  if (settings.warmupSeconds > 0) await generator.run({ url: server.url, payload, seconds: settings.warmupSeconds });
  await server.cpuStart();
  const result = await generator.run({ url: server.url, payload, ...settings.length });
  const cpuMicros = await server.cpuStop();
  const expected = payload === 'M' ? target.validStatus : target.invalidStatus;
  const unexpected = result.responses - (result.statuses[String(expected)] ?? 0) + result.errors;
  if (result.responses === 0 || unexpected > 0) {
    throw new Error(`${unexpected} of ${result.responses} answers to ${payload} were not ${expected} (${JSON.stringify(result.statuses)}, ${result.errors} errors)`);
  }
  const { requestsPerSecond, p50Ms, p99Ms, responses } = result;
  return { requestsPerSecond, p50Ms, p99Ms, responses, cpuMicrosPerRequest: cpuMicros / responses };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const payloadNames = Object.keys(PAYLOADS) as PayloadName[];

/** `target` (served from `sources`) measured once with every payload; a target that does not start or answer as its row says fails every payload. */
export async function measureTarget(target: Target, generator: LoadGenerator, settings: Settings, sources: ServerSources = {}): Promise<Record<PayloadName, Outcome>> {
  let server: ServerProcess | undefined;
  const outcomes: Partial<Record<PayloadName, Outcome>> = {};
  try {
    server = await startServerProcess(target.key, settings.pinned ? PINNING.server : undefined, sources);
    await checkAnswers(server.url, target);
    for (const payload of payloadNames) {
      outcomes[payload] = await loadWith(server, generator, target, payload, settings).then(
        (sample) => ({ sample }),
        (error: unknown) => ({ error: messageOf(error) }),
      );
    }
  } catch (error) {
    for (const payload of payloadNames) outcomes[payload] = { error: messageOf(error) };
  } finally {
    await server?.stop();
  }
  return outcomes as Record<PayloadName, Outcome>;
}

// A profiled run turned into microseconds per request, stage by stage.
import { sampledStacks } from './cpuProfile';
import type { ProfiledRun } from './profileRequest';
import { IDLE, STAGES, stageOfStack } from './requestStages';

/** Where a request's main-thread time goes, and what the whole process used. */
export interface RequestCosts {
  /** Main-thread µs per request by stage label (idle left out). */
  readonly stages: ReadonlyMap<string, number>;
  /** Main-thread µs per request sampled in all (idle left out). */
  readonly sampled: number;
  /** The process's CPU µs per request over the same run (every thread, the profiler's own work included). */
  readonly process: number;
}

/** The costs of `run`, per request. */
export function requestCosts(run: ProfiledRun): RequestCosts {
  const micros = new Map<string, number>();
  for (const { stack, micros: spent } of sampledStacks(run.profile)) {
    const stage = stageOfStack(stack);
    micros.set(stage, (micros.get(stage) ?? 0) + spent);
  }
  micros.delete(IDLE);
  const stages = new Map([...micros].map(([stage, spent]) => [stage, spent / run.requests]));
  const sampled = [...stages.values()].reduce((sum, each) => sum + each, 0);
  return { stages, sampled, process: run.cpuMicros / run.requests };
}

/** The markdown table of `columns` (label and costs), a row per stage in socket-to-answer order, then the sums. */
export function costTable(columns: readonly { readonly label: string; readonly costs: RequestCosts }[]): string {
  const labels = [...STAGES.map((stage) => stage.label), 'other'];
  const cell = (value: number | undefined, costs: RequestCosts): string => (value === undefined || value < 0.05 ? '' : `${value.toFixed(1)} (${Math.round((100 * value) / costs.sampled)} %)`);
  return [
    `| stage (µs a request, share of the main thread) | ${columns.map((column) => column.label).join(' | ')} |`,
    `|---|${columns.map(() => '---:|').join('')}`,
    ...labels.map((label) => `| ${label} | ${columns.map(({ costs }) => cell(costs.stages.get(label), costs)).join(' | ')} |`),
    `| **main thread, sampled** | ${columns.map(({ costs }) => `**${costs.sampled.toFixed(0)}**`).join(' | ')} |`,
    `| process CPU, every thread, profiler on | ${columns.map(({ costs }) => costs.process.toFixed(0)).join(' | ')} |`,
  ].join('\n');
}

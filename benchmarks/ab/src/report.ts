// The A/B table: for each payload, the median and spread of each core's ratios to JSON.parse
// over the runs, and the quotient of the medians.
import { median } from './measure';

/** One payload's ratios to JSON.parse, one per run, for each core. */
export interface PayloadRatios {
  /** The payload's column label: its name and size. */
  readonly label: string;
  /** The core at the ref, one ratio per run. */
  readonly ref: readonly number[];
  /** The working tree's core, one ratio per run. */
  readonly working: readonly number[];
}

const two = (value: number): string => value.toFixed(2);

/** Highest minus lowest. */
function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/** The markdown table of medians, spreads and quotients; `refName` heads the ref's columns. */
export function abTable(rows: readonly PayloadRatios[], refName: string): string {
  const lines = [
    `| payload | ${refName}: median | spread | working tree: median | spread | quotient (working tree / ${refName}) |`,
    '|---|---|---|---|---|---|',
  ];
  for (const { label, ref, working } of rows) {
    const quotient = median(working) / median(ref);
    lines.push(`| ${label} | ${two(median(ref))} | ${two(spread(ref))} | ${two(median(working))} | ${two(spread(working))} | ${two(quotient)} |`);
  }
  return lines.join('\n');
}

/** Every run's ratios, payload by payload, for reading a spread: `ref / working tree` per run. */
export function perRun(rows: readonly PayloadRatios[]): string {
  return rows
    .map(({ label, ref, working }) => `${label.padEnd(16)} ${ref.map((r, i) => `${two(r)}/${two(working[i] as number)}`).join('  ')}`)
    .join('\n');
}

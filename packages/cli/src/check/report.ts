import type { RuleTally } from './tally';
import { sortedRules, totalOf } from './checkReport';


/** The summary table of a check run: one row per rule, valid requests first, then the total. */
export function summaryTable(tallies: ReadonlyMap<string, RuleTally>): string {
  const rows = sortedRules(tallies);
  const width = Math.max(5, ...rows.map(([rule]) => rule.length));
  const line = (rule: string, cells: (string | number)[]): string =>
    `${rule.padEnd(width)}  ${cells.map((cell) => String(cell).padStart(9)).join(' ')}`;
  const total = totalOf(tallies);
  return [
    line('rule', ['sent', 'agreed', 'disagreed', 'failed']),
    ...rows.map(([rule, t]) => line(rule, [t.sent, t.agreed, t.disagreed, t.failed])),
    line('total', [total.sent, total.agreed, total.disagreed, total.failed]),
  ].join('\n');
}

/** The one-line summary of a run: totals, time and rate. */
export function summaryLine(tallies: ReadonlyMap<string, RuleTally>, durationMs: number): string {
  const total = totalOf(tallies);
  const seconds = durationMs / 1000;
  const rate = seconds > 0 ? Math.round(total.sent / seconds) : 0;
  return `${total.sent} sent, ${total.agreed} agreed, ${total.disagreed} disagreed, ${total.failed} without answer in ${seconds.toFixed(1)} s (${rate} requests/s)`;
}

/** A one-line progress bar for a terminal. */
export function progressBar(done: number, total: number, disagreements: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}, ${disagreements} disagreement(s)`;
}

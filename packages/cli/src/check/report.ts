/** The tally of one rule (or of valid requests) in a check run. */
export interface RuleTally {
  /** Requests sent. */
  sent: number;
  /** Responses that agreed. */
  agreed: number;
  /** Responses that disagreed. */
  disagreed: number;
  /** Requests that got no response (timeout, connection refused). */
  failed: number;
}

/** The summary table of a check run: one row per rule, valid requests first. */
export function summaryTable(tallies: ReadonlyMap<string, RuleTally>): string {
  const rows = [...tallies.entries()].sort(([a], [b]) => (a === 'valid' ? -1 : b === 'valid' ? 1 : a.localeCompare(b)));
  const width = Math.max(4, ...rows.map(([rule]) => rule.length));
  const line = (rule: string, cells: (string | number)[]): string =>
    `${rule.padEnd(width)}  ${cells.map((cell) => String(cell).padStart(9)).join(' ')}`;
  const total = rows.reduce(
    (sum, [, t]) => ({ sent: sum.sent + t.sent, agreed: sum.agreed + t.agreed, disagreed: sum.disagreed + t.disagreed, failed: sum.failed + t.failed }),
    { sent: 0, agreed: 0, disagreed: 0, failed: 0 },
  );
  return [
    line('rule', ['sent', 'agreed', 'disagreed', 'failed']),
    ...rows.map(([rule, t]) => line(rule, [t.sent, t.agreed, t.disagreed, t.failed])),
    line('total', [total.sent, total.agreed, total.disagreed, total.failed]),
  ].join('\n');
}

/** A one-line progress bar for a terminal. */
export function progressBar(done: number, total: number, disagreements: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}, ${disagreements} disagreement(s)`;
}

// The growth results as JSON, line charts (SVG) and markdown tables with a fitted line each.
import { lineChartSvg } from '@rcs-send/benchmark-charts';
import type { BoundRow } from './bound';
import type { Series } from './cases';
import { linearFit, type LinearFit } from './linearFit';
import { machineLine } from './machine';
import type { Subject } from './subjects';

/** One subject's time on one case: the median over the rounds and every round, in µs per request. */
export interface Measured {
  /** The case's place on its series' axis. */
  readonly x: number;
  /** The request body's size in bytes. */
  readonly bodyBytes: number;
  /** Median µs per request over the rounds. */
  readonly us: number;
  /** µs per request of each round. */
  readonly rounds: readonly number[];
  /** Median over the rounds of the share of the time the garbage collector ran (0 to 1). */
  readonly gcShare: number;
}

/** Every measurement: series key, then subject key, then one per case in order. */
export type Measurements = ReadonlyMap<string, ReadonlyMap<string, readonly Measured[]>>;

/** What the report is made of: files to write, by name, and the markdown section for the README. */
export interface Report {
  readonly files: ReadonlyMap<string, string>;
  readonly markdown: string;
}

const us = (value: number): string => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
const x = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1));

/** The report of a run of `rounds` rounds of `budgetMs` each. */
export function buildReport(
  series: readonly Series[],
  subjects: readonly Subject[],
  measured: Measurements,
  settings: { rounds: number; budgetMs: number },
  bound: { rows: readonly BoundRow[]; table: string },
): Report {
  const files = new Map<string, string>();
  const sections: string[] = [];
  const json: Record<string, unknown> = { machine: machineLine(), ...settings, series: {}, bound: bound.rows };
  for (const s of series) {
    const bySubject = measured.get(s.key) ?? new Map<string, readonly Measured[]>();
    const fits = new Map<string, LinearFit>(subjects.map((subject) => [subject.key, linearFit((bySubject.get(subject.key) ?? []).map((m) => ({ x: m.x, y: m.us })))]));
    (json['series'] as Record<string, unknown>)[s.key] = {
      xLabel: s.xLabel,
      subjects: Object.fromEntries(subjects.map((subject) => [subject.key, { label: subject.label, fit: fits.get(subject.key), points: bySubject.get(subject.key) }])),
    };
    files.set(
      `growth-${s.key}.svg`,
      lineChartSvg({
        title: s.title,
        xLabel: s.xLabel,
        yLabel: 'µs per request (median of rounds)',
        series: subjects.map((subject) => ({ name: subject.label, points: (bySubject.get(subject.key) ?? []).map((m) => ({ x: m.x, y: m.us })) })),
      }),
    );
    const rows = s.cases.map((entry, i) => {
      const cells = subjects.map((subject) => {
        const m = bySubject.get(subject.key)?.[i];
        return m === undefined ? 'n/a' : `${us(m.us)} (${us(Math.min(...m.rounds))}-${us(Math.max(...m.rounds))}); GC ${Math.round(m.gcShare * 100)}%`;
      });
      const core = bySubject.get('core')?.[i];
      const perUnit = core === undefined ? 'n/a' : (core.us / entry.x).toFixed(3);
      return `| ${x(entry.x)} | ${entry.bytes.byteLength.toLocaleString('en-US')} | ${cells.join(' | ')} | ${perUnit} |`;
    });
    const fitCells = subjects.map((subject) => {
      const fit = fits.get(subject.key);
      return fit === undefined ? 'n/a' : `**${fit.slope.toPrecision(3)} µs** per ${s.unit}, R² **${fit.r2.toFixed(4)}**`;
    });
    sections.push(
      `### ${s.title}\n\n![${s.title}](results/growth-${s.key}.svg)\n\n` +
        `| ${s.xLabel} | body bytes | ${subjects.map((subject) => `${subject.label}, µs`).join(' | ')} | core, µs per ${s.unit} |\n|---:|---:|${subjects.map(() => '---:').join('|')}|---:|\n${rows.join('\n')}\n` +
        `| least-squares line | | ${fitCells.join(' | ')} | |`,
    );
  }
  files.set('growth.json', `${JSON.stringify(json, null, 2)}\n`);
  const markdown = `## Latest results: cost against work

${machineLine()}; ${settings.rounds} rounds of ${settings.budgetMs} ms per point and subject, medians (range of the rounds in parentheses).
Written by \`pnpm --filter @rcs-send/benchmark-growth bench\` (src/run.ts), with \`results/growth.json\`.

${sections.join('\n\n')}

### Where the work on invalid elements stops

Single requests, a full GC before each, median of up to 3:

${bound.table}`;
  return { files, markdown };
}

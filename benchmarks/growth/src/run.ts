// One run of the growth benchmark (see README.md): every request checked, then rounds over
// every point and subject, medians; writes JSON, charts and the README's results section.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { boundTable, measureBound } from './bound';
import { buildSeries, verdictProblem } from './cases';
import { collectGarbage } from './gc';
import { median, nsPerCall, type Timing } from './measure';
import { buildReport, type Measured } from './report';
import { replaceSection } from './resultsSection';
import { SUBJECTS, subjectBridge } from './subjects';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, 'budget-ms': { type: 'string', default: '200' }, out: { type: 'string' } } });
const rounds = Math.max(1, Math.floor(Number(values.rounds)) || 5);
const budgetMs = Math.max(1, Number(values['budget-ms']) || 200);
const here = new URL('../', import.meta.url);
const out = values.out === undefined ? new URL('results/', here) : pathToFileURL(`${resolve(values.out)}/`);

const series = buildSeries();
for (const s of series) {
  for (const entry of s.cases) {
    const problem = await verdictProblem(s, entry, subjectBridge);
    if (problem !== undefined) {
      console.error(`Aborted: ${problem}`);
      process.exit(1);
    }
  }
}
console.log(`Every request judged as expected. ${rounds} rounds of ${budgetMs} ms per point and subject.`);

// Warm-up: every call once at a short budget, so that no first point pays for compilation.
for (const s of series) for (const entry of s.cases) for (const subject of SUBJECTS) await nsPerCall(subject.prepare(entry), Math.min(50, budgetMs));

const times = new Map<string, Timing[]>();
const key = (seriesKey: string, x: number, subject: string): string => `${seriesKey} ${x} ${subject}`;
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? SUBJECTS : [...SUBJECTS].reverse();
  for (const s of series) {
    for (const entry of s.cases) {
      for (const subject of order) {
        collectGarbage();
        const timing = await nsPerCall(subject.prepare(entry), budgetMs);
        const list = times.get(key(s.key, entry.x, subject.key)) ?? [];
        times.set(key(s.key, entry.x, subject.key), [...list, timing]);
      }
    }
  }
  console.log(`round ${round}/${rounds} done`);
}

const measured = new Map(
  series.map((s) => [
    s.key,
    new Map(
      SUBJECTS.map((subject) => [
        subject.key,
        s.cases.map((entry): Measured => {
          const list = times.get(key(s.key, entry.x, subject.key)) ?? [];
          const rounds = list.map((timing) => timing.ns / 1000);
          return { x: entry.x, bodyBytes: entry.bytes.byteLength, us: median(rounds), rounds, gcShare: median(list.map((timing) => timing.gcShare)) };
        }),
      ]),
    ),
  ]),
);
const bound = await measureBound(Math.min(3, rounds));
const report = buildReport(series, SUBJECTS, measured, { rounds, budgetMs }, { rows: bound, table: boundTable(bound) });
mkdirSync(out, { recursive: true });
for (const [name, text] of report.files) writeFileSync(new URL(name, out), text);
console.log(`\n${report.markdown}\n\nWritten to ${out.pathname}`);
if (values.out === undefined && replaceSection(new URL('README.md', here), 'growth', report.markdown)) console.log('and to the results section of README.md.');

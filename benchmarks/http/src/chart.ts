// The table drawn as a chart: each row's ratio to the baseline, valid M and invalid X.
import { barChartSvg } from '@rcs-send/benchmark-charts';
import type { PayloadName } from './payload';
import type { SummaryRow } from './summary';

const SERIES: Readonly<Record<PayloadName, string>> = { M: 'valid M', X: 'invalid X' };

/** The SVG bar chart of every row's median ratio to bare node:http (a failed row says so in its label, drawn at 0 when no round gave a figure). */
export function ratioChartSvg(rows: readonly SummaryRow[]): string {
  const bars = rows.flatMap((row) =>
    (Object.keys(SERIES) as PayloadName[]).map((payload) => {
      const { ok, ratio } = row.payloads[payload];
      return { label: `${payload}${ok ? '' : ' failed'} · ${row.label}`, value: ratio ?? 0, group: SERIES[payload] };
    }),
  );
  return barChartSvg({ title: 'POST /v1.2/rcs/send: requests/s as a ratio to bare node:http (higher is faster)', unit: 'ratio to bare node:http, same round, median over rounds', bars, reference: 1 });
}

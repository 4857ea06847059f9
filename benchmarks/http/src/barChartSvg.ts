// A stand-in for `barChartSvg` of @rcs-send/benchmark-charts, with its signature, until that
// package is in the workspace: `chart.ts` is the only file that imports it, so that switching
// is one import line (and this file goes).

/** One bar: its label, its value and the series it belongs to. */
interface Bar {
  readonly label: string;
  readonly value: number;
  readonly group?: string;
}

/** A horizontal bar chart: a title, the unit of the values and the bars. */
export interface BarChart {
  readonly title: string;
  readonly unit: string;
  readonly bars: readonly Bar[];
}

const COLOURS = ['#3b6ea8', '#d08a2c', '#5a9a5a', '#a44a6b'];
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chart as a standalone SVG document: one bar per row, coloured by group, with a legend. */
export function barChartSvg({ title, unit, bars }: BarChart): string {
  const groups = [...new Set(bars.map((bar) => bar.group ?? ''))];
  const labelWidth = 330;
  const plotWidth = 420;
  const rowHeight = 18;
  const top = 50;
  const max = Math.max(...bars.map((bar) => bar.value), Number.MIN_VALUE);
  const height = top + bars.length * rowHeight + 30;
  const rows = bars.map((bar, index) => {
    const y = top + index * rowHeight;
    const width = (Math.max(bar.value, 0) / max) * plotWidth;
    const colour = COLOURS[groups.indexOf(bar.group ?? '') % COLOURS.length];
    return [
      `<text x="${labelWidth - 6}" y="${y + 12}" text-anchor="end">${escape(bar.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 2}" width="${width.toFixed(1)}" height="${rowHeight - 5}" fill="${colour}"/>`,
      `<text x="${(labelWidth + width + 4).toFixed(1)}" y="${y + 12}">${bar.value.toFixed(2)}</text>`,
    ].join('');
  });
  const legend = groups
    .filter((group) => group !== '')
    .map((group, index) => `<rect x="${labelWidth + index * 130}" y="30" width="10" height="10" fill="${COLOURS[index % COLOURS.length]}"/><text x="${labelWidth + 14 + index * 130}" y="39">${escape(group)}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + plotWidth + 60}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<text x="10" y="18" font-size="14" font-weight="bold">${escape(title)}</text>`,
    `<text x="${labelWidth}" y="${height - 8}" fill="#555">${escape(unit)}</text>`,
    ...legend,
    ...rows,
    '</svg>',
    '',
  ].join('\n');
}

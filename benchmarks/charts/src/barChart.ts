import { _legend } from './legend';
import { _svgDocument } from './svgDocument';
import { _colour, _coordinate, _escapeXml, _formatNumber, _requireFinite, _textWidth } from './svgText';

/** One bar of {@link barChartSvg}. */
export interface Bar {
  /** The row's label, left of the bar. */
  readonly label: string;
  /** The bar's length in the chart's unit: finite, not negative. */
  readonly value: number;
  /** Bars of one group share a colour and a legend entry. */
  readonly group?: string;
}

/** What {@link barChartSvg} draws. */
export interface BarChart {
  /** Drawn at the top, and the chart's accessible name. */
  readonly title: string;
  /** What the values measure, written under the bars (e.g. "ratio to bare node:http"). */
  readonly unit: string;
  /** One horizontal bar per row, top to bottom in this order. */
  readonly bars: readonly Bar[];
  /** A dashed vertical line at this value, e.g. 1 for ratios; none when absent. */
  readonly reference?: number;
}

const WIDTH = 760;
const ROW = 24;
const TOP = 44;
const LABEL_FONT = 12;
const MAX_LABEL_WIDTH = 330;
const VALUE_SPACE = 64;

/** `label` cut with an ellipsis to fit `width` pixels. */
function fit(label: string, width: number): string {
  const chars = [...label];
  if (_textWidth(label, LABEL_FONT) <= width) return label;
  const keep = Math.max(1, Math.floor(width / (LABEL_FONT * 0.58)) - 1);
  return `${chars.slice(0, keep).join('')}…`;
}

/**
 * A horizontal bar chart as a self-contained SVG document (no script, no external font):
 * one bar per row with its label on the left and its value at its end, bars scaled to the
 * largest value (or the reference line, if larger), groups coloured and listed in a legend.
 * Every text is escaped. Throws a RangeError for a value that is negative or not finite.
 */
export function barChartSvg(chart: BarChart): string {
  for (const bar of chart.bars) {
    _requireFinite(bar.value, `the value of bar "${bar.label}"`);
    if (bar.value < 0) throw new RangeError(`the value of bar "${bar.label}" must not be negative, got ${bar.value}`);
  }
  if (chart.reference !== undefined) _requireFinite(chart.reference, 'the reference');
  const labelWidth = Math.min(MAX_LABEL_WIDTH, Math.max(40, ...chart.bars.map((bar) => _textWidth(bar.label, LABEL_FONT))));
  const left = 16 + labelWidth + 8;
  const right = WIDTH - 16 - VALUE_SPACE;
  const largest = Math.max(0, chart.reference ?? 0, ...chart.bars.map((bar) => bar.value));
  const scale = (value: number): number => (largest === 0 ? 0 : (value / largest) * (right - left));
  const groups = [...new Set(chart.bars.map((bar) => bar.group ?? ''))];
  const colourOf = (bar: Bar): string => _colour(groups.indexOf(bar.group ?? ''));

  const body: string[] = [];
  chart.bars.forEach((bar, row) => {
    const y = TOP + row * ROW;
    const width = scale(bar.value);
    const label = _escapeXml(bar.label);
    body.push(
      `<g><title>${label}: ${_escapeXml(_formatNumber(bar.value))}</title>`,
      `<text x="${left - 8}" y="${y + 12}" text-anchor="end" fill="#222222">${_escapeXml(fit(bar.label, labelWidth))}</text>`,
      `<rect x="${left}" y="${y}" width="${_coordinate(width)}" height="16" fill="${colourOf(bar)}"/>`,
      `<text x="${_coordinate(left + width + 4)}" y="${y + 12}" fill="#222222">${_escapeXml(_formatNumber(bar.value))}</text></g>`,
    );
  });
  const bottom = TOP + chart.bars.length * ROW;
  body.push(`<line x1="${left}" y1="${TOP - 4}" x2="${left}" y2="${bottom}" stroke="#888888"/>`);
  if (chart.reference !== undefined) {
    const x = _coordinate(left + scale(chart.reference));
    body.push(
      `<line x1="${x}" y1="${TOP - 4}" x2="${x}" y2="${bottom}" stroke="#444444" stroke-dasharray="4 3"/>`,
      `<text x="${x}" y="${bottom + 14}" text-anchor="middle" fill="#444444">${_escapeXml(_formatNumber(chart.reference))}</text>`,
    );
  }
  body.push(`<text x="${left}" y="${bottom + 32}" fill="#444444">${_escapeXml(chart.unit)}</text>`);
  const named = groups.filter((group) => group !== '').map((group) => ({ name: group, colour: _colour(groups.indexOf(group)) }));
  const legend = _legend(named, left, bottom + 44, WIDTH - 16);
  body.push(...legend.svg);
  return _svgDocument(WIDTH, bottom + 44 + legend.height + 8, chart.title, body);
}

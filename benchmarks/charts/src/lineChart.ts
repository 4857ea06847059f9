import { _niceTicks } from './niceTicks';
import { _legend } from './legend';
import { _svgDocument } from './svgDocument';
import { _colour, _coordinate, _escapeXml, _formatNumber, _requireFinite } from './svgText';

/** One point of a {@link Series}. */
export interface Point {
  /** Horizontal value: finite. */
  readonly x: number;
  /** Vertical value: finite. */
  readonly y: number;
}

/** One line of {@link lineChartSvg}. */
export interface Series {
  /** Its legend entry. */
  readonly name: string;
  /** Joined in this order. */
  readonly points: readonly Point[];
}

/** What {@link lineChartSvg} draws. */
export interface LineChart {
  /** Drawn at the top, and the chart's accessible name. */
  readonly title: string;
  /** The horizontal axis's caption. */
  readonly xLabel: string;
  /** The vertical axis's caption. */
  readonly yLabel: string;
  /** One polyline each, coloured in order, listed in the legend. */
  readonly series: readonly Series[];
}

const WIDTH = 760;
const PLOT_HEIGHT = 300;
const LEFT = 80;
const RIGHT = WIDTH - 24;
const TOP = 48;
/** Up to this many points a series also marks each point with a dot. */
const MARKED_POINTS = 40;

/**
 * A line chart as a self-contained SVG document (no script, no external font): axes with
 * round ticks and grid lines (the vertical axis starts at zero unless a value is below it),
 * one polyline per series, dots on its points when it has few, and a legend. Every text is
 * escaped. Throws a RangeError for a coordinate that is not finite.
 */
export function lineChartSvg(chart: LineChart): string {
  const points = chart.series.flatMap((series) => series.points);
  for (const point of points) {
    _requireFinite(point.x, 'every x');
    _requireFinite(point.y, 'every y');
  }
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const xTicks = _niceTicks(Math.min(0, ...xs), Math.max(0, ...xs), 8);
  const yTicks = _niceTicks(Math.min(0, ...ys), Math.max(0, ...ys), 6);
  const [xMin, xMax] = [xTicks[0] ?? 0, xTicks.at(-1) ?? 1];
  const [yMin, yMax] = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1];
  const bottom = TOP + PLOT_HEIGHT;
  const px = (x: number): string => _coordinate(LEFT + ((x - xMin) / (xMax - xMin)) * (RIGHT - LEFT));
  const py = (y: number): string => _coordinate(bottom - ((y - yMin) / (yMax - yMin)) * PLOT_HEIGHT);

  const body: string[] = [];
  for (const tick of yTicks) {
    body.push(
      `<line x1="${LEFT}" y1="${py(tick)}" x2="${RIGHT}" y2="${py(tick)}" stroke="#e4e4e4"/>`,
      `<text x="${LEFT - 6}" y="${_coordinate(Number(py(tick)) + 4)}" text-anchor="end" fill="#444444">${_escapeXml(_formatNumber(tick))}</text>`,
    );
  }
  for (const tick of xTicks) {
    body.push(
      `<line x1="${px(tick)}" y1="${bottom}" x2="${px(tick)}" y2="${bottom + 5}" stroke="#888888"/>`,
      `<text x="${px(tick)}" y="${bottom + 18}" text-anchor="middle" fill="#444444">${_escapeXml(_formatNumber(tick))}</text>`,
    );
  }
  body.push(
    `<polyline points="${LEFT},${TOP} ${LEFT},${bottom} ${RIGHT},${bottom}" fill="none" stroke="#888888"/>`,
    `<text x="${(LEFT + RIGHT) / 2}" y="${bottom + 38}" text-anchor="middle" fill="#222222">${_escapeXml(chart.xLabel)}</text>`,
    `<text transform="translate(18 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)" text-anchor="middle" fill="#222222">${_escapeXml(chart.yLabel)}</text>`,
  );
  chart.series.forEach((series, index) => {
    const colour = _colour(index);
    const coordinates = series.points.map((point) => `${px(point.x)},${py(point.y)}`);
    body.push(`<g><title>${_escapeXml(series.name)}</title>`);
    body.push(`<polyline points="${coordinates.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    if (series.points.length <= MARKED_POINTS) {
      for (const point of series.points) body.push(`<circle cx="${px(point.x)}" cy="${py(point.y)}" r="3" fill="${colour}"/>`);
    }
    body.push('</g>');
  });
  const legend = _legend(
    chart.series.map((series, index) => ({ name: series.name, colour: _colour(index) })),
    LEFT,
    bottom + 52,
    RIGHT,
  );
  body.push(...legend.svg);
  return _svgDocument(WIDTH, bottom + 52 + legend.height + 8, chart.title, body);
}

import { describe, expect, it } from 'vitest';
import { lineChartSvg, type Series } from './lineChart';
import { findAll, parseSvg, texts, type Element } from './parseSvg.testSupport';

/** The series' polylines (the axes are a polyline too, drawn thinner). */
const lines = (root: Element): Element[] => findAll(root, 'polyline').filter((line) => line.attributes['stroke-width'] === '2');
/** The [x, y] pixel pairs of a polyline. */
const coordinates = (line: Element | undefined): number[][] =>
  (line?.attributes['points'] ?? '').split(' ').map((pair) => pair.split(',').map(Number));
const chart = (series: readonly Series[]): Element => parseSvg(lineChartSvg({ title: 'Growth', xLabel: 'messages', yLabel: 'µs', series }));

describe('lineChartSvg', () => {
  it('should give a well-formed SVG document with its title, axis captions and legend', () => {
    const root = chart([{ name: 'core', points: [{ x: 1, y: 2 }] }, { name: 'bridge', points: [{ x: 1, y: 3 }] }]);
    expect(root.name).toBe('svg');
    expect(root.attributes['aria-label']).toBe('Growth');
    expect(texts(root)).toEqual(expect.arrayContaining(['Growth', 'messages', 'µs', 'core', 'bridge']));
  });

  it('should draw one polyline per series, in its own colour, through every point', () => {
    const root = chart([
      { name: 'a', points: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }] },
      { name: 'b', points: [{ x: 1, y: 3 }, { x: 3, y: 1 }] },
    ]);
    const [a, b] = lines(root);
    expect(lines(root)).toHaveLength(2);
    expect(a?.attributes['stroke']).not.toBe(b?.attributes['stroke']);
    expect(coordinates(a)).toHaveLength(3);
    expect(findAll(root, 'circle')).toHaveLength(5);
  });

  it('should place points linearly: equal steps in value are equal steps in pixels, up is larger', () => {
    const root = chart([{ name: 'a', points: [{ x: 0, y: 0 }, { x: 5, y: 10 }, { x: 10, y: 20 }] }]);
    const [p0, p1, p2] = coordinates(lines(root)[0]) as [number[], number[], number[]];
    expect((p1[0] as number) - (p0[0] as number)).toBeCloseTo((p2[0] as number) - (p1[0] as number), 1);
    expect((p0[1] as number) - (p1[1] as number)).toBeCloseTo((p1[1] as number) - (p2[1] as number), 1);
    expect(p2[1]).toBeLessThan(p0[1] as number);
  });

  it('should label round ticks covering every value, from zero', () => {
    const labels = texts(chart([{ name: 'a', points: [{ x: 1, y: 0.3 }, { x: 10, y: 97 }] }]));
    expect(labels).toEqual(expect.arrayContaining(['0', '10', '100']));
  });

  it('should escape every text, which reads back unchanged', () => {
    const hostile = `</text><script>x</script> & "q" 'r'`;
    const svg = lineChartSvg({ title: hostile, xLabel: hostile, yLabel: hostile, series: [{ name: hostile, points: [{ x: 1, y: 1 }] }] });
    expect(svg).not.toContain('<script>');
    expect(texts(parseSvg(svg)).filter((text) => text === hostile)).toHaveLength(4);
  });

  it('should draw no dots on a series of many points, and a chart of no points at all', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ x: i, y: i * i }));
    expect(findAll(chart([{ name: 'a', points: many }]), 'circle')).toEqual([]);
    expect(lines(chart([{ name: 'empty', points: [] }]))).toHaveLength(1);
  });

  it('should refuse a coordinate that is not finite', () => {
    expect(() => chart([{ name: 'a', points: [{ x: Number.NaN, y: 1 }] }])).toThrow(RangeError);
    expect(() => chart([{ name: 'a', points: [{ x: 1, y: Number.POSITIVE_INFINITY }] }])).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { barChartSvg } from './barChart';
import { findAll, parseSvg, texts, type Element } from './parseSvg.testSupport';

/** The bars' rectangles: 16 pixels high (the background and the legend squares are not). */
const bars = (root: Element): Element[] => findAll(root, 'rect').filter((rect) => rect.attributes['height'] === '16');
const width = (rect: Element | undefined): number => Number(rect?.attributes['width']);

describe('barChartSvg', () => {
  it('should give a well-formed SVG document with its title as accessible name', () => {
    const root = parseSvg(barChartSvg({ title: 'Requests', unit: 'req/s', bars: [{ label: 'a', value: 3 }] }));
    expect(root.name).toBe('svg');
    expect(root.attributes['xmlns']).toBe('http://www.w3.org/2000/svg');
    expect(root.attributes['aria-label']).toBe('Requests');
    expect(findAll(root, 'title')[0]?.text).toBe('Requests');
  });

  it('should draw one bar per row, lengths proportional to the values, the largest filling the plot', () => {
    const root = parseSvg(barChartSvg({ title: 't', unit: 'u', bars: [{ label: 'one', value: 1 }, { label: 'two', value: 2 }, { label: 'four', value: 4 }] }));
    const [one, two, four] = bars(root);
    expect(bars(root)).toHaveLength(3);
    expect(width(two) / width(one)).toBeCloseTo(2, 2);
    expect(width(four) / width(one)).toBeCloseTo(4, 2);
    expect(Number(four?.attributes['x']) + width(four)).toBeCloseTo(760 - 16 - 64, 1);
    expect(texts(root)).toEqual(expect.arrayContaining(['one', 'two', 'four', '1', '2', '4']));
  });

  it('should scale to a reference line larger than every value and draw it dashed at its value', () => {
    const root = parseSvg(barChartSvg({ title: 't', unit: 'ratio', reference: 1, bars: [{ label: 'half', value: 0.5 }] }));
    const [bar] = bars(root);
    const line = findAll(root, 'line').find((l) => l.attributes['stroke-dasharray'] !== undefined);
    const left = Number(bar?.attributes['x']);
    expect(Number(line?.attributes['x1']) - left).toBeCloseTo(2 * width(bar), 1);
    expect(texts(root)).toContain('1');
  });

  it('should draw no reference line when none is asked for', () => {
    const root = parseSvg(barChartSvg({ title: 't', unit: 'u', bars: [{ label: 'a', value: 1 }] }));
    expect(findAll(root, 'line').filter((l) => l.attributes['stroke-dasharray'] !== undefined)).toEqual([]);
  });

  it('should colour bars by group and list each named group once in the legend', () => {
    const root = parseSvg(
      barChartSvg({
        title: 't',
        unit: 'u',
        bars: [
          { label: 'a', value: 1, group: 'ours' },
          { label: 'b', value: 2, group: 'peers' },
          { label: 'c', value: 3, group: 'ours' },
        ],
      }),
    );
    const fills = bars(root).map((rect) => rect.attributes['fill']);
    expect(fills[0]).toBe(fills[2]);
    expect(fills[1]).not.toBe(fills[0]);
    expect(texts(root).filter((text) => text === 'ours' || text === 'peers')).toEqual(['ours', 'peers']);
  });

  it('should escape every text, which reads back unchanged', () => {
    const hostile = `<script>alert("x")</script> & 'q'`;
    const svg = barChartSvg({ title: hostile, unit: hostile, bars: [{ label: hostile, value: 1, group: hostile }] });
    expect(svg).not.toContain('<script>');
    const root = parseSvg(svg);
    expect(root.attributes['aria-label']).toBe(hostile);
    expect(texts(root).filter((text) => text === hostile).length).toBeGreaterThanOrEqual(3);
  });

  it('should cut a long label with an ellipsis and keep it whole in the tooltip', () => {
    const label = 'x'.repeat(200);
    const root = parseSvg(barChartSvg({ title: 't', unit: 'u', bars: [{ label, value: 1 }] }));
    expect(texts(root).find((text) => text.endsWith('…'))?.length).toBeLessThan(200);
    expect(findAll(root, 'title').map((title) => title.text)).toContain(`${label}: 1`);
  });

  it('should draw a chart of no bars, and of bars all zero, without dividing by zero', () => {
    expect(bars(parseSvg(barChartSvg({ title: 't', unit: 'u', bars: [] })))).toEqual([]);
    expect(width(bars(parseSvg(barChartSvg({ title: 't', unit: 'u', bars: [{ label: 'a', value: 0 }] })))[0])).toBe(0);
  });

  it('should refuse a value that is negative or not finite', () => {
    expect(() => barChartSvg({ title: 't', unit: 'u', bars: [{ label: 'a', value: -0.01 }] })).toThrow(RangeError);
    expect(() => barChartSvg({ title: 't', unit: 'u', bars: [{ label: 'a', value: Number.NaN }] })).toThrow(RangeError);
    expect(() => barChartSvg({ title: 't', unit: 'u', reference: Number.POSITIVE_INFINITY, bars: [] })).toThrow(RangeError);
  });
});

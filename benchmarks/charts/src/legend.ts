import { _escapeXml } from './svgText';

/** A row of legend entries (a colour square and a name each) from (`x`, `y`), wrapping at `maxX`; the SVG and the height used. @internal */
export function _legend(entries: ReadonlyArray<{ name: string; colour: string }>, x: number, y: number, maxX: number): { svg: string[]; height: number } {
  const svg: string[] = [];
  let left = x;
  let top = y;
  for (const { name, colour } of entries) {
    const width = 18 + [...name].length * 7 + 16;
    if (left > x && left + width > maxX) {
      left = x;
      top += 18;
    }
    svg.push(`<rect x="${left}" y="${top}" width="12" height="12" fill="${colour}"/>`);
    svg.push(`<text x="${left + 18}" y="${top + 10}" fill="#222222">${_escapeXml(name)}</text>`);
    left += width;
  }
  return { svg, height: entries.length === 0 ? 0 : top - y + 18 };
}

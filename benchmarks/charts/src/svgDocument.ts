import { _escapeXml, _FONT } from './svgText';

/**
 * A whole SVG document of `width` x `height` around `body`: a white background (so that it
 * reads in a dark theme too), the title drawn at the top and given as its accessible name.
 *
 * @internal
 */
export function _svgDocument(width: number, height: number, title: string, body: readonly string[]): string {
  const name = _escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}" ${_FONT} font-size="12">`,
    `<title>${name}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="16" y="26" font-size="16" font-weight="bold" fill="#222222">${name}</text>`,
    ...body,
    '</svg>',
  ].join('\n');
}

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

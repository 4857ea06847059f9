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

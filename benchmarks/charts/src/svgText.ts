// Text and numbers as they go into an SVG document: escaped, rounded, and measured roughly
// (no font metrics in a string builder: an average glyph width is close enough for layout).

/** Escapes `text` for an XML text node or a double-quoted attribute. @internal */
export function _escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c] ?? ''};`);
}

/** A coordinate with at most two decimals, as SVG attributes take it. @internal */
export const _coordinate = (value: number): string => String(Math.round(value * 100) / 100);

/** An approximate width in pixels of `text` at `fontSize` in a sans-serif font. @internal */
export const _textWidth = (text: string, fontSize: number): number => [...text].length * fontSize * 0.58;

/** A number as a label: thousands separated, at most `decimals` decimals (fewer for large values). @internal */
export function _formatNumber(value: number, decimals = 2): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? Math.min(decimals, 1) : decimals;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** The font every chart uses: the reader's own sans-serif, nothing to fetch. @internal */
export const _FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif\"";

/** Colours that stay apart for most readers (Okabe-Ito), in the order groups and series take them. */
const PALETTE: readonly string[] = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

/** The colour of the `index`-th group or series (the palette repeats past its end). @internal */
export const _colour = (index: number): string => PALETTE[index % PALETTE.length] ?? '#000000';

/** Throws a RangeError unless `value` is a finite number (NaN or Infinity would draw nothing sensible). @internal */
export function _requireFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
}

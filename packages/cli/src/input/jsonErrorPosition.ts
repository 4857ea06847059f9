import { jsonSyntaxErrorOffset } from './jsonSyntaxErrorOffset';

/** Where a JSON syntax error sits: 1-based line and column. */
export interface TextPosition {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 units. */
  column: number;
}

/**
 * The position of the error `JSON.parse(text)` threw: from V8's message ("... at position
 * N") when it says, else found by scanning the text.
 */
export function jsonErrorPosition(text: string, error: unknown): TextPosition {
  const message = error instanceof Error ? error.message : '';
  const match = /at position (\d+)/.exec(message);
  const scanned = match ? Number(match[1]) : jsonSyntaxErrorOffset(text);
  const offset = scanned < 0 ? text.length : scanned;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** V8's reason, without the position and the echo of the input (which may hold payload content). */
export function jsonErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/,\s*(?:\.\.\.)?".*$/s, '').replace(/ in JSON at position \d+.*$/s, '');
}

import type { Readable } from 'node:stream';
import { jsonErrorPosition, jsonErrorReason } from './jsonErrorPosition';
import { utf8Lines } from './utf8Lines';

/** Why a line whose bytes are not UTF-8 is unusable (the service answers such a body 400 MALFORMED_JSON). */
const NOT_UTF8 = 'malformed JSON: not UTF-8 text (JSON is exchanged as UTF-8: save the input as UTF-8)';

/** One request read from an input: its value, or why it could not be parsed. */
export type JsonRecord =
  | { /** 1-based line where it starts. */ line: number; /** The parsed value. */ value: unknown }
  | { /** 1-based line of the error. */ line: number; /** 1-based column. */ column: number; /** What is wrong. */ error: string };

/** Parses `text`, whose first line is `firstLine` of the input, into a record. */
function parseRecord(text: string, firstLine: number): JsonRecord {
  try {
    return { line: firstLine, value: JSON.parse(text) };
  } catch (error) {
    const at = jsonErrorPosition(text, error);
    return { line: firstLine + at.line - 1, column: at.column, error: `malformed JSON: ${jsonErrorReason(error)}` };
  }
}

/**
 * Reads requests from a stream of JSON or NDJSON, without holding an NDJSON input in memory:
 * when the first non-blank line is a whole JSON value the input is NDJSON (one request a
 * line, blank lines skipped); otherwise the whole input is one JSON document. Bytes are read
 * as the service reads a body: strict UTF-8, a leading byte order mark dropped; a line that is
 * not UTF-8 is an error at its first bad byte (for the whole document, when it is in one).
 */
export async function* jsonRecords(input: Readable): AsyncGenerator<JsonRecord> {
  let mode: 'unknown' | 'ndjson' | 'document' = 'unknown';
  const document: string[] = [];
  let documentStart = 1;
  let documentError: JsonRecord | undefined;
  let lineNumber = 0;
  for await (const decoded of utf8Lines(input)) {
    lineNumber++;
    const notUtf8 = 'text' in decoded ? undefined : { line: lineNumber, column: decoded.notUtf8Column, error: NOT_UTF8 };
    const line = 'text' in decoded ? decoded.text : '';
    if (mode === 'document') {
      documentError ??= notUtf8;
      document.push(line);
      continue;
    }
    if (notUtf8 !== undefined) {
      yield notUtf8;
      continue;
    }
    if (line.trim() === '') continue;
    const record = parseRecord(line, lineNumber);
    if (mode === 'unknown' && 'error' in record) {
      mode = 'document';
      documentStart = lineNumber;
      document.push(line);
      continue;
    }
    mode = 'ndjson';
    yield record;
  }
  if (mode === 'document') yield documentError ?? parseRecord(document.join('\n'), documentStart);
}

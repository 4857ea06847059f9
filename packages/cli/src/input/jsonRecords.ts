import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { jsonErrorPosition, jsonErrorReason } from './jsonErrorPosition';

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
 * line, blank lines skipped); otherwise the whole input is one JSON document.
 */
export async function* jsonRecords(input: Readable): AsyncGenerator<JsonRecord> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let mode: 'unknown' | 'ndjson' | 'document' = 'unknown';
  const document: string[] = [];
  let documentStart = 1;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (mode === 'document') {
      document.push(line);
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
  if (mode === 'document') yield parseRecord(document.join('\n'), documentStart);
}

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { validateSendRequest } from '@rcs-send/core';
import { inputFiles } from '../input/inputFiles';
import { jsonRecords } from '../input/jsonRecords';
import { formatResult } from './formatResult';

/** Options of the validate command. */
export interface ValidateCommandOptions {
  /** Files, directories or `-`; none means stdin. */
  paths: readonly string[];
  /** Print the core's result per request as one JSON line each. */
  json: boolean;
  /** Every request is meant to be rejected: exit 0 iff all are invalid. */
  expectInvalid: boolean;
  /** Where verdicts go. */
  out: NodeJS.WritableStream;
  /** Where the summary and input errors go. */
  err: NodeJS.WritableStream;
  /** Standard input. */
  stdin: Readable;
}

/** Counts of one run. */
interface Tally {
  valid: number;
  invalid: number;
  unusable: number;
}

/**
 * `rcs-send validate`: validates every request of every input, streaming.
 * Returns the exit code: 0 all valid, 1 some invalid, 2 some input unusable; with
 * `expectInvalid`, 0 all invalid and 1 some valid.
 */
export async function validateCommand(options: ValidateCommandOptions): Promise<number> {
  const tally: Tally = { valid: 0, invalid: 0, unusable: 0 };
  const files = options.paths.length === 0 ? ['-'] : await inputFiles(options.paths);
  for (const file of files) await validateInput(file, options, tally);
  const total = tally.valid + tally.invalid;
  options.err.write(`${total} request${total === 1 ? '' : 's'}: ${tally.valid} valid, ${tally.invalid} invalid` +
    (tally.unusable > 0 ? `, ${tally.unusable} unusable input${tally.unusable === 1 ? '' : 's'}\n` : '\n'));
  if (tally.unusable > 0) return 2;
  if (options.expectInvalid) return tally.valid > 0 ? 1 : 0;
  return tally.invalid > 0 ? 1 : 0;
}

/** Validates the requests of one file (or stdin), adding to `tally`. */
async function validateInput(file: string, options: ValidateCommandOptions, tally: Tally): Promise<void> {
  const name = file === '-' ? '<stdin>' : file;
  const stream = file === '-' ? options.stdin : createReadStream(file);
  let lines = 0;
  try {
    for await (const record of jsonRecords(stream)) {
      lines++;
      const source = `${name}:${record.line}`;
      if ('error' in record) {
        tally.unusable++;
        const where = `${name}:${record.line}:${record.column}`;
        if (options.json) options.out.write(`${JSON.stringify({ source: name, line: record.line, column: record.column, error: record.error })}\n`);
        options.err.write(`${where}: ${record.error}\n`);
        continue;
      }
      const result = validateSendRequest(record.value);
      if (result.ok) tally.valid++;
      else tally.invalid++;
      options.out.write(options.json ? `${JSON.stringify({ source: name, line: record.line, ...result })}\n` : `${formatResult(source, result)}\n`);
    }
    if (lines === 0) {
      tally.unusable++;
      options.err.write(`${name}: no request found (empty input)\n`);
    }
  } catch (error) {
    tally.unusable++;
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    options.err.write(`${name}: cannot read (${reason})\n`);
  }
}

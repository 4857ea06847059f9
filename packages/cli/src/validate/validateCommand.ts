import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { validateSendRequest } from '@rcs-send/core';
import { parseClock } from '../fuzz/fuzzOptions';
import { HELP } from '../help';
import { inputFiles } from '../input/inputFiles';
import { jsonRecords } from '../input/jsonRecords';
import { write, type CommandIo } from '../io';
import { formatResult } from './formatResult';
import { isFuzzLine } from './fuzzLine';

/** The parsed options of `rcs-send validate`. */
interface ValidateOptions {
  /** Files, directories or `-`; none means stdin. */
  paths: readonly string[];
  /** Print the core's result per request as one JSON line each. */
  json: boolean;
  /** Every request is meant to be rejected: exit 0 iff all are invalid. */
  expectInvalid: boolean;
  /** The clock expirationDateTime must be later than. */
  now: Date;
}

/** Parses the arguments of `rcs-send validate`; undefined for --help. */
function parseValidateArgs(args: string[]): ValidateOptions | undefined {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'expect-invalid': { type: 'boolean', default: false },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  const now = values.now === undefined ? new Date() : parseClock(values.now);
  return { paths: positionals, json: values.json, expectInvalid: values['expect-invalid'], now };
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
export async function validateCommand(args: string[], io: CommandIo): Promise<number> {
  const options = parseValidateArgs(args);
  if (options === undefined) {
    await write(io.stdout, HELP.validate);
    return 0;
  }
  const tally: Tally = { valid: 0, invalid: 0, unusable: 0 };
  const files = options.paths.length === 0 ? ['-'] : await inputFiles(options.paths);
  for (const file of files) await validateInput(file, options, io, tally);
  const total = tally.valid + tally.invalid;
  io.stderr.write(`${total} request${total === 1 ? '' : 's'}: ${tally.valid} valid, ${tally.invalid} invalid` +
    (tally.unusable > 0 ? `, ${tally.unusable} unusable input${tally.unusable === 1 ? '' : 's'}\n` : '\n'));
  if (tally.unusable > 0) return 2;
  if (options.expectInvalid) return tally.valid > 0 ? 1 : 0;
  return tally.invalid > 0 ? 1 : 0;
}

/** Validates the requests of one file (or stdin), adding to `tally`. */
async function validateInput(file: string, options: ValidateOptions, io: CommandIo, tally: Tally): Promise<void> {
  const name = file === '-' ? '<stdin>' : file;
  const stream = file === '-' ? io.stdin : createReadStream(file);
  let lines = 0;
  try {
    for await (const record of jsonRecords(stream)) {
      lines++;
      const source = `${name}:${record.line}`;
      if ('error' in record) {
        tally.unusable++;
        const where = `${name}:${record.line}:${record.column}`;
        if (options.json) await write(io.stdout, `${JSON.stringify({ source: name, line: record.line, column: record.column, error: record.error })}\n`);
        io.stderr.write(`${where}: ${record.error}\n`);
        continue;
      }
      const fuzzLine = isFuzzLine(record.value) ? record.value : undefined;
      const result = validateSendRequest(fuzzLine === undefined ? record.value : fuzzLine.request, { now: options.now });
      if (result.ok) tally.valid++;
      else tally.invalid++;
      const expectation = fuzzLine === undefined ? {} : { expect: fuzzLine.expect };
      await write(io.stdout, options.json ? `${JSON.stringify({ source: name, line: record.line, ...expectation, ...result })}\n` : `${formatResult(source, result)}\n`);
    }
    if (lines === 0) {
      tally.unusable++;
      io.stderr.write(`${name}: no request found (empty input)\n`);
    }
  } catch (error) {
    tally.unusable++;
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    io.stderr.write(`${name}: cannot read (${reason})\n`);
  }
}

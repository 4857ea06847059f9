import { createReadStream } from 'node:fs';
import { validateSendRequest } from '@rcs-send/core';
import { jsonRecords } from '../input/jsonRecords';
import { write, type CommandIo } from '../io';
import { expectationMismatch } from './expectation';
import { formatResult } from './formatResult';
import { isFuzzLine } from './fuzzLine';
import { countResult, type RunTally } from './runSummary';
import type { ValidateOptions } from './validateOptions';

/** Validates one request (or fuzz line) of an input: tallies it and writes its verdict or mismatch. */
async function validateRecord(name: string, line: number, value: unknown, options: ValidateOptions, io: CommandIo, tally: RunTally): Promise<void> {
  const fuzzLine = isFuzzLine(value) ? value : undefined;
  const request = fuzzLine === undefined ? value : fuzzLine.request;
  const result = options.profile === undefined ? validateSendRequest(request, { now: options.now }) : validateSendRequest(request, { now: options.now, profile: options.profile.compiled });
  countResult(tally, result);
  let mismatch: string | undefined;
  if (tally.expect !== undefined) {
    tally.expect.checked++;
    mismatch = expectationMismatch(fuzzLine?.expect, result);
    if (mismatch !== undefined) tally.expect.mismatches++;
  }
  if (options.json) {
    const expectation = fuzzLine === undefined ? {} : { expect: fuzzLine.expect };
    const check = tally.expect === undefined ? {} : { match: mismatch === undefined, ...(mismatch === undefined ? {} : { mismatch }) };
    await write(io.stdout, `${JSON.stringify({ source: name, line, ...expectation, ...check, ...result })}\n`);
  } else if (tally.expect === undefined) await write(io.stdout, `${formatResult(`${name}:${line}`, result)}\n`);
  else if (mismatch !== undefined) await write(io.stdout, `${name}:${line}: ${mismatch}\n`);
}

/** Validates the requests of one file (or stdin, `-`), adding to `tally`. */
export async function validateInput(file: string, options: ValidateOptions, io: CommandIo, tally: RunTally): Promise<void> {
  const name = file === '-' ? '<stdin>' : file;
  const stream = file === '-' ? io.stdin : createReadStream(file);
  let requests = 0;
  let records = 0;
  try {
    for await (const record of jsonRecords(stream)) {
      records++;
      if ('error' in record) {
        tally.unusable++;
        if (options.json) await write(io.stdout, `${JSON.stringify({ source: name, line: record.line, column: record.column, error: record.error })}\n`);
        io.stderr.write(`${name}:${record.line}:${record.column}: ${record.error}\n`);
        continue;
      }
      requests++;
      await validateRecord(name, record.line, record.value, options, io, tally);
    }
  } catch (error) {
    tally.unusable++;
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    io.stderr.write(`${name}: cannot read (${reason})\n`);
    return;
  }
  tally.files.push({ path: name, requests });
  if (records === 0 && !options.allowEmpty) {
    tally.unusable++;
    io.stderr.write(`${name}: no request found (empty input)\n`);
  }
}

import { HELP } from '../help';
import { inputFiles, type InputListing } from '../input/inputFiles';
import { write, type CommandIo } from '../io';
import { humanSummary, jsonSummary, newTally, type RunTally } from './runSummary';
import { validateInput } from './validateInput';
import { parseValidateArgs, type ValidateOptions } from './validateOptions';

/** Reports the folders that could not be listed, and (unless allowed) those with nothing to read. */
function reportFolders(listing: InputListing, options: ValidateOptions, io: CommandIo, tally: RunTally): void {
  for (const { path, reason } of listing.unreadable) {
    tally.unusable++;
    io.stderr.write(`${path}: cannot read (${reason})\n`);
  }
  if (options.allowEmpty) return;
  for (const folder of listing.emptyFolders) {
    tally.unusable++;
    io.stderr.write(`${folder}: no .json, .ndjson or .jsonl file in this folder (empty input)\n`);
  }
}

/** The exit code of a run: 2 unusable input, else 1 when the verdicts are not what the mode wants. */
function exitCode(tally: RunTally, options: ValidateOptions): number {
  if (tally.unusable > 0) return 2;
  if (tally.expect !== undefined) return tally.expect.mismatches > 0 ? 1 : 0;
  if (options.expectInvalid) return tally.valid > 0 ? 1 : 0;
  return tally.invalid > 0 ? 1 : 0;
}

/**
 * `rcs-send validate`: validates every request of every input, streaming, then prints a
 * summary (totals, issues per code, files read and skipped). Returns the exit code: 0 all
 * valid, 1 some invalid, 2 some input unusable or no request at all (unless `--allow-empty`);
 * with `--expect-invalid`, 0 all invalid and 1 some valid; with `--expect`, 0 every fuzz line
 * as expected and 1 some mismatch.
 */
export async function validateCommand(args: string[], io: CommandIo): Promise<number> {
  const options = parseValidateArgs(args);
  if (options === undefined) {
    await write(io.stdout, HELP.validate);
    return 0;
  }
  const tally = newTally(options.expect);
  const listing = options.paths.length === 0 ? { files: ['-'], skipped: [], emptyFolders: [], unreadable: [] } : await inputFiles(options.paths);
  tally.skipped = listing.skipped;
  reportFolders(listing, options, io, tally);
  for (const file of listing.files) await validateInput(file, options, io, tally);
  if (options.json) await write(io.stdout, jsonSummary(tally));
  io.stderr.write(humanSummary(tally));
  if (tally.valid + tally.invalid === 0 && !options.allowEmpty)
    io.stderr.write('rcs-send validate: no request found, so nothing was validated; pass --allow-empty if an empty input is expected\n');
  return exitCode(tally, options);
}

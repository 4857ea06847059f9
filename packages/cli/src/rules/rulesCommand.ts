import { ERROR_CODES, type ErrorCode } from '@rcs-send/core';
import { readCommandLine } from '../commandLine';
import { HELP } from '../help';
import { UsageError, write, type CommandIo } from '../io';
import { ruleEntries, type RuleEntry } from './ruleEntries';

/** The human form of one entry: the code, then one labelled line per field. */
function formatEntry(entry: RuleEntry): string {
  const param = (text: string): string => (text === '' ? '(root)' : text);
  return [
    entry.code,
    `  rule:     ${entry.rule} (${entry.source})`,
    `  param:    ${entry.param}`,
    `  example:  ${param(entry.example.param)}: ${entry.example.description} (${entry.code})`,
    `  fuzz:     ${entry.fuzz ?? 'none: no JSON body can break it (the arbitraries can)'}`,
    `            ${entry.mutation}`,
  ].join('\n');
}

/** The codes named on the command line, all when none; a UsageError for an unknown one. */
function codesOf(positionals: readonly string[]): readonly ErrorCode[] {
  const unknown = positionals.filter((name) => !(ERROR_CODES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new UsageError(`unknown rule code${unknown.length === 1 ? '' : 's'} ${unknown.map((name) => `"${name}"`).join(', ')}`);
  return positionals.length === 0 ? ERROR_CODES : (positionals as ErrorCode[]);
}

/**
 * `rcs-send rules [CODE...]`: lists every rule of the core's catalogue (or the named ones) with
 * its source, the shape of its `param`, an example issue and how `fuzz` breaks it; `--json`
 * prints the same as one JSON array.
 */
export async function rulesCommand(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = readCommandLine(args, { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, true);
  if (values.help === true) {
    await write(io.stdout, HELP.rules);
    return 0;
  }
  const entries = ruleEntries(codesOf(positionals));
  await write(io.stdout, values.json === true ? `${JSON.stringify(entries, null, 2)}\n` : `${entries.map(formatEntry).join('\n\n')}\n`);
  return 0;
}

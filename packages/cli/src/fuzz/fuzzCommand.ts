import { PROFILE_ERROR_CODES } from '@rcs-send/core';
import { readCommandLine } from '../commandLine';
import { HELP } from '../help';
import { UsageError, write, type CommandIo } from '../io';
import { fuzzArbitraries, rulesOf, type FuzzMode } from './fuzzCase';
import { parseClock, parseCount, parseSeed, randomSeed } from './fuzzOptions';
import { readProfileFile, type ProfileFile } from '../profile/profileFile';

/** The parsed options of `rcs-send fuzz`. */
interface FuzzOptions {
  count: number;
  seed: number;
  mode: FuzzMode;
  rule: string | undefined;
  now: Date;
  profile: ProfileFile | undefined;
}

/** The options of `rcs-send fuzz`. */
const FUZZ_OPTIONS = {
  count: { type: 'string' },
  seed: { type: 'string' },
  invalid: { type: 'boolean' },
  mixed: { type: 'boolean' },
  rule: { type: 'string' },
  now: { type: 'string' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the arguments of `rcs-send fuzz`; undefined for --help. */
function parseFuzzArgs(args: string[]): FuzzOptions | undefined {
  const { values } = readCommandLine(args, FUZZ_OPTIONS, false);
  if (values.help === true) return undefined;
  if (values.invalid === true && values.mixed === true) throw new UsageError('--invalid and --mixed exclude each other');
  if (values.rule !== undefined && values.mixed === true) throw new UsageError('--rule generates invalid requests only; drop --mixed');
  const mode: FuzzMode = values.invalid === true || values.rule !== undefined ? 'invalid' : values.mixed === true ? 'mixed' : 'valid';
  return {
    count: parseCount(values.count),
    seed: values.seed === undefined ? randomSeed() : parseSeed(values.seed),
    mode,
    rule: values.rule,
    now: parseClock(values.now),
    profile: values.profile === undefined ? undefined : readProfileFile(values.profile),
  };
}

/**
 * `rcs-send fuzz`: writes `--count` generated requests as NDJSON lines
 * `{ "request": ..., "expect": { "ok": ... } }`, reproducible from `--seed` and `--now`.
 */
export async function fuzzCommand(args: string[], io: CommandIo): Promise<number> {
  const options = parseFuzzArgs(args);
  if (options === undefined) {
    await write(io.stdout, HELP.fuzz);
    return 0;
  }
  const profile = options.profile?.data;
  const rules = rulesOf(options.rule, profile, options.now);
  if (rules === undefined) {
    if (profile === undefined && (PROFILE_ERROR_CODES as readonly string[]).includes(options.rule ?? '')) {
      throw new UsageError(`"${options.rule}" is a rule of a validation profile: give the profile with --profile FILE`);
    }
    const which = profile === undefined ? 'unknown or non-JSON rule' : 'not a rule of the profile a request can break alone:';
    throw new UsageError(`${which} "${options.rule}" (run "rcs-send rules" for the codes)`);
  }
  if (rules.length === 0 && options.mode !== 'valid') throw new UsageError('the profile states no rule a request can break alone: generate valid requests only');
  const caseAt = fuzzArbitraries({ mode: options.mode, rules, seed: options.seed, now: options.now, profile });
  const under = profile === undefined ? '' : ' under the profile';
  io.stderr.write(`rcs-send fuzz: writing ${options.count} ${options.mode} request(s)${under}, --seed ${options.seed} --now ${options.now.toISOString()}\n`);
  for (let index = 0; index < options.count; index++) {
    await write(io.stdout, `${JSON.stringify(caseAt(index))}\n`);
    if (io.stderr.isTTY === true && (index + 1) % 100 === 0) io.stderr.write(`\r${index + 1}/${options.count}`);
  }
  if (io.stderr.isTTY === true) io.stderr.write('\r');
  return 0;
}

import { parseArgs } from 'node:util';
import { HELP } from '../help';
import { UsageError, write, type CommandIo } from '../io';
import { fuzzArbitraries, rulesOf, type FuzzMode } from './fuzzCase';
import { parseClock, parseCount, parseSeed, randomSeed } from './fuzzOptions';

/** The parsed options of `rcs-send fuzz`. */
interface FuzzOptions {
  count: number;
  seed: number;
  mode: FuzzMode;
  rule: string | undefined;
  now: Date;
}

/** Parses the arguments of `rcs-send fuzz`; undefined for --help. */
function parseFuzzArgs(args: string[]): FuzzOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      invalid: { type: 'boolean', default: false },
      mixed: { type: 'boolean', default: false },
      rule: { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  if (values.invalid && values.mixed) throw new UsageError('--invalid and --mixed exclude each other');
  if (values.rule !== undefined && values.mixed) throw new UsageError('--rule generates invalid requests only; drop --mixed');
  const mode: FuzzMode = values.invalid || values.rule !== undefined ? 'invalid' : values.mixed ? 'mixed' : 'valid';
  return {
    count: parseCount(values.count),
    seed: values.seed === undefined ? randomSeed() : parseSeed(values.seed),
    mode,
    rule: values.rule,
    now: parseClock(values.now),
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
  const rules = rulesOf(options.rule);
  if (rules === undefined) throw new UsageError(`unknown or non-JSON rule "${options.rule}" (run "rcs-send rules" for the codes)`);
  const caseAt = fuzzArbitraries({ mode: options.mode, rules, seed: options.seed, now: options.now });
  io.stderr.write(`rcs-send fuzz: ${options.count} ${options.mode} request(s), --seed ${options.seed} --now ${options.now.toISOString()}\n`);
  for (let index = 0; index < options.count; index++) {
    await write(io.stdout, `${JSON.stringify(caseAt(index))}\n`);
    if (io.stderr.isTTY === true && (index + 1) % 100 === 0) io.stderr.write(`\r${index + 1}/${options.count}`);
  }
  if (io.stderr.isTTY === true) io.stderr.write('\r');
  return 0;
}

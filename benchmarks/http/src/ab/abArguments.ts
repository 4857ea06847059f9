// The command line of the HTTP A/B run: `<git-ref> [--runs N] [--target KEY] [--sources]`.
import { TARGETS } from '../targets/index';

/** What the HTTP A/B run compares, and how many times. */
export interface AbArguments {
  /** The git ref whose sources are compared with the working tree's. */
  readonly ref: string;
  /** Runs: each measures both sides and the baseline once. */
  readonly runs: number;
  /** The key of the target measured (a row of the benchmark, not the baseline). */
  readonly target: string;
  /** Serve both sides from their TypeScript sources through tsx instead of building each first (quicker, not as published). */
  readonly sources: boolean;
}

/** The usage line, shown with every usage error. */
export const AB_USAGE = 'usage: pnpm bench:ab:http <git-ref> [--runs N] [--target node-bridge|server-database|...] [--sources]   (for example: pnpm bench:ab:http HEAD~1)';

/** Why the command line cannot be run; the program exits 2 with it. */
export class AbUsageError extends Error {}

const targetKeys = TARGETS.slice(1).map((target) => target.key);

/** The arguments of `args` (the command line after the program); throws an {@link AbUsageError} when they are wrong. */
export function readAbArguments(args: readonly string[]): AbArguments {
  let ref: string | undefined;
  let runs = 5;
  let target = 'node-bridge';
  let sources = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--') continue;
    if (arg === '--runs') {
      runs = Number(args[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 2) throw new AbUsageError('--runs takes a whole number of at least 2');
    } else if (arg === '--target') {
      target = args[(i += 1)] ?? '';
      if (!targetKeys.includes(target)) throw new AbUsageError(`--target takes one of ${targetKeys.join(', ')}`);
    } else if (arg === '--sources') {
      sources = true;
    } else if (arg.startsWith('-') || ref !== undefined) {
      throw new AbUsageError(`unexpected argument ${arg}`);
    } else {
      ref = arg;
    }
  }
  if (ref === undefined) throw new AbUsageError('which git ref should the working tree be compared with?');
  return { ref, runs, target, sources };
}

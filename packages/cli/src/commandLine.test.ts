import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCommandLine } from './commandLine';
import { parseSeed } from './fuzz/fuzzOptions';
import { UsageError } from './io';

const OPTIONS = { seed: { type: 'string' }, header: { type: 'string', multiple: true }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** The message of the usage error that reading `args` throws. */
function refusal(args: string[], allowPositionals = false): string {
  try {
    readCommandLine(args, OPTIONS, allowPositionals);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`${args.join(' ')} was read without a fault`);
}

describe('readCommandLine', () => {
  it('should give back every seed as it is printed ("--seed S"), negative or not', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        // Arrange
        const printed = `--seed ${seed}`.split(' ');
        // Act
        const { values } = readCommandLine(printed, OPTIONS, false);
        // Assert
        expect(parseSeed(values.seed as string)).toBe(seed);
      }),
    );
  });

  it('should read a negative number after a string option as its value, in both forms', () => {
    expect(readCommandLine(['--seed', '-1.5'], OPTIONS, false).values).toEqual({ seed: '-1.5' });
    expect(readCommandLine(['--seed=-7'], OPTIONS, false).values).toEqual({ seed: '-7' });
  });

  it('should refuse an option as the value of the option before it, unless given after =', () => {
    expect(refusal(['--seed', '--json'])).toBe('--seed needs a value');
    expect(refusal(['--seed', '-x'])).toBe('--seed needs a value');
    expect(refusal(['--seed'])).toBe('--seed needs a value');
    expect(readCommandLine(['--seed=--json'], OPTIONS, false).values).toEqual({ seed: '--json' });
  });

  it('should name an unknown option in one sentence, long or short', () => {
    expect(refusal(['--bogus'])).toBe('unknown option --bogus');
    expect(refusal(['-x'])).toBe('unknown option -x');
  });

  it('should refuse a value given to a flag', () => {
    expect(refusal(['--json=yes'])).toBe('--json takes no value');
  });

  it('should refuse arguments that are not options unless the command takes them', () => {
    expect(refusal(['file.json'])).toBe('unexpected argument "file.json": this command takes options only');
    expect(readCommandLine(['a.json', '-', '--json', '--', '--b.json'], OPTIONS, true)).toEqual({ values: { json: true }, positionals: ['a.json', '-', '--b.json'] });
  });

  it('should refuse an option given twice, in either form, rather than keep the last', () => {
    expect(refusal(['--seed', '1', '--seed', '2'])).toBe('--seed is given more than once: give it once');
    expect(refusal(['--seed=1', '--seed', '1'])).toBe('--seed is given more than once: give it once');
    expect(refusal(['--json', '--json'])).toBe('--json is given more than once: give it once');
  });

  it('should keep every value of a repeatable option in order, and read a short alias', () => {
    expect(readCommandLine(['--header', 'A: 1', '-h', '--header=B: 2'], OPTIONS, false).values).toEqual({ header: ['A: 1', 'B: 2'], help: true });
  });
});

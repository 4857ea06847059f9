import { parseArgs } from 'node:util';
import { UsageError } from './io';

/** An option of a command: a string that takes a value, or a flag. */
export interface OptionSpec {
  /** `string`: `--name value` or `--name=value`; `boolean`: `--name` alone. */
  readonly type: 'string' | 'boolean';
  /** A one-letter alias (`-h`). */
  readonly short?: string;
  /** May be given more than once, every value kept in order (`--header`). */
  readonly multiple?: boolean;
}

/** The options of a command line as given: a string option's text (each of them for a repeatable one), a flag `true`. */
export type OptionValues<T extends Readonly<Record<string, OptionSpec>>> = {
  -readonly [K in keyof T]?: T[K]['multiple'] extends true ? string[] : T[K]['type'] extends 'string' ? string : true;
};

/** A value that starts with a dash and is a number (`-5`, `-1.5`): a value, never an option. */
const NEGATIVE_NUMBER = /^-\d/;

/**
 * Reads the arguments of a command against its `options`. A negative number is a value
 * (`--seed -123`, as the seeds printed are pasted back; `--count -1` reaches the check of
 * `--count`); an unknown option, a string option without a value, a flag given a value, an
 * option given twice (unless `multiple`) and, without `allowPositionals`, any argument that is
 * not an option are each refused with one sentence, a {@link UsageError}.
 */
export function readCommandLine<T extends Readonly<Record<string, OptionSpec>>>(args: readonly string[], options: T, allowPositionals: boolean): { values: OptionValues<T>; positionals: string[] } {
  const { tokens } = parseArgs({ args: [...args], options, allowPositionals: true, strict: false, tokens: true });
  const values: Record<string, string | string[] | true> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (!allowPositionals) throw new UsageError(`unexpected argument "${token.value}": this command takes options only`);
      positionals.push(token.value);
    }
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (spec === undefined) throw new UsageError(`unknown option ${token.rawName}`);
    if (spec.multiple !== true && Object.hasOwn(values, token.name)) throw new UsageError(`${token.rawName} is given more than once: give it once`);
    if (spec.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
      values[token.name] = true;
      continue;
    }
    const { value } = token;
    // `--url --count 5`: the next option is not --url's value (`--url=--x` says it is).
    if (value === undefined || (!token.inlineValue && value.startsWith('-') && !NEGATIVE_NUMBER.test(value))) throw new UsageError(`${token.rawName} needs a value`);
    const given = values[token.name];
    if (spec.multiple === true) values[token.name] = [...(Array.isArray(given) ? given : []), value];
    else values[token.name] = value;
  }
  return { values: values as OptionValues<T>, positionals };
}

import { parseArgs } from 'node:util';
import { _UsageError } from './usageError';

/** An option of a command: a string that takes a value, or a flag. @internal */
export interface _OptionSpec {
  /** `string`: `--name value` or `--name=value`; `boolean`: `--name` alone. */
  readonly type: 'string' | 'boolean';
  /** A one-letter alias (`-h`). */
  readonly short?: string;
}

/** The options of a command line as given: each string option's text, each flag `true`. @internal */
export type _OptionValues<T extends Readonly<Record<string, _OptionSpec>>> = { -readonly [K in keyof T]?: T[K]['type'] extends 'string' ? string : boolean };

/** A value that starts with a dash and is a number (`-5`, `-1.5`): a value, never an option. */
const NEGATIVE_NUMBER = /^-\d/;

/**
 * Reads `argv` (options anywhere, positionals after `--` as they are) against `options`, as
 * `rcs-send` reads its own: a negative number is a value (`--amount -5` reaches the check of
 * `--amount`, which says what it must be); an unknown option, a string option without a value,
 * a flag given a value and any option given twice are each refused with one sentence, a
 * {@link _UsageError} pointing to the `--help` of `command`. `settings` names, for an option a
 * user may well try that is a setting instead (`--port`), where that setting is given: the
 * sentence then says so.
 *
 * @internal
 */
export function _readCommandLine<T extends Readonly<Record<string, _OptionSpec>>>(
  argv: readonly string[],
  options: T,
  command?: string,
  settings: Readonly<Record<string, string>> = {},
): { values: _OptionValues<T>; positionals: string[] } {
  const { tokens } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  const fault = (message: string): never => {
    throw new _UsageError(message, command);
  };
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (spec === undefined) return fault(`unknown option ${token.rawName}${Object.hasOwn(settings, token.name) ? `: ${settings[token.name]}` : ''}`);
    if (Object.hasOwn(values, token.name)) fault(`${token.rawName} is given more than once: give it once`);
    if (spec.type === 'boolean') {
      if (token.value !== undefined) fault(`${token.rawName} takes no value`);
      values[token.name] = true;
    } else {
      const { value } = token;
      // `--org --amount 5`: the next option is not --org's value (`--org=--x` says it is).
      if (value === undefined || (!token.inlineValue && value.startsWith('-') && !NEGATIVE_NUMBER.test(value))) return fault(`${token.rawName} needs a value`);
      values[token.name] = value;
    }
  }
  return { values: values as _OptionValues<T>, positionals };
}

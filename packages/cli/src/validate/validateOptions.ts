import { readCommandLine } from '../commandLine';
import { parseClock } from '../fuzz/fuzzOptions';
import { UsageError } from '../io';
import { readProfileFile, type ProfileFile } from '../profile/profileFile';

/** The parsed options of `rcs-send validate`. */
export interface ValidateOptions {
  /** Files, folders or `-`; none means stdin. */
  paths: readonly string[];
  /** Print the core's result per request as one JSON line each, then a summary line. */
  json: boolean;
  /** Every request is meant to be rejected: exit 0 iff all are invalid. */
  expectInvalid: boolean;
  /** Check each fuzz line's verdict, code and param against its `expect`. */
  expect: boolean;
  /** An input with no request at all is not an error. */
  allowEmpty: boolean;
  /** The clock expirationDateTime must be later than. */
  now: Date;
  /** The validation profile of `--profile`, judged after the API's rules. */
  profile: ProfileFile | undefined;
}

/** The options of `rcs-send validate`. */
const VALIDATE_OPTIONS = {
  json: { type: 'boolean' },
  'expect-invalid': { type: 'boolean' },
  expect: { type: 'boolean' },
  'allow-empty': { type: 'boolean' },
  now: { type: 'string' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the arguments of `rcs-send validate`; undefined for --help. */
export function parseValidateArgs(args: string[]): ValidateOptions | undefined {
  const { values, positionals } = readCommandLine(args, VALIDATE_OPTIONS, true);
  if (values.help === true) return undefined;
  const expect = values.expect === true;
  const expectInvalid = values['expect-invalid'] === true;
  if (expect && expectInvalid) throw new UsageError('--expect and --expect-invalid exclude each other');
  const now = values.now === undefined ? new Date() : parseClock(values.now);
  const profile = values.profile === undefined ? undefined : readProfileFile(values.profile);
  return { paths: positionals, json: values.json === true, expectInvalid, expect, allowEmpty: values['allow-empty'] === true, now, profile };
}

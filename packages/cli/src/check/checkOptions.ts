import { readCommandLine } from '../commandLine';
import { parseCount, parseSeed, randomSeed, wholeNumber } from '../fuzz/fuzzOptions';
import { UsageError } from '../io';
import { readProfileFile, type ProfileFile } from '../profile/profileFile';
import { readCheckConfig } from './checkConfigFile';

/** The report formats of `--report`. */
type ReportFormat = 'json' | 'junit';

/** The parsed options of `rcs-send check`. */
export interface CheckOptions {
  /** The endpoint; undefined only with --replay (each failure keeps its own). */
  url: string | undefined;
  /** The bearer key, never written to any file. */
  apiKey: string | undefined;
  /** The tenant's organization, put in every request whose broken rule is not about it. */
  organizationId: string | undefined;
  /** The tenant's senders, put in the messages in turn. */
  senders: readonly string[];
  /** Extra request headers, by lower-case name. */
  headers: Readonly<Record<string, string>>;
  /** Requests to send. */
  count: number;
  /** The seed of the generated requests. */
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** Where disagreements are written (NDJSON); undefined for none (replay without --failures). */
  failuresPath: string | undefined;
  /** The failures file to re-send instead of generating requests. */
  replayPath: string | undefined;
  /** The machine-readable report, if any. */
  report: ReportFormat | undefined;
  /** The report's file; undefined for stdout. */
  reportPath: string | undefined;
  /** The validation profile of `--profile` the implementation enforces: requests are generated under it. */
  profile: ProfileFile | undefined;
}

/** The failures file when --failures is not given. */
const DEFAULT_FAILURES_PATH = 'rcs-send-check-failures.ndjson';

/** Reads `--header 'Name: value'` options into lower-case names; the key goes through --api-key only. */
function parseHeaders(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*)$/.exec(line);
    if (match === null) throw new UsageError(`--header must be "Name: value", not "${line}"`);
    const name = (match[1] as string).toLowerCase();
    if (name === 'authorization') throw new UsageError('give the key with --api-key or $RCS_SEND_API_KEY, not --header (it is kept out of every file)');
    if (name === 'content-type' || name === 'content-length') throw new UsageError(`--header ${name} is set by check itself`);
    headers[name] = match[2] as string;
  }
  return headers;
}

/** The options of `rcs-send check`. */
const CHECK_OPTIONS = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  'organization-id': { type: 'string' },
  sender: { type: 'string', multiple: true },
  from: { type: 'string', multiple: true },
  config: { type: 'string' },
  header: { type: 'string', multiple: true },
  count: { type: 'string' },
  seed: { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  failures: { type: 'string' },
  replay: { type: 'string' },
  report: { type: 'string' },
  'report-file': { type: 'string' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the arguments of `rcs-send check` (over its `--config` file); undefined for --help. */
export function parseCheckArgs(args: string[], env: Readonly<Record<string, string | undefined>>): CheckOptions | undefined {
  const { values } = readCommandLine(args, CHECK_OPTIONS, false);
  if (values.help === true) return undefined;
  const file = values.config === undefined ? {} : readCheckConfig(values.config);
  const url = values.url ?? file.url;
  if (url === undefined ? values.replay === undefined : !/^https?:\/\/[^/]/.test(url)) throw new UsageError('--url must be the http(s) URL of POST /v1.2/rcs/send');
  const report = values.report;
  if (report !== undefined && report !== 'json' && report !== 'junit') throw new UsageError(`--report must be json or junit, not "${report}"`);
  if (values['report-file'] !== undefined && report === undefined) throw new UsageError('--report-file needs --report json or --report junit');
  if (values.replay !== undefined && values.failures !== undefined && values.failures === values.replay) throw new UsageError('--failures must not be the file --replay reads');
  const senders = [...(values.sender ?? []), ...(values.from ?? [])];
  return {
    url,
    apiKey: values['api-key'] ?? (env['RCS_SEND_API_KEY'] || undefined),
    organizationId: values['organization-id'] ?? file.organizationId,
    senders: senders.length > 0 ? senders : (file.senders ?? []),
    headers: parseHeaders([...Object.entries(file.headers ?? {}).map(([name, value]) => `${name}: ${value}`), ...(values.header ?? [])]),
    count: values.count === undefined ? (file.count ?? 100) : parseCount(values.count),
    seed: values.seed === undefined ? randomSeed() : parseSeed(values.seed),
    concurrency: wholeNumber(values.concurrency ?? String(file.concurrency ?? 4), '--concurrency', 1, 256),
    timeoutMs: wholeNumber(values.timeout ?? String(file.timeout ?? 10_000), '--timeout', 1, 600_000),
    failuresPath: values.failures ?? (values.replay === undefined ? DEFAULT_FAILURES_PATH : undefined),
    replayPath: values.replay,
    report,
    reportPath: values['report-file'],
    profile: values.profile === undefined ? undefined : readProfileFile(values.profile),
  };
}

import { createReadStream } from 'node:fs';
import type { Expectation } from '../fuzz/fuzzCase';
import { jsonRecords } from '../input/jsonRecords';
import { UsageError } from '../io';
import type { CheckCase } from './caseSource';

/** A request read back from a failures file, with where and how it was sent. */
export interface ReplayedCase extends CheckCase {
  /** The endpoint it was sent to. */
  url: string;
  /** The extra headers it was sent with. */
  headers: Record<string, string>;
}

/** True for a plain JSON object. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for an expectation as `rcs-send fuzz` and the failures file write it. */
function isExpectation(value: unknown): value is Expectation {
  return isObject(value) && (value['ok'] === true || (value['ok'] === false && typeof value['code'] === 'string' && typeof value['param'] === 'string'));
}

/** Reads one line of a failures file, or throws a usage error naming the line. */
function replayedCase(value: unknown, where: string): ReplayedCase {
  const headers = isObject(value) ? value['headers'] : undefined;
  if (
    !isObject(value) ||
    !Number.isSafeInteger(value['index']) ||
    typeof value['rule'] !== 'string' ||
    typeof value['url'] !== 'string' ||
    !isExpectation(value['expect']) ||
    !('request' in value) ||
    !isObject(headers) ||
    !Object.values(headers).every((header) => typeof header === 'string')
  ) {
    throw new UsageError(`${where}: not a line of a failures file (index, rule, url, expect, headers, request)`);
  }
  return { index: value['index'] as number, rule: value['rule'], url: value['url'], expect: value['expect'], headers: headers as Record<string, string>, request: value['request'] };
}

/** A failures file that cannot be read, as a usage error naming the path and what `--replay` takes. */
function unreadable(path: string, error: unknown): UsageError {
  const code = (error as { code?: string }).code ?? 'error';
  return new UsageError(`--replay ${path}: cannot read (${code === 'EISDIR' ? 'it is a folder' : code}); --replay takes a failures file, the NDJSON that check writes to --failures`);
}

/** Reads every request of the failures file at `path` (NDJSON, as `rcs-send check` writes it). */
export async function readFailuresFile(path: string): Promise<ReplayedCase[]> {
  const input = createReadStream(path);
  const cases: ReplayedCase[] = [];
  try {
    for await (const record of jsonRecords(input)) {
      if ('error' in record) throw new UsageError(`${path}:${record.line}:${record.column}: ${record.error}`);
      cases.push(replayedCase(record.value, `${path}:${record.line}`));
    }
  } catch (error) {
    throw error instanceof UsageError ? error : unreadable(path, error);
  }
  if (cases.length === 0) throw new UsageError(`${path} holds no failure to replay`);
  return cases;
}

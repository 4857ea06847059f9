import { readFileSync } from 'node:fs';
import { UsageError } from '../io';

/** What a `--config` file of `rcs-send check` may set: the options of the same names. */
export interface CheckConfigFile {
  /** --url */
  url?: string;
  /** --organization-id */
  organizationId?: string;
  /** --sender, each */
  senders?: string[];
  /** --header, by name */
  headers?: Record<string, string>;
  /** --count */
  count?: number;
  /** --concurrency */
  concurrency?: number;
  /** --timeout, in milliseconds */
  timeout?: number;
}

/** The keys a config file may hold. */
const KEYS = ['url', 'organizationId', 'senders', 'headers', 'count', 'concurrency', 'timeout'] as const;

/** Throws a usage error saying `key` of `path` must be `what`. */
function fail(path: string, key: string, what: string): never {
  throw new UsageError(`${key} in ${path} must be ${what}`);
}

/** True for a non-empty string. */
const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** True for a whole number from 1. */
const positive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * Reads the JSON `--config` file of `rcs-send check`: the tenant and the run's settings, each
 * checked. An API key is refused here: it comes from --api-key or $RCS_SEND_API_KEY only.
 */
export function readCheckConfig(path: string): CheckConfigFile {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new UsageError(code === undefined ? `the config file ${path} is not valid JSON` : `cannot read the config file ${path} (${code})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`the config file ${path} must hold a JSON object`);
  const file = value as Record<string, unknown>;
  if ('apiKey' in file) throw new UsageError(`the config file ${path} must not hold the API key: use $RCS_SEND_API_KEY or --api-key`);
  for (const key of Object.keys(file)) if (!(KEYS as readonly string[]).includes(key)) throw new UsageError(`unknown setting "${key}" in ${path} (known: ${KEYS.join(', ')})`);
  const { url, organizationId, senders, headers, count, concurrency, timeout } = file;
  if (url !== undefined && !text(url)) fail(path, 'url', 'a URL');
  if (organizationId !== undefined && !text(organizationId)) fail(path, 'organizationId', 'a string');
  if (senders !== undefined && !(Array.isArray(senders) && senders.every(text))) fail(path, 'senders', 'an array of strings');
  if (headers !== undefined && (typeof headers !== 'object' || headers === null || Array.isArray(headers) || !Object.values(headers).every((v) => typeof v === 'string'))) {
    fail(path, 'headers', 'an object of strings');
  }
  for (const [key, number] of Object.entries({ count, concurrency, timeout })) if (number !== undefined && !positive(number)) fail(path, key, 'a whole number from 1');
  return file as CheckConfigFile;
}

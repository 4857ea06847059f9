import { UsageError } from '../io';

/**
 * The whole number `value` of the option `name`, from `min` to `max`, written in decimal digits
 * only: `1e3`, `0x10` and `1.0` are refused as `1.5` is, so that a count means what it reads.
 */
export function wholeNumber(value: string, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new UsageError(`${name} must be a whole number ${range}, digits only, not "${value}"`);
  return number;
}

/** The number of requests of `--count`: a whole number from 1; default 1. */
export const parseCount = (value: string | undefined): number => (value === undefined ? 1 : wholeNumber(value, '--count', 1));

/** The seed of `--seed`: an integer in decimal digits, a minus sign allowed, taken to 32 bits. */
export function parseSeed(value: string): number {
  const seed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be an integer, digits only (a minus sign allowed), not "${value}"`);
  return seed | 0;
}

/** A fresh seed for a run without `--seed` (printed, so the run can be replayed). */
export function randomSeed(): number {
  return (Math.random() * 0x1_0000_0000) | 0;
}

/** The clock of `--now` (RFC 3339), or the current time truncated to the second. */
export function parseClock(value: string | undefined): Date {
  if (value === undefined) return new Date(Math.floor(Date.now() / 1000) * 1000);
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now must be a date-time such as 2030-01-31T10:00:00Z, not "${value}"`);
  return now;
}

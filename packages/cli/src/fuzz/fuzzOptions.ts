import { UsageError } from '../io';

/** The number of requests of `--count`: a whole number from 1; default 1. */
export function parseCount(value: string | undefined): number {
  if (value === undefined) return 1;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new UsageError(`--count must be a whole number of at least 1, not "${value}"`);
  return count;
}

/** The seed of `--seed`: a 32-bit integer. */
export function parseSeed(value: string): number {
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be an integer, not "${value}"`);
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

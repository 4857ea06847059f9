import { dateTimeToEpochMs } from '@rcs-send/core';

// What RBM's timestamps need beyond the core's one date reader (`dateTimeToEpochMs`, whole
// milliseconds): the fraction digits as written, read from the text, never a second parse.

/** The instant of a date-time the core accepts: its whole epoch milliseconds and its fraction digits as written. @internal */
export interface _DateTimeText {
  /** Epoch milliseconds, truncated to the whole millisecond (the core's reading). */
  readonly ms: number;
  /** The fraction digits as written ('' when none). */
  readonly fraction: string;
}

/** A date-time as the core reads it, with its fraction digits as written, or undefined when the core refuses it. @internal */
export function _readDateTime(text: string): _DateTimeText | undefined {
  const ms = dateTimeToEpochMs(text);
  return ms === undefined ? undefined : { ms, fraction: /^.{19}\.(\d+)/.exec(text)?.[1] ?? '' };
}

/** True when a fraction digit beyond the millisecond is not zero: the instant lies after its whole millisecond. @internal */
export const _hasSubMillisecond = (instant: _DateTimeText): boolean => /[1-9]/.test(instant.fraction.slice(3));

/** Compares an instant with epoch milliseconds exactly (every fraction digit counts): -1, 0 or 1. @internal */
export function _compareToMs(instant: _DateTimeText, ms: number): -1 | 0 | 1 {
  if (instant.ms !== ms) return instant.ms < ms ? -1 : 1;
  return _hasSubMillisecond(instant) ? 1 : 0;
}

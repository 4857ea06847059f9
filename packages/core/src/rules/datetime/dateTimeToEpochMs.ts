import { _parseDateTime } from './parseDateTime';

/**
 * The instant an RFC 3339 date-time names, read exactly as the core validates it (any offset,
 * lower-case `t`/`z`, a leap second `23:59:60` UTC as the next minute's first millisecond), in
 * epoch milliseconds truncated to the whole millisecond; undefined when the text is not one (or
 * is no string: a JavaScript caller may pass anything).
 * The one date reader: a host compares an accepted `expirationDateTime` with its clock through
 * it, so the instant it keeps is never later than the one the client wrote.
 *
 * @public
 */
export function dateTimeToEpochMs(dateTime: string): number | undefined {
  if (typeof dateTime !== 'string') return undefined;
  const ms = _parseDateTime(dateTime);
  return Number.isNaN(ms) ? undefined : ms;
}

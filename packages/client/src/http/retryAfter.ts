/** An HTTP date as RFC 9110 has senders write it: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The seconds a `Retry-After` value asks to wait: delay-seconds (`"30"`) or an HTTP date (IMF-fixdate) (from
 * `nowMs`); undefined when absent or unreadable. A date in the past is 0.
 *
 * @internal
 */
export function _retryAfterSeconds(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  if (!IMF_FIXDATE.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

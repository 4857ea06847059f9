/** Milliseconds in each unit a wait may be written in. */
const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** The longest wait before a retry: a day. */
const MAX_WAIT_MS = 86_400_000;
/** The most retries a schedule may list. */
const MAX_RETRIES = 20;

/**
 * The webhooks' retry schedule of `RCS_SEND_WEBHOOK_SCHEDULE`: the waits before each retry,
 * comma-separated, each a whole number and a unit (`ms`, `s`, `m` or `h`), e.g. `5s,5m,30m,2h`;
 * at most 20 waits of at most 24 h each; empty (`""`): no retry. Undefined when unset: the
 * engine's own (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). A TypeError names what is wrong.
 *
 * @internal
 */
export function _webhookScheduleOf(env: NodeJS.ProcessEnv): readonly number[] | undefined {
  const text = env['RCS_SEND_WEBHOOK_SCHEDULE'];
  if (text === undefined) return undefined;
  if (text.trim() === '') return [];
  const waits = text.split(',').map((wait) => {
    const [, amount, unit] = /^\s*(\d{1,9})(ms|s|m|h)\s*$/.exec(wait) ?? [];
    const ms = amount === undefined || unit === undefined ? Number.NaN : Number(amount) * (UNIT_MS[unit] ?? Number.NaN);
    if (!(ms <= MAX_WAIT_MS)) throw new TypeError(`RCS_SEND_WEBHOOK_SCHEDULE must list waits such as 5s,5m,30m,2h (a whole number and ms, s, m or h, each at most 24h): not "${wait.trim().slice(0, 20)}"`);
    return ms;
  });
  if (waits.length > MAX_RETRIES) throw new TypeError(`RCS_SEND_WEBHOOK_SCHEDULE may list at most ${MAX_RETRIES} waits`);
  return waits;
}

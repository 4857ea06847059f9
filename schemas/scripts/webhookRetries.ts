// How the delivery engine retries a client webhook, as people read it: written once from the
// engine's own schedule, for the `webhooks` of schemas/openapi.yaml and section 6 of docs/api.md.
import { MAX_WEBHOOK_RETRY_AFTER_MS, WEBHOOK_SCHEDULE_MS } from '@rcs-send/delivery';

/** A wait in milliseconds as people read it (`5 s`, `2 min`, `1 h`). */
export function duration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

/** The engine's waits before each retry (`5 s, 5 min, ...`), the longest `Retry-After` it honours, and the attempt after which it gives an event up. */
export const WEBHOOK_RETRIES = {
  waits: WEBHOOK_SCHEDULE_MS.map(duration).join(', '),
  maxRetryAfter: duration(MAX_WEBHOOK_RETRY_AFTER_MS),
  attempts: WEBHOOK_SCHEDULE_MS.length + 1,
} as const;

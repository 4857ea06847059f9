// Before a target is measured: it must answer payload M and payload X as its row says.
import { API_KEY, PAYLOADS, type PayloadName } from './payload';
import type { Target } from './targets/target';

/** How many messages an answer says were taken: `accepted` (the peers) or ACCEPTED outcomes (the service). */
function acceptedIn(text: string): number | undefined {
  try {
    const body = JSON.parse(text) as { accepted?: unknown; messages?: unknown };
    if (typeof body.accepted === 'number') return body.accepted;
    return Array.isArray(body.messages) ? body.messages.filter((outcome: { status?: unknown }) => outcome.status === 'ACCEPTED').length : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `payload` to `url` once; fails unless the answer has `status` and, when 2xx, says every message of M was taken. */
async function expectAnswer(url: string, payload: PayloadName, status: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: PAYLOADS[payload],
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`answered payload ${payload} with ${response.status} instead of ${status}: ${text.slice(0, 200)}`);
  const messages = (JSON.parse(PAYLOADS[payload]) as { messages: unknown[] }).messages.length;
  if (status < 300 && acceptedIn(text) !== messages) throw new Error(`answered payload ${payload} without taking its ${messages} messages: ${text.slice(0, 200)}`);
}

/** Fails unless `target`, listening at `url`, answers payload M and payload X as its row says. */
export async function checkAnswers(url: string, target: Target): Promise<void> {
  await expectAnswer(url, 'M', target.validStatus);
  await expectAnswer(url, 'X', target.invalidStatus);
}

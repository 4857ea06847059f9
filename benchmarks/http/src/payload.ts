// The requests every target receives: payload M of the core benchmark (about 17 KB, 10 mixed
// messages, 10 distinct valid recipients) and its invalid twin X, built by the core benchmark so
// that both benchmarks measure the very same bytes, and the tenant they are sent as.
import { buildPayloads } from '@rcs-send/benchmark-core/payloads';

const payloads = buildPayloads();
const m = payloads.find((payload) => payload.name === 'M');
const x = payloads.find((payload) => payload.name === 'X');
if (m === undefined || !m.valid || x === undefined || x.valid) throw new Error('the core benchmark has no payloads M and X');

/** The name of a payload: M (valid) or X (M with one violation deep inside). */
export type PayloadName = 'M' | 'X';

/** Every payload's body (compact JSON): M, and X, M with a 26-character reply text in card 7 of message 3. */
export const PAYLOADS: Readonly<Record<PayloadName, string>> = { M: m.body, X: x.body };
/** Their sizes in UTF-8 bytes. */
export const PAYLOAD_BYTES: Readonly<Record<PayloadName, number>> = { M: m.bytes, X: x.bytes };
/** The organization the payloads are sent for. */
export const ORGANIZATION_ID = (JSON.parse(m.body) as { organizationId: string }).organizationId;
/** The sender the payloads use. */
export const SENDER = (JSON.parse(m.body) as { messages: Array<{ from: string }> }).messages[0]?.from ?? '';
/** The API key every request authenticates with. */
export const API_KEY = 'rcs_bench_1f2e3d4c5b6a79880f1e2d3c4b5a6978';

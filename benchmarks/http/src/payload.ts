// The request every target receives: payload M of the core benchmark (about 17 KB, 10
// mixed messages, 10 distinct valid recipients) and its invalid twin X, built by the core benchmark so that both
// benchmarks measure the very same bytes, and the tenant it is sent as.
import { buildPayloads } from '../../core/src/payloads';

const payloads = buildPayloads();
const m = payloads.find((payload) => payload.name === 'M');
const x = payloads.find((payload) => payload.name === 'X');
if (m === undefined || !m.valid || x === undefined || x.valid) throw new Error('the core benchmark has no payloads M and X');

/** The body of every request: payload M, compact JSON. */
export const BODY: string = m.body;
/** Payload X: M with one violation deep inside (a 26-character reply text), to check that a target validates. */
export const INVALID_BODY: string = x.body;
/** Its size in UTF-8 bytes. */
export const BODY_BYTES: number = m.bytes;
/** The organization payload M is sent for. */
export const ORGANIZATION_ID = (JSON.parse(BODY) as { organizationId: string }).organizationId;
/** The sender payload M uses. */
export const SENDER = (JSON.parse(BODY) as { messages: Array<{ from: string }> }).messages[0]?.from ?? '';
/** The API key every request authenticates with. */
export const API_KEY = 'rcs_bench_1f2e3d4c5b6a79880f1e2d3c4b5a6978';

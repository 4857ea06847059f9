// The requests every run sends: payloads S (1 text message) and M (10 mixed messages, about 17 KB)
// of the core benchmark's README, built by the core benchmark, and the tenant they are sent as.
import { buildPayloads } from '@rcs-send/benchmark-core/payloads';

const payloads = buildPayloads();

/** A payload: its name, body, size and number of messages (all valid). */
export interface BenchPayload {
  readonly name: string;
  readonly body: string;
  readonly bytes: number;
  readonly messages: number;
}

/** S and M, as compact JSON. */
export const PAYLOADS: readonly BenchPayload[] = ['S', 'M'].map((name) => {
  const payload = payloads.find((candidate) => candidate.name === name);
  if (payload === undefined || !payload.valid) throw new Error(`the core benchmark has no valid payload ${name}`);
  return { name, body: payload.body, bytes: payload.bytes, messages: (JSON.parse(payload.body) as { messages: unknown[] }).messages.length };
});

const first = JSON.parse(PAYLOADS[1]!.body) as { organizationId: string; messages: Array<{ from: string }> };
/** The organization the payloads are sent for. */
export const ORGANIZATION_ID = first.organizationId;
/** The sender they use. */
export const SENDER = first.messages[0]?.from ?? '';
/** The API key every request authenticates with. */
export const API_KEY = 'rcs_bench_7a6b5c4d3e2f10918273645546372819';

// The preflight of schemas/openapi.yaml: POST /v1.2/rcs/preflight, its query parameter, body
// (the send's), responses (the send's codes but those of holding and submitting, and its query's)
// and an example answer.
import { PREFLIGHT_PATH, SERVICE_ERRORS, type PreflightBody, type ServiceErrorCode } from '@rcs-send/service';
import { NOT_SEND_CODES, errorResponses } from './errorResponses';
import type { Json, Schema } from './json';
import { requestExamples } from './openapiExamples';

/** The send's codes a preflight never answers: it holds, submits and claims nothing. */
const HOLDING_CODES: readonly ServiceErrorCode[] = ['INSUFFICIENT_BALANCE', 'SUBMIT_FAILED', 'IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED'];
/** Its query's codes. */
const QUERY_CODES: readonly ServiceErrorCode[] = ['QUERY_PARAMETER_UNKNOWN', 'QUERY_PARAMETER_REPEATED', 'CAPABILITIES_FLAG_INVALID'];

/** The codes the preflight answers, in status order. */
function preflightCodes(): ServiceErrorCode[] {
  const all = Object.keys(SERVICE_ERRORS) as ServiceErrorCode[];
  const codes = [...QUERY_CODES, ...all.filter((code) => !NOT_SEND_CODES.includes(code) && !HOLDING_CODES.includes(code))];
  return codes.sort((a, b) => SERVICE_ERRORS[a].status - SERVICE_ERRORS[b].status);
}

const AT = '2026-01-15T09:00:00.000Z';
/** An answer: a text message that would go by RCS (its expiration kept over two windows), and a message refused. */
const EXAMPLE: PreflightBody = {
  messages: [
    {
      index: 0,
      status: 'VALID',
      message: { to: '351912345678', from: 'acme_agent', expirationDateTime: '2026-02-10T09:00:00Z', contentMessage: { text: 'Your code is 123456' } },
      units: 1,
      delivery: {
        channel: 'RCS',
        reason: null,
        trafficType: 'TRANSACTION',
        agentId: 'acme_agent',
        agentMessage: { contentMessage: { text: 'Your code is 123456' }, messageTrafficType: 'TRANSACTION', expireTime: '2026-01-30T08:59:00.000Z' },
        windows: [
          { handedOverAt: AT, expireTime: '2026-01-30T08:59:00.000Z' },
          { handedOverAt: '2026-01-30T08:59:00.000Z', expireTime: '2026-02-10T09:00:00Z' },
        ],
        sms: { triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], smsSender: 'ACME', encoding: 'GSM7', text: 'Your code is 123456', truncated: false, segments: [{ text: 'Your code is 123456', units: 19 }] },
        recipient: { reachable: true, features: ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL', 'ACTION_DIAL'], missingFeatures: [] },
      },
    },
    { index: 1, status: 'REJECTED', errors: [{ code: 'SENDER_NOT_CONFIGURED', param: 'messages[1].from', description: SERVICE_ERRORS.SENDER_NOT_CONFIGURED.description }], units: 0 },
  ],
  units: 1,
  balance: { available: 250, after: 249 },
};

/** The path item of `/v1.2/rcs/preflight` (POST), with `headers` of the error statuses and `ref` of a schema by title. */
export function preflightPath(headers: Readonly<Record<number, Schema>>, ref: (title: string) => Schema): Schema {
  const allow = { ...headers, 405: { Allow: { description: 'The method of the path: `POST`.', schema: { type: 'string' } } } };
  const meaning = { 400: 'A query parameter other than `capabilities`, given twice or neither `true` nor `false`; a body that is not JSON; or a root the send refuses (the core\'s codes): answered as the send answers it. A message the send would refuse is not an error: it is REJECTED in the 200 answer.' };
  return {
    [PREFLIGHT_PATH]: {
      post: {
        operationId: 'preflightRcs',
        tags: ['rcs'],
        summary: 'Predict what a send would do, without sending',
        description:
          "The same body, key and tenant rules as POST /v1.2/rcs/send, answered in the same order (401, 429, 400 for the query, 415, 413, 400 for the body, 403, 404) but with nothing stored, held, charged, queued or remembered: an Idempotency-Key is neither read nor consumed; the request counts against the rate limit like any other. 200 with each message's outcome: REJECTED with every issue the send finds (the first is the one the send answers), or VALID with its canonical form, its units (the send holds one per valid message), and what the delivery would do: the RBM AgentMessage of its first handover exactly as sent, the platform windows that keep its expiration, its traffic type, and its channel (RCS; SMS by the sender's fallback policy, with encoding, text and segments; or NONE and why). With `capabilities=true`, the platform is asked about each recipient (its reachability and the features its device lacks), and nothing is remembered of it. Then the request's units and the balance it would leave.",
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'capabilities', in: 'query', required: false, description: "Ask the RCS platform about each valid message's recipient: `true` or `false`.", schema: { type: 'boolean', default: false } }],
        requestBody: { required: true, description: 'The send request, exactly as POST /v1.2/rcs/send takes it.', content: { 'application/json': { schema: ref('PartialSendRequest'), examples: requestExamples() } } as unknown as Json },
        responses: {
          200: { description: "Each message's outcome, in order, the request's units and the balance it would leave.", content: { 'application/json': { schema: ref('PreflightBody'), examples: { predicted: { summary: 'One message by RCS, one refused', value: EXAMPLE } } } } as unknown as Json },
          ...errorResponses({ codes: preflightCodes(), meaning, headers: allow, ref }),
        },
      },
    },
  };
}

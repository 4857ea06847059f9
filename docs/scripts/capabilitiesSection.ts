// Section 11 of docs/api.md: the capability check, GET /v1.2/rcs/capabilities/{msisdn} and
// POST /v1.2/rcs/capabilities, read from the service's constants.
import { CAPABILITIES_MAX_BODY_BYTES, CAPABILITIES_PATH, CAPABILITY_MSISDNS_MAX } from '@rcs-send/service';
import { n } from './markdown';

const ONE_EXAMPLE = '{ "msisdn": "351912345678", "reachable": true, "features": ["RICHCARD_STANDALONE", "RICHCARD_CAROUSEL", "ACTION_DIAL"] }';
const BULK_REQUEST = '{ "organizationId": "3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f", "from": "acme_agent", "msisdns": ["+351 912 345 678", "351912345679"] }';
const BULK_ANSWER = '{ "results": [{ "msisdn": "351912345678", "reachable": true }, { "msisdn": "351912345679", "reachable": false }] }';

/** Section 11: checking whether numbers are reachable over RCS before sending. */
export function capabilitiesSection(): string {
  return [
    '## 11. Checking capabilities',
    '',
    `\`GET {base_url}${CAPABILITIES_PATH}/{msisdn}?organizationId={uuid}&from={sender}\` asks the RCS platform whether the`,
    'agent of sender `from` reaches the number, and which RCS features its device has (RBM `phones.getCapabilities`,',
    'with a fresh `requestId` each time). The number is written as `messages[].to` may be (2.2), percent-encoded in the',
    'path (`%2B351%20912345678`), and read by the same rule: the answer gives it canonical. 200:',
    '',
    '```json',
    ONE_EXAMPLE,
    '```',
    '',
    'or `{ "msisdn": "351912345679", "reachable": false, "features": [] }` when the platform does not reach it.',
    '',
    `\`POST {base_url}${CAPABILITIES_PATH}\` checks 1 to ${n(CAPABILITY_MSISDNS_MAX)} numbers at once (RBM \`users.batchGet\`), one result per`,
    `number in request order (a body of at most ${n(CAPABILITIES_MAX_BODY_BYTES)} bytes):`,
    '',
    '```json',
    BULK_REQUEST,
    '```',
    '',
    '```json',
    BULK_ANSWER,
    '```',
    '',
    'Both are authenticated (401), rate-limited (429, the send\'s own limit: a check counts as a send request) and',
    'checked in this order: `organizationId` (the send\'s codes at `organizationId`), the organization and its RCS',
    'channel (403, 404), unknown body keys (`UNKNOWN_FIELD`), `from` (`FIELD_REQUIRED`, `FIELD_EMPTY`), the numbers',
    `(\`MSISDN_INVALID\` at \`msisdn\` or \`msisdns[i]\`; \`MSISDNS_COUNT_INVALID\` for none or more than ${n(CAPABILITY_MSISDNS_MAX)}), then whether`,
    '`from` is a sender of the organization (`SENDER_NOT_CONFIGURED` at `from`). When the platform is unavailable',
    '(or answers 429 or 5xx), 503 `SERVICE_UNAVAILABLE` with `Retry-After` (the platform\'s, else 1 second).',
    '',
    '- **The organization is named in the query** (`organizationId`), since a key may belong to several; other',
    '  query parameters are ignored, and a parameter given twice is `FIELD_INVALID_TYPE`.',
    `- **At most ${n(CAPABILITY_MSISDNS_MAX)} numbers** per bulk check: each check is one \`users.batchGet\` call (which RBM allows 600`,
    '  times a minute), so a request and its answer stay small; a client splits a longer list. Numbers given twice are',
    '  asked once and answered twice.',
    '- The reference server answers the check only when it delivers (to the emulator or RBM): with delivery off it',
    '  has no platform to ask, and the paths are 404.',
    '',
  ].join('\n');
}

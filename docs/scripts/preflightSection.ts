// Section 13 of docs/api.md: the preflight, POST /v1.2/rcs/preflight, read from the service's
// constants and the example of schemas/openapi.yaml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREFLIGHT_PATH, SEND_PATH } from '@rcs-send/service';
import { parse } from 'yaml';

/** The example answer of the preflight in schemas/openapi.yaml. */
function exampleAnswer(): unknown {
  const document = parse(readFileSync(join(import.meta.dirname, '../../schemas/openapi.yaml'), 'utf8')) as { paths: Record<string, { post: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }> } }> };
  return document.paths[PREFLIGHT_PATH]?.post.responses['200']?.content['application/json']?.examples['predicted']?.value;
}

/** Section 13: what a preflight answers, what it never does, and how its forecast is made. */
export function preflightSection(): string {
  return [
    '## 13. Predicting a send: the preflight',
    '',
    `\`POST {base_url}${PREFLIGHT_PATH}[?capabilities=true]\` takes the body, the key and the tenant rules of \`${SEND_PATH}\` and`,
    'answers what the send would do, with **nothing stored, held, charged, queued or remembered**: no message is kept,',
    'no balance is held or debited, an `Idempotency-Key` header is neither read nor consumed (the same key sends later as',
    'if fresh), and a capability lookup it makes is not remembered for the SMS fallback. It runs the send\'s sequence in the',
    'send\'s order and answers its errors as the send does: 401, 429 (a preflight counts against the rate limit like any',
    'request), 400 for a query parameter other than `capabilities`, given twice (`QUERY_PARAMETER_UNKNOWN`,',
    '`QUERY_PARAMETER_REPEATED`) or neither `true` nor `false` (`CAPABILITIES_FLAG_INVALID`), 415, 413 and 400 for the body,',
    'the root\'s codes (2), 403 and 404 for the organization. It never answers 402, 409 or 422: a request the balance',
    'cannot pay has a negative `balance.after`.',
    '',
    'Then 200 with one outcome per message, in order, found by the very validation the send runs:',
    '',
    '- `REJECTED` with `errors`, every issue of the message; the first is the one the send answers with (7).',
    '- `VALID` with its canonical `message`, its `units` (the send holds one per valid message, the same count its hold',
    '  uses) and `delivery`, what the delivery would do, made by the functions the delivery itself runs:',
    '  - `agentMessage`: the RBM `AgentMessage` body of its first handover, exactly as posted to',
    '    `phones.agentMessages.create` (its `expireTime` is the message\'s own, or the end of the platform\'s window of 15 days',
    '    less a minute from now when the expiration lies beyond it); `agentId` the agent it is sent as;',
    '  - `windows`: how its expiration is kept across the platform\'s windows, each handover and its `expireTime`, the next',
    '    one handed over (under a new platform messageId) when the platform revokes the previous at its end;',
    '  - `trafficType`: the `messageTrafficType` of its sender\'s agent\'s use case;',
    '  - `channel`: `RCS`; `SMS` by the sender\'s fallback policy, `reason` its trigger; or `NONE`, `reason` why',
    '    (`UNSUBSCRIBED`: a promotional message to a user who opted out; `NOT_RCS_CAPABLE` or `FEATURES_MISSING` without',
    '    the policy\'s trigger; `DELIVERY_OFF`: no platform, the message would stay queued; `NOT_TRANSLATABLE`);',
    '  - `sms`: the SMS of the fallback policy (its sender, triggers, encoding, text and segments, encoded as the SMS sender',
    '    encodes it), or null without one; once a message falls back, its unit is given back and each segment costs one;',
    '  - `recipient`, with `capabilities=true` only: whether the agent reaches the number, its device\'s features and',
    '    `missingFeatures`, those the content needs that it lacks (a carousel to a device without `RICHCARD_CAROUSEL`: the',
    '    platform would refuse the message). It is null without `capabilities=true`, and also with it when there is no',
    '    platform to ask (`DELIVERY_OFF`) or the message cannot be put in the platform\'s shape (`NOT_TRANSLATABLE`).',
    '',
    'Beside the messages: `units`, what the request would hold, and `balance`, the organization\'s `available` units and',
    'what the send would leave `after`. An organization whose RCS channel is switched off is answered 403',
    '`RCS_CHANNEL_NOT_ENABLED`, as its send is.',
    '',
    '```json',
    JSON.stringify(exampleAnswer(), null, 2),
    '```',
    '',
  ].join('\n');
}

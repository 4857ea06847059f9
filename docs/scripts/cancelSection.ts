// Section 3.2 of docs/api.md: cancelling an accepted message, DELETE /v1.2/rcs/messages/{id}.
import { MESSAGES_PATH } from '@rcs-send/service';
import { CANCEL_EXAMPLE } from './statusExamples';


/** Section 3.2: the cancel, its answers, and the race with a send in flight. */
export function cancelSection(): string {
  return [
    `### 3.2 Cancelling a message: \`DELETE ${MESSAGES_PATH}/{id}\``,
    '',
    `\`DELETE {base_url}${MESSAGES_PATH}/{id}\` with \`Authorization: Bearer <API_KEY>\` cancels an accepted message`,
    'and answers 200 with its status body (as the lookup\'s), CANCELLED last in its history:',
    '',
    '```json',
    CANCEL_EXAMPLE,
    '```',
    '',
    '- An `ACCEPTED` message is never handed over: it ends `CANCELLED` (no `reason`).',
    '- A `SENT` message is withdrawn at the platform (RBM `agentMessages.delete`), then ends `CANCELLED` with',
    '  a `reason`. RBM answers a withdrawal 200 whether or not the message was still undelivered, so a `DELIVERED`',
    '  or `READ` that arrives later still wins (3). When the platform cannot be reached, 503 with `Retry-After`:',
    '  nothing changed, retry. When it refuses (the message is already delivered), 409 with the status as it stands.',
    '- A message whose handover to the platform is in flight is never answered `CANCELLED` before the platform',
    "  answered: the cancel waits for the handover's outcome (up to 10 s) and cancels what it finds. Taken: it is",
    '  withdrawn as a `SENT` message is (its history shows `SENT`, and what the phone reports later is recorded);',
    '  refused: 409 as it stands; not answered (the worker retries later): `CANCELLED`, never handed over. Still in',
    '  flight after 10 s (the platform is slow, or a stopped worker left it so): 503 with `Retry-After: 1`, nothing changed.',
    '- Cancelling a `CANCELLED` message answers 200 again (nothing is asked of the platform).',
    '- Any other state (`DELIVERED`, `READ`, `EXPIRED`, `FAILED`) answers **409 with the status body**, not the',
    '  error shape: the body says where the message stands, which is why it cannot be cancelled.',
    '',
    'Authentication, `MESSAGE_ID_INVALID` and `MESSAGE_NOT_FOUND` are as for the lookup (another organization\'s',
    'message and an unknown id get the same 404); 405 carries `Allow: GET, HEAD, DELETE`. Cancels are not counted against',
    'the send rate limit. A deployment that cannot reach the platform (the reference server with delivery off)',
    'cancels `ACCEPTED` messages and answers a `SENT` one 409 as it stands.',
    '',
  ].join('\n');
}

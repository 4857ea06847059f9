// Section 3 of docs/api.md: the states of an accepted message, the moves the state port allows
// (read from `advances` of @rcs-send/service, so the table cannot drift), the status lookup and the cancel.
import { advances, advancesOnChannel, MESSAGE_STATES, MESSAGES_PATH } from '@rcs-send/service';
import { cancelSection } from './cancelSection';
import { code, table } from './markdown';
import { LOOKUP_EXAMPLE } from './statusExamples';

const MEANINGS: Readonly<Record<(typeof MESSAGE_STATES)[number], string>> = {
  ACCEPTED: 'the service took it (the 202 or 200 that answered its `id`)',
  SENT: 'the platform took it',
  DELIVERED: 'the platform reports it on the recipient\'s device',
  READ: 'the platform reports it read',
  EXPIRED: 'its `expirationDateTime` came before delivery: never handed over, or withdrawn by the platform at its expiry (`reason` says so)',
  FAILED: 'the platform refused it (e.g. the number is not reachable over RCS) or delivery gave up; `reason` says why',
  CANCELLED: 'the client cancelled it: never handed over, or withdrawn from the platform',
};


/** Section 3: the states, their moves, the history and `GET /v1.2/rcs/messages/{id}`. */
export function statesSection(): string {
  const movesOf = (from: (typeof MESSAGE_STATES)[number]): string => {
    const always = MESSAGE_STATES.filter((to) => advances(from, to));
    const afterHandover = MESSAGE_STATES.filter((to) => !advances(from, to) && advances(from, to, true));
    if (always.length === 0 && afterHandover.length === 0) return 'none: final';
    return [...always.map(code), ...(afterHandover.length === 0 ? [] : [`${afterHandover.map(code).join(', ')} (only after SENT)`])].join(', ');
  };
  const smsMovesOf = (from: (typeof MESSAGE_STATES)[number]): string => {
    const fallback = MESSAGE_STATES.filter((to) => advancesOnChannel(from, 'RCS', to, 'SMS')).map((to) => `${code(to)} (the fallback)`);
    const onSms = MESSAGE_STATES.filter((to) => advancesOnChannel(from, 'SMS', to, 'SMS')).map(code);
    return [...fallback, ...(onSms.length === 0 ? [] : [`on SMS: ${onSms.join(', ')}`])].join('; ') || 'none';
  };
  const moves = MESSAGE_STATES.map((from) => [code(from), MEANINGS[from], movesOf(from), smsMovesOf(from)]);
  return [
    '## 3. Message states',
    '',
    'A request that passes acceptance has its messages submitted for asynchronous processing (`ACCEPTED`,',
    'with an id). A message carrying `expirationDateTime` must never be delivered after that moment.',
    'The operation leaves the later states open; this implementation settles them so:',
    '',
    table(['state', 'meaning', 'may move on to', 'by SMS (fallback)'], moves),
    '',
    '- **Only forward.** A change that does not move a message forward (a repeated event, a late one, an',
    '  event after FAILED) is ignored. An event may skip a state: READ may follow SENT or ACCEPTED',
    '  when the platform\'s reports overtake each other. FAILED comes only from ACCEPTED; EXPIRED and',
    '  CANCELLED from ACCEPTED or SENT.',
    '- **The phone has the last word.** Once a message was handed over (SENT), a withdrawal the platform',
    '  does not confirm can be overtaken: RBM answers a cancel 200 whether or not it withdrew the message,',
    '  and reports `TTL_EXPIRATION_REVOKE_FAILED` when it could not withdraw it at its expiry. A DELIVERED or',
    '  READ that arrives after such a CANCELLED or EXPIRED is recorded (the `reason` goes with the withdrawal).',
    '- **After handover, the platform\'s window.** RBM keeps a message at most 15 days. A message expiring',
    '  later is handed over at once with the end of that window as its expiry at the platform. When the platform',
    '  withdraws it undelivered at the end of a window (`TTL_EXPIRATION_REVOKED`) while its own expiration is',
    '  still ahead, it is handed over again, under a new platform messageId, for the next window, and so on until',
    '  it is delivered or its own expiration passes: then it ends EXPIRED with that reason. It stays SENT meanwhile.',
    '  It is never delivered after its expiration, and never given up earlier than the platform forces. (On one',
    '  machine the embedded database keeps the windows, in a fleet Redis does: every instance hands it over again',
    '  under the same new messageId, so the platform takes one copy.)',
    '- **Opt-outs.** When a user unsubscribes from a sender (RBM\'s UNSUBSCRIBE), the service keeps it until they',
    '  subscribe again, and tells the organization\'s webhook (`recipient.subscription`). A promotional message to',
    '  that user (a sender whose agent is configured PROMOTIONAL) is never handed over: it ends FAILED with the',
    '  reason `UNSUBSCRIBED`. Transactional and authentication messages (a code, a delivery slot, a payment notice)',
    '  are what the user needs and are still sent.',
    '- **SMS fallback.** A message may fall back to SMS (when its organization or sender has it on): the one',
    '  move where a state repeats, `SENT` on channel `SMS` after `ACCEPTED` or after `SENT` on RCS. From then on',
    '  only the SMS\'s receipts move it (`DELIVERED` once every segment is delivered, `FAILED` or `EXPIRED` at the',
    '  first segment that is not), never `READ` (an SMS has no read report), and never `CANCELLED`: a submitted',
    '  SMS cannot be withdrawn, so a cancel leaves it as it is. A platform event that arrives after the fallback',
    '  (RCS) is ignored. Each history step that came by SMS says so (`channel`).',
    '- **Short expirations.** A message expiring in less than the 10 s Google recommends is still handed over,',
    '  with its own expiry: the client chose it.',
    '- **Times** are RFC 3339 UTC date-times with milliseconds: ACCEPTED at the moment of acceptance (the',
    '  same for every message of a request), each later state when the service learned it. A state the',
    '  platform reported also carries `platformAt`, the time the platform gave it: kept for the record, never',
    '  used for order (a platform clock, or a forged event, could put it before ACCEPTED).',
    '- **Unknown ids**: a platform event for a message this service did not accept (or no longer keeps) is',
    '  acknowledged and kept nowhere.',
    '- **History**: every state reached, oldest first, each with its time; the last is the current state.',
    '',
    `### 3.1 Looking a message up: \`GET ${MESSAGES_PATH}/{id}\``,
    '',
    `\`GET {base_url}${MESSAGES_PATH}/{id}\` with \`Authorization: Bearer <API_KEY>\` answers where the message`,
    '`id` (a UUID, in any case) stands, with `Content-Type: application/json; charset=utf-8` and',
    '`Cache-Control: no-store`; `reason` is there for FAILED, and for EXPIRED or CANCELLED when the platform said why:',
    '',
    '```json',
    LOOKUP_EXAMPLE,
    '```',
    '',
    `It answers 200 right after the send's 202 (ACCEPTED), 401 as sending does, 400 \`MESSAGE_ID_INVALID\` for`,
    `an id that is not a UUID, 405 with \`Allow: GET, HEAD, DELETE\` for another method (HEAD is answered as GET is, without the body), and 404 \`MESSAGE_NOT_FOUND\``,
    'unless the key\'s principal is a member of the organization the message was sent for: an unknown id and',
    'another organization\'s message get the same answer, so nobody learns that a message exists. Lookups are',
    'not counted against the send rate limit. The reference server keeps states in its database with the',
    'messages (ACCEPTED recorded in the transaction that stores the message), or in Redis for a fleet.',
    '',
    cancelSection(),
  ].join('\n');
}

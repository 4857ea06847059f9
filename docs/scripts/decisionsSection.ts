// Section 10 of docs/api.md: how this implementation settles what the operation leaves open.
import { LIMITS } from '@rcs-send/core';
import { n, table } from './markdown';

const PARAM_ROWS = [
  ['the root is not an object, or `messages` is empty (`MESSAGES_EMPTY`)', '`""`'],
  ['a root field', '`organizationId`, `messages`'],
  ['a field of a message', '`messages[2].to`'],
  ['a nested field', '`messages[0].contentMessage.richCard.carouselCard.cardContents[3].media.contentInfo.fileUrl`'],
  ['a missing required field', 'where it should be: `messages[0].from`'],
  ['an unknown key', 'its own path: `messages[0].contentMessage.foo`'],
  ['a rule over several fields of one object (one content type, one card kind, one suggestion type, card rules)', 'the object: `messages[0].contentMessage`'],
  ['too many messages, or too many or too few cards', 'the array: `messages`, `...carouselCard.cardContents`'],
  ['`endTime` not later than `startTime`', 'the path of `endTime`'],
  ['a message over the size limit', '`messages[5]`'],
];

/** Section 10: the decisions, and the `param` notation. */
export function decisionsSection(): string {
  return [
    '## 10. Decisions',
    '',
    'Where the operation leaves a question open, this implementation settles it as follows; each',
    'decision is tested (see `packages/core/RULES.md`).',
    '',
    '- **Characters** are Unicode code points: an emoji such as U+1F600 counts 1, not 2.',
    '- **Presence**: absent means the key is absent. `null`, `""` or a wrong type is an error at that',
    '  field\'s path (`"media": null` is an error at `...media`, not an absent media).',
    '- **Suggestions with an unknown key** are reported at that key\'s path (`...suggestions[2].foo`); if the',
    '  element then has no valid type key, or more than one, its own path (`...suggestions[2]`) too.',
    `- **Message size**: the UTF-8 byte length of \`JSON.stringify(message)\` (compact), at most ${n(LIMITS.messageBytesMax)} bytes (250 x 1024).`,
    '- **`to`**: the MSISDN with its country calling code, canonicalised to digits (`+351 912 345 678`,',
    '  `00351912345678`, `351-912.345.678` all become `351912345678`), valid for its country calling code as',
    '  libphonenumber-js\'s metadata says. A trunk 0 after the calling code that the metadata accepts is kept.',
    '- **`dialAction.phoneNumber`**: E.164 as written, `+` then the digits (no separators).',
    '- **Date-times**: RFC 3339 `date-time` (`2030-01-31T10:00:00Z`, `2030-01-31T10:00:00.250+01:00`):',
    '  seconds required, offset `Z` or `+hh:mm`/`-hh:mm`; a missing offset, `+hhmm`, a date alone or an',
    '  impossible date (30 February) is an error. Comparisons are between instants, never strings.',
    '- **`expirationDateTime`** at or before the moment of validation is an error (the message could never be delivered).',
    '- **Calendar events**: `endTime` strictly later than `startTime`; events in the past are allowed.',
    '- **Media URLs** are judged on the host as the WHATWG URL parser reads it: no userinfo at all; not',
    '  `localhost` or `*.localhost`; not an IP literal in 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 0/8,',
    '  100.64/10, `::1`, `::`, fc00::/7 or fe80::/10 (an IPv4-mapped IPv6 address is judged by its IPv4 part).',
    '  `openUrlAction.url` is opened by the recipient, not fetched: any absolute `http:` or `https:` URL.',
    '- **Case**: `mimeType` and `organizationId` are compared case-insensitively and lower-cased; enums are exact and upper-case.',
    '- **Suggestions at message level** only beside `text`; beside `text` an empty array is valid.',
    '- **`thumbnailImageAlignment`** is required when `cardOrientation` is `HORIZONTAL`.',
    '- **Numbers** are JSON numbers: a latitude of `"38.7"` is an error.',
    '- **Canonical form** is idempotent, keeps the documented key order, and a canonical request comes back deep-equal.',
    '- **Independence**: each message is validated on its own, even when the root has errors; an error in',
    '  `messages[3]` never changes another message\'s verdict.',
    '- **Batches**: by default valid messages are accepted while invalid ones are rejected with their own',
    '  error (200); a deployment may choose all-or-nothing (any invalid message: 400, nothing charged).',
    '',
    '### 10.1 `param`: the field path',
    '',
    'Dot-and-bracket notation from the root of the body:',
    '',
    table(['case', 'param'], PARAM_ROWS),
    '',
  ].join('\n');
}

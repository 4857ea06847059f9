import { LIMITS } from '../limits/limits';
import type { ErrorDefinition } from './errorDefinition';
import { M, SUGGESTION } from './paths';

/** Codes of the root, the generic field rules and the message object (API reference 2.1, 2.2, 8). @internal */
export const REQUEST_CODES = {
  REQUEST_NOT_OBJECT: {
    description: 'The request body must be a JSON object.',
    rule: 'The body is an object with organizationId and messages.',
    source: 'section 2.1',
    param: '""',
  },
  MESSAGES_EMPTY: {
    description: `messages is empty: a request carries ${LIMITS.messagesMin} to ${LIMITS.messagesMax} messages.`,
    rule: `messages has at least ${LIMITS.messagesMin} element.`,
    source: 'section 2.1, 7, 8',
    param: '""',
  },
  MESSAGES_TOO_MANY: {
    description: `messages must hold at most ${LIMITS.messagesMax} messages.`,
    rule: `messages has at most ${LIMITS.messagesMax} elements.`,
    source: 'section 2.1, 8',
    param: 'messages',
  },
  ORGANIZATION_ID_INVALID: {
    description: 'organizationId must be a UUID (8-4-4-4-12 hexadecimal digits).',
    rule: 'organizationId is a UUID; canonical form lower case.',
    source: 'section 2.1, decisions',
    param: 'organizationId',
  },
  FIELD_REQUIRED: {
    description: 'This field is required.',
    rule: 'Every required field is present.',
    source: 'section 2',
    param: 'the path of the missing field',
  },
  FIELD_INVALID_TYPE: {
    description: 'This field has the wrong type.',
    rule: 'Every field has its documented JSON type (strings, finite numbers, objects, arrays); null is never a value.',
    source: 'section 2, decisions',
    param: 'the path of the field',
  },
  FIELD_EMPTY: {
    description: 'This field must not be an empty string.',
    rule: 'Required strings, and optional strings that are present, are non-empty.',
    source: 'decisions',
    param: 'the path of the field',
  },
  STRING_NOT_WELL_FORMED: {
    description: 'This string holds a lone UTF-16 surrogate (such as \\ud800), which no UTF-8 text can carry.',
    rule: 'Every string is well-formed Unicode: a high surrogate escape (\\ud800 to \\udbff) is always followed by a low one (\\udc00 to \\udfff), and a low one never stands alone. Such a string is not judged by its field\'s other rules.',
    source: 'decisions',
    param: 'the path of the field',
  },
  UNKNOWN_FIELD: {
    description: 'This field is not part of the request.',
    rule: 'Only documented keys appear; unknown keys are rejected, never dropped.',
    source: 'decisions',
    param: 'the path of the unknown key',
  },
  FIELD_UNREADABLE: {
    description: 'This field could not be read (a getter or proxy threw).',
    rule: 'Every value can be read as plain data.',
    source: 'decisions',
    param: 'the path of the field',
  },
  MESSAGE_TOO_LARGE: {
    description: `A message must be at most ${LIMITS.messageBytesMax} bytes (250 KB) as compact UTF-8 JSON.`,
    rule: `UTF-8 length of JSON.stringify(message) is at most ${LIMITS.messageBytesMax} bytes.`,
    source: 'section 8, decisions',
    param: M,
  },
  TO_INVALID_FORMAT: {
    description: 'to must be an MSISDN written with digits, optionally a leading + or 00, spaces, -, . or parentheses.',
    rule: 'to holds digits and separators only, with at most one leading + or 00.',
    source: 'section 2.2, decisions',
    param: `${M}.to`,
  },
  TO_LEADING_ZERO: {
    description: 'to must start with the country calling code, which never starts with 0.',
    rule: 'The canonical MSISDN does not start with 0.',
    source: 'section 2.2, decisions',
    param: `${M}.to`,
  },
  TO_INVALID_LENGTH: {
    description: `to must have ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits, country calling code included.`,
    rule: `The canonical MSISDN has ${LIMITS.msisdnMinDigits} to ${LIMITS.msisdnMaxDigits} digits.`,
    source: 'section 2.2, decisions',
    param: `${M}.to`,
  },
  TO_INVALID_NUMBER: {
    description: 'to is not a valid number for its country calling code.',
    rule: 'The MSISDN is a valid number for its country calling code (libphonenumber metadata).',
    source: 'section 2.2, decisions',
    param: `${M}.to`,
  },
  DATETIME_INVALID: {
    description: 'This date-time must follow RFC 3339, e.g. 2030-01-31T10:00:00Z or 2030-01-31T10:00:00.250+01:00.',
    rule: 'Date-times are RFC 3339 date-time: seconds required, offset Z or +hh:mm/-hh:mm, a real calendar date.',
    source: 'section 2.2, 2.7, decisions',
    param: `${M}.expirationDateTime, ${SUGGESTION}.createCalendarEventAction.(startTime | endTime)`,
  },
  EXPIRATION_NOT_IN_FUTURE: {
    description: 'expirationDateTime must be later than now: the message could never be delivered.',
    rule: 'expirationDateTime is a moment after the validation clock `now`.',
    source: 'section 2.2, decisions',
    param: `${M}.expirationDateTime`,
  },
} as const satisfies Record<string, ErrorDefinition>;

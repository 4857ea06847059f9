import fc from 'fast-check';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { LIMITS, validateSendRequest } from '../index';
import {
  CM,
  EMOJI,
  M,
  NOW,
  carouselMessage,
  chars,
  codes,
  createCalendarEventAction,
  get,
  messageIssues,
  reply,
  set,
  suggestionMessage,
  textMessage,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

const withTo = (to: unknown): Obj => ({ ...textMessage(), to });
const withExpiration = (expirationDateTime: unknown): Obj => ({ ...textMessage(), expirationDateTime });
const TO_PATH = `${M()}.to`;
const EXP_PATH = `${M()}.expirationDateTime`;
const CAL = `${CM()}.suggestions[0].createCalendarEventAction`;

/** The UTF-8 length of the compact JSON of `value`, as the contract measures a message. */
const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

// ---- to -------------------------------------------------------------------------------------

/** A valid number of each country (checked against libphonenumber-js below), written in its usual shape. */
const COUNTRIES: [country: string, written: string, canonical: string][] = [
  ['PT', '+351 912 345 678', '351912345678'],
  ['ES', '+34 612 34 56 78', '34612345678'],
  ['GB', '+44 7400 123456', '447400123456'],
  ['US', '+1 (201) 555-0123', '12015550123'],
  ['BR', '+55 (11) 96123-4567', '5511961234567'],
  ['IN', '+91 81234 56789', '918123456789'],
  ['DE', '0049 1512 3456789', '4915123456789'],
];

describe('TO_INVALID_FORMAT', () => {
  it.each([
    '+351912345678',
    '00351912345678',
    '351912345678',
    '351 912 345 678',
    '+351 912 345 678',
    '351-912-345-678',
    '351.912.345.678',
    '+351 (912) 345-678',
    '(351) 912 345 678',
    '00 351 912 345 678',
    '+351-912.345 (678)',
    '+351912345678 ',
    '351  912--345..678',
  ])('%j is canonicalised to 351912345678 in value', (to) => {
    const result = validate(validRequest(withTo(to)));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.to).toBe('351912345678');
    expect(result.messages[0]?.value?.to).toBe('351912345678');
  });

  it.each(COUNTRIES)('%s: %j is canonicalised to %s', (country, written, canonical) => {
    expect(isValidPhoneNumber(`+${canonical}`)).toBe(true);
    expect(isValidPhoneNumber(written.replace(/^00/, '+'), country as 'PT')).toBe(true);
    for (const to of [written, canonical, `+${canonical}`, `00${canonical}`]) {
      const result = validate(validRequest(withTo(to)));
      expect(codes(result)).toEqual([]);
      expect(result.value?.messages[0]?.to).toBe(canonical);
    }
  });

  it.each([
    '351912345678a',
    'abc',
    '+351 912 345 67O',
    '++351912345678',
    '351+912345678',
    '351912345678+',
    '00+351912345678',
    '+',
    ' ',
    '()',
    '351\t912345678',
    '\t351912345678',
    '351\n912345678',
    '351_912_345_678',
    '351/912/345/678',
    '+351\u00a0912345678',
    '\uff13\uff15\uff11\uff19\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18',
    '\u0663\u0665\u0661\u0669\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668',
    'tel:+351912345678',
  ])('%j fails', (to) => {
    expect(messageIssues(withTo(to))).toEqual([`TO_INVALID_FORMAT@${TO_PATH}`]);
  });
});

describe('TO_LEADING_ZERO', () => {
  it.each(['0912345678', '0 912 345 678', '0351912345678', '+0351912345678', '+00351912345678', '000351912345678'])(
    '%j fails',
    (to) => {
      expect(messageIssues(withTo(to))).toEqual([`TO_LEADING_ZERO@${TO_PATH}`]);
    },
  );
});

describe('TO_INVALID_LENGTH', () => {
  const seven = chars(LIMITS.msisdnMinDigits - 1, '1');
  const sixteen = `351${chars(LIMITS.msisdnMaxDigits + 1 - 3, '9')}`;

  it.each([seven, `+${seven}`, `00${seven}`, '123-4567', sixteen, `+${sixteen}`, '+351 912 345 678 9012'])('%j fails', (to) => {
    expect(messageIssues(withTo(to))).toEqual([`TO_INVALID_LENGTH@${TO_PATH}`]);
  });

  it('the bounds are LIMITS.msisdnMinDigits and LIMITS.msisdnMaxDigits digits', () => {
    expect(seven.replace(/\D/g, '')).toHaveLength(LIMITS.msisdnMinDigits - 1);
    expect(sixteen).toHaveLength(LIMITS.msisdnMaxDigits + 1);
  });

  // Valid numbers of exactly the shortest and the longest length exist in libphonenumber-js's metadata.
  it.each(['43100000', '49100000', '431000000000000', '491000000000000'])('the valid %s of a boundary length passes', (to) => {
    expect([LIMITS.msisdnMinDigits, LIMITS.msisdnMaxDigits]).toContain(to.length);
    expect(isValidPhoneNumber(`+${to}`)).toBe(true);
    const result = validate(validRequest(withTo(`+${to}`)));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.to).toBe(to);
  });
});

describe('TO_INVALID_NUMBER', () => {
  it.each(['3519123456', '999123456789', '351112345678', '+44 7400 1234', '12005550123'])(
    '%j has 8 to 15 digits but is not a valid number',
    (to) => {
      expect(isValidPhoneNumber(`+${to.replace(/\D/g, '')}`)).toBe(false);
      expect(messageIssues(withTo(to))).toEqual([`TO_INVALID_NUMBER@${TO_PATH}`]);
    },
  );

  it('agrees with libphonenumber-js isValidPhoneNumber on any 8 to 15 digits not starting with 0', () => {
    const digits = fc
      .tuple(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: LIMITS.msisdnMinDigits - 1, maxLength: LIMITS.msisdnMaxDigits - 1 }),
      )
      .map(([first, rest]) => `${first}${rest.join('')}`);
    fc.assert(
      fc.property(digits, (to) => {
        const result = validateSendRequest(validRequest(withTo(to)), { now: NOW });
        const valid = isValidPhoneNumber(`+${to}`);
        expect(codes(result)).toEqual(valid ? [] : [`TO_INVALID_NUMBER@${TO_PATH}`]);
      }),
      { numRuns: 2000 },
    );
  });

  it('separators and a + or 00 prefix never change the verdict or the canonical form', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '(', ')');
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map(([, , canonical]) => canonical)),
        fc.constantFrom('', '+', '00'),
        fc.array(separator, { minLength: 16, maxLength: 16 }),
        (canonical, prefix, separators) => {
          const written = prefix + [...canonical].map((d, i) => d + (separators[i] ?? '')).join('');
          const result = validateSendRequest(validRequest(withTo(written)), { now: NOW });
          expect(codes(result)).toEqual([]);
          expect(result.value?.messages[0]?.to).toBe(canonical);
        },
      ),
    );
  });
});

// ---- date-times ------------------------------------------------------------------------------

const VALID_DATE_TIMES = [
  '2030-01-31T10:00:00Z',
  '2030-01-31T10:00:00+01:00',
  '2030-01-31T10:00:00-05:30',
  '2030-01-31T10:00:00+00:00',
  '2030-01-31T10:00:00-00:00',
  '2030-01-31T10:00:00.250+01:00',
  '2030-01-31T10:00:00.5Z',
  '2030-01-31T10:00:00.123456789Z',
  '2030-01-31t10:00:00z',
  '2032-02-29T10:00:00Z',
  '2030-12-31T23:59:60Z',
  '2031-01-01T00:59:60+01:00',
  '2030-06-30T23:59:59+23:59',
];

const INVALID_DATE_TIMES = [
  '2030-01-31T10:00:00',
  '2030-01-31T10:00:00+0100',
  '2030-01-31T10:00:00+01',
  '2030-01-31',
  '2030-02-30T10:00:00Z',
  '2031-02-29T10:00:00Z',
  '2030-04-31T10:00:00Z',
  '2030-01-31T10:00Z',
  '2030-01-31T10:00:00.Z',
  '2030-01-31T24:00:00Z',
  '2030-01-31T10:60:00Z',
  '2030-13-01T10:00:00Z',
  '2030-00-01T10:00:00Z',
  '2030-01-00T10:00:00Z',
  '2030-01-31T10:00:00+24:00',
  '2030-01-31T10:00:00+01:60',
  '2030-12-31T22:59:60Z',
  '30-01-31T10:00:00Z',
  '2030-1-31T10:00:00Z',
  '2030/01/31T10:00:00Z',
  '2030-01-31T10:00:00ZZ',
  ' 2030-01-31T10:00:00Z',
  '2030-01-31T10:00:00Z ',
  '2030-01-31T10:00:00 Z',
  '+2030-01-31T10:00:00Z',
  '2030-01-31T10:00:00\uff3a',
  'tomorrow',
];

describe('DATETIME_INVALID', () => {
  const calendar = (startTime: string, endTime: string): Obj => {
    const suggestion = createCalendarEventAction();
    set(suggestion, 'createCalendarEventAction.startTime', startTime);
    set(suggestion, 'createCalendarEventAction.endTime', endTime);
    return suggestionMessage(suggestion);
  };

  it.each(VALID_DATE_TIMES)('%j is a valid expirationDateTime, kept as given', (expirationDateTime) => {
    const result = validate(validRequest(withExpiration(expirationDateTime)), new Date('2000-01-01T00:00:00Z'));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.expirationDateTime).toBe(expirationDateTime);
  });

  it.each(VALID_DATE_TIMES)('%j is a valid startTime (end a year later) and endTime (start in 2000)', (dateTime) => {
    expect(messageIssues(calendar(dateTime, '2040-01-01T00:00:00Z'))).toEqual([]);
    expect(messageIssues(calendar('2000-01-01T00:00:00Z', dateTime))).toEqual([]);
  });

  it.each(INVALID_DATE_TIMES)('%j fails at expirationDateTime', (expirationDateTime) => {
    expect(messageIssues(withExpiration(expirationDateTime))).toEqual([`DATETIME_INVALID@${EXP_PATH}`]);
  });

  it.each(INVALID_DATE_TIMES)('%j fails at startTime, and at endTime', (dateTime) => {
    expect(messageIssues(calendar(dateTime, '2030-02-01T11:00:00Z'))).toEqual([`DATETIME_INVALID@${CAL}.startTime`]);
    expect(messageIssues(calendar('2030-02-01T11:00:00Z', dateTime))).toEqual([`DATETIME_INVALID@${CAL}.endTime`]);
  });

  it('both invalid: both reported, in documented order, and nothing compared', () => {
    expect(messageIssues(calendar('2030-02-30T10:00:00Z', '2030-01-31'))).toEqual([
      `DATETIME_INVALID@${CAL}.startTime`,
      `DATETIME_INVALID@${CAL}.endTime`,
    ]);
  });

  it('in a card suggestion, the param is the card suggestion\'s', () => {
    const card = { title: 'Event', suggestions: [reply(), createCalendarEventAction()] };
    set(card, 'suggestions[1].createCalendarEventAction.endTime', '2030-02-01T11:00');
    const msg = { ...textMessage(), contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card } } } };
    expect(messageIssues(msg)).toEqual([
      `DATETIME_INVALID@${CM()}.richCard.standaloneCard.cardContent.suggestions[1].createCalendarEventAction.endTime`,
    ]);
  });
});

describe('EXPIRATION_NOT_IN_FUTURE', () => {
  it.each([
    '2030-01-01T00:00:00Z',
    '2030-01-01T00:00:00.000Z',
    '2030-01-01T01:00:00+01:00',
    '2029-12-31T19:00:00-05:00',
    '2029-12-31T23:59:59.999Z',
    '2029-12-31T23:59:59.9999999Z',
    '2029-12-31T23:59:60Z',
    '2000-01-01T00:00:00Z',
  ])('%j (at or before now) fails', (expirationDateTime) => {
    expect(messageIssues(withExpiration(expirationDateTime))).toEqual([`EXPIRATION_NOT_IN_FUTURE@${EXP_PATH}`]);
  });

  it.each([
    '2030-01-01T00:00:00.001Z',
    '2030-01-01T01:00:00.001+01:00',
    '2029-12-31T19:00:00.001-05:00',
    '2030-01-01T00:00:00.0001Z',
    '2029-12-31T23:59:60.5Z',
    '2030-01-01T00:00:01Z',
  ])('%j (after now) passes', (expirationDateTime) => {
    expect(messageIssues(withExpiration(expirationDateTime))).toEqual([]);
  });

  it('comparison is exact between instants: 1 nanosecond after now passes (sub-millisecond fraction beyond double precision)', () => {
    expect(messageIssues(withExpiration('2030-01-01T00:00:00.000000001Z'))).toEqual([]);
    expect(messageIssues(withExpiration('2030-01-01T01:00:00.000000001+01:00'))).toEqual([]);
  });

  it('is compared with the now option, exactly now failing and now + 1 ms passing, for any now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.998Z'), noInvalidDate: true }), (now) => {
        const at = now.toISOString();
        const later = new Date(now.getTime() + 1).toISOString();
        expect(codes(validateSendRequest(validRequest(withExpiration(at)), { now }))).toEqual([`EXPIRATION_NOT_IN_FUTURE@${EXP_PATH}`]);
        expect(codes(validateSendRequest(validRequest(withExpiration(later)), { now }))).toEqual([]);
      }),
    );
  });

  it('reads a now of epoch milliseconds as the same instant as its Date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.998Z'), noInvalidDate: true }), (now) => {
        const at = validRequest(withExpiration(now.toISOString()));
        const later = validRequest(withExpiration(new Date(now.getTime() + 1).toISOString()));
        expect(codes(validateSendRequest(at, { now: now.getTime() }))).toEqual([`EXPIRATION_NOT_IN_FUTURE@${EXP_PATH}`]);
        expect(codes(validateSendRequest(later, { now: now.getTime() }))).toEqual([]);
      }),
    );
  });

  it('reads a clock it cannot read (an invalid Date, NaN, epoch milliseconds no Date can hold, a string, a throwing getTime) as the current time, never as an unreadable request', () => {
    const throwing = Object.assign(Object.create(Date.prototype) as Date, { getTime: (): number => { throw new Error('clock'); } });
    const beyondDates = [8.64e15 + 1, -8.64e15 - 1, 1e20, -1e20];
    const clocks: unknown[] = [new Date(Number.NaN), Number.NaN, Number.POSITIVE_INFINITY, ...beyondDates, '2030-01-01T00:00:00Z', {}, null, throwing];
    for (const now of clocks) {
      const options = { now } as unknown as { now: Date };
      expect(codes(validateSendRequest(validRequest(withExpiration('2000-01-01T00:00:00Z')), options))).toEqual([`EXPIRATION_NOT_IN_FUTURE@${EXP_PATH}`]);
      expect(codes(validateSendRequest(validRequest(withExpiration('9999-12-31T23:59:59Z')), options))).toEqual([]);
    }
  });

  it('without the now option, the clock is the current time', () => {
    expect(codes(validateSendRequest(validRequest(withExpiration('2000-01-01T00:00:00Z'))))).toEqual([
      `EXPIRATION_NOT_IN_FUTURE@${EXP_PATH}`,
    ]);
    expect(codes(validateSendRequest(validRequest(withExpiration('9999-12-31T23:59:59Z'))))).toEqual([]);
  });

  it('an invalid date-time is only DATETIME_INVALID', () => {
    expect(messageIssues(withExpiration('2000-01-01'))).toEqual([`DATETIME_INVALID@${EXP_PATH}`]);
  });

  it('only the message whose expiration passed is refused', () => {
    const result = validate(validRequest(textMessage(), withExpiration('2029-06-01T00:00:00Z'), withExpiration('2031-06-01T00:00:00Z')));
    expect(codes(result)).toEqual([`EXPIRATION_NOT_IN_FUTURE@${M(1)}.expirationDateTime`]);
    expect(result.messages.map((m) => m.ok)).toEqual([true, false, true]);
  });
});

// ---- from -----------------------------------------------------------------------------------

describe('from', () => {
  it('any non-empty string is accepted and kept as given, with no length limit of its own', () => {
    for (const from of [' ', 'agent', 'Acme \u{1F600} Agent', chars(10_000)]) {
      const result = validate(validRequest({ ...textMessage(), from }));
      expect(codes(result)).toEqual([]);
      expect(result.value?.messages[0]?.from).toBe(from);
    }
  });
});

// ---- size -----------------------------------------------------------------------------------

/**
 * A valid carousel message of 10 cards (2-byte titles, 3-byte descriptions, 4 suggestions each)
 * whose compact JSON is exactly `target` UTF-8 bytes: the 40 postbackData are filled with
 * 4-byte emoji and ASCII to the byte.
 */
function carouselOfBytes(target: number): Obj {
  const msg = carouselMessage(LIMITS.carouselCardsMax);
  const cards = get(msg, 'contentMessage.richCard.carouselCard.cardContents') as Obj[];
  const pads: Obj[] = [];
  for (const card of cards) {
    card.title = chars(LIMITS.cardTitleMaxChars, '\u00e9');
    card.description = chars(LIMITS.cardDescriptionMaxChars, '\u20ac');
    card.suggestions = Array.from({ length: LIMITS.cardSuggestionsMax }, (_, k) => {
      const suggestion = reply();
      set(suggestion, 'reply.text', `${EMOJI}${k}`);
      set(suggestion, 'reply.postbackData', 'x');
      pads.push(suggestion.reply as Obj);
      return suggestion;
    });
  }
  let remaining = target - jsonBytes(msg);
  expect(remaining).toBeGreaterThanOrEqual(0);
  for (const pad of pads) {
    const total = 1 + Math.min(remaining, 4 * LIMITS.postbackDataMaxChars - 1);
    const astral = Math.max(0, Math.ceil((total - LIMITS.postbackDataMaxChars) / 3));
    pad.postbackData = chars(astral, EMOJI) + chars(total - 4 * astral);
    remaining -= total - 1;
  }
  expect(jsonBytes(msg)).toBe(target);
  return msg;
}

/** A message (a text message by default) padded to exactly `target` bytes through `from`, which starts with `prefix`. */
function fromOfBytes(target: number, prefix = '', base: Obj = textMessage()): Obj {
  const msg = { ...base, from: prefix };
  msg.from = prefix + chars(target - jsonBytes(msg));
  expect(jsonBytes(msg)).toBe(target);
  return msg;
}

describe('MESSAGE_TOO_LARGE', () => {
  const max = LIMITS.messageBytesMax;

  it(`a carousel of 10 multi-byte cards of exactly ${max} bytes passes; ${max + 1} bytes fails at messages[i], alone`, () => {
    const fits = carouselOfBytes(max);
    expect(codes(validate(validRequest(textMessage(), fits, textMessage())))).toEqual([]);
    const over = carouselOfBytes(max + 1);
    const result = validate(validRequest(textMessage(), over, textMessage()));
    expect(codes(result)).toEqual([`MESSAGE_TOO_LARGE@${M(1)}`]);
    expect(result.messages.map((m) => m.ok)).toEqual([true, false, true]);
    expect(result.messages[0]?.value).toEqual(textMessage());
  });

  it.each([
    ['ASCII', ''],
    ['2-, 3- and 4-byte characters', `\u00e9\u20ac${EMOJI}`.repeat(1000)],
    ['characters JSON escapes (quotes, backslashes, controls)', '"\\\u0001\n'.repeat(1000)],
  ])('a message padded with %s: exactly the limit passes, one byte more fails', (_, prefix) => {
    expect(messageIssues(fromOfBytes(max, prefix))).toEqual([]);
    expect(messageIssues(fromOfBytes(max + 1, prefix))).toEqual([`MESSAGE_TOO_LARGE@${M()}`]);
  });

  it('sizes lone surrogates as JSON.stringify escapes them (6 bytes each), beside refusing them', () => {
    const prefix = '\ud800\udfff\udc00'.repeat(1000);
    expect(messageIssues(fromOfBytes(max, prefix))).toEqual([`STRING_NOT_WELL_FORMED@${M()}.from`]);
    expect(messageIssues(fromOfBytes(max + 1, prefix))).toEqual([`STRING_NOT_WELL_FORMED@${M()}.from`, `MESSAGE_TOO_LARGE@${M()}`]);
  });

  it('is measured on the message as received (separators of to count), and each message separately', () => {
    const written: Obj = { ...fromOfBytes(max), to: '' };
    written.to = '+351 912 345 678';
    written.from = (written.from as string).slice(0, -('+351 912 345 678'.length - '351912345678'.length));
    expect(jsonBytes(written)).toBe(max);
    expect(messageIssues(written)).toEqual([]);
    written.from = `${written.from as string}a`;
    const result = validate(validRequest(written, fromOfBytes(max), fromOfBytes(max)));
    expect(codes(result)).toEqual([`MESSAGE_TOO_LARGE@${M(0)}`]);
  });

  it('comes last among the message\'s issues', () => {
    const msg = fromOfBytes(max + 1, '', { ...textMessage(), to: '' });
    expect(messageIssues(msg)).toEqual([`FIELD_EMPTY@${M()}.to`, `MESSAGE_TOO_LARGE@${M()}`]);
  });

  it('the limit is 250 KB = 250 x 1024 bytes', () => {
    expect(LIMITS.messageBytesMax).toBe(250 * 1024);
  });

  it('a message over the limit by its text alone cannot exist (text is bounded), but by unknown fields it can', () => {
    const msg = { ...textMessage(), note: chars(max) };
    expect(messageIssues(msg)).toEqual([`UNKNOWN_FIELD@${M()}.note`, `MESSAGE_TOO_LARGE@${M()}`]);
  });
});

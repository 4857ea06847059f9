import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, SUGGESTION_TYPES, validateSendRequest, type SuggestionType } from '../index';
import {
  ABSENT,
  CCJ,
  CM,
  EMOJI,
  NOW,
  SCC,
  SUGGESTION_BUILDERS,
  carouselMessage,
  chars,
  codes,
  get,
  messageIssues,
  mixed,
  reply,
  set,
  standaloneMessage,
  textMessage,
  urlOf,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

/** The three places a suggestion appears: beside text, on a standalone card, on a carousel card. */
const PLACES: [name: string, build: (suggestion: unknown) => Obj, param: string][] = [
  ['message', (s) => textMessage('Pick one', [reply(), s]), `${CM()}.suggestions[1]`],
  ['standalone card', (s) => standaloneMessage({ title: 'Card', suggestions: [s] }), `${SCC()}.suggestions[0]`],
  [
    'carousel card',
    (s) => set(carouselMessage(2), 'contentMessage.richCard.carouselCard.cardContents[1].suggestions', [reply(), s]),
    `${CCJ(1)}.suggestions[1]`,
  ],
];

/** A valid suggestion of `type` with `field` set to `value` (or removed with ABSENT). */
const suggestionWith = (type: SuggestionType, field: string, value: unknown): Obj =>
  set(SUGGESTION_BUILDERS[type](), `${type}.${field}`, value);

/** Asserts that `field` = `value` on a suggestion of `type` gives exactly `code` (or nothing) at every place. */
function expectEverywhere(type: SuggestionType, field: string, value: unknown, code: string | undefined): void {
  for (const [name, build, param] of PLACES) {
    const issues = messageIssues(build(suggestionWith(type, field, value)));
    expect([name, issues]).toEqual([name, code === undefined ? [] : [`${code}@${param}.${type}.${field}`]]);
  }
}

const OTHER_MESSAGE_TYPE: Record<SuggestionType, SuggestionType> = {
  reply: 'dialAction',
  openUrlAction: 'reply',
  dialAction: 'shareLocationAction',
  viewLocationAction: 'createCalendarEventAction',
  shareLocationAction: 'openUrlAction',
  createCalendarEventAction: 'viewLocationAction',
};

describe('SUGGESTION_TYPE_MISSING', () => {
  it.each(PLACES)('%s: an empty suggestion is reported at the element', (_, build, param) => {
    expect(messageIssues(build({}))).toEqual([`SUGGESTION_TYPE_MISSING@${param}`]);
  });

  it.each(PLACES)('%s: { foo: 1 } is an unknown field and a missing type', (_, build, param) => {
    expect(messageIssues(build({ foo: 1 }))).toEqual([`UNKNOWN_FIELD@${param}.foo`, `SUGGESTION_TYPE_MISSING@${param}`]);
  });

  it.each(PLACES)('%s: a type set to null is present: a type error only', (_, build, param) => {
    expect(messageIssues(build({ reply: null }))).toEqual([`FIELD_INVALID_TYPE@${param}.reply`]);
  });

  it('type keys are exact: Reply, action, openUrl are unknown', () => {
    for (const key of ['Reply', 'action', 'openUrl', 'suggestedReply']) {
      expect(messageIssues(textMessage('x', [{ [key]: { text: 't', postbackData: 'p' } }]))).toEqual([
        `UNKNOWN_FIELD@${CM()}.suggestions[0].${key}`,
        `SUGGESTION_TYPE_MISSING@${CM()}.suggestions[0]`,
      ]);
    }
  });
});

describe('SUGGESTION_TYPE_MULTIPLE', () => {
  it.each(SUGGESTION_TYPES)('%s with a second type key is reported once at the element, at every place', (type) => {
    const other = OTHER_MESSAGE_TYPE[type];
    for (const [, build, param] of PLACES) {
      const both = { ...SUGGESTION_BUILDERS[type](), ...SUGGESTION_BUILDERS[other]() };
      expect(messageIssues(build(both))).toEqual([`SUGGESTION_TYPE_MULTIPLE@${param}`]);
    }
  });

  it('all six type keys: once', () => {
    const all = Object.assign({}, ...SUGGESTION_TYPES.map((type) => SUGGESTION_BUILDERS[type]())) as Obj;
    expect(messageIssues(textMessage('x', [all]))).toEqual([`SUGGESTION_TYPE_MULTIPLE@${CM()}.suggestions[0]`]);
  });

  it('each present type is still validated, in documented order', () => {
    const both = { dialAction: { text: 'c', phoneNumber: '12', postbackData: 'p' }, reply: { text: '', postbackData: 'p' } };
    expect(messageIssues(textMessage('x', [both]))).toEqual([
      `SUGGESTION_TYPE_MULTIPLE@${CM()}.suggestions[0]`,
      `FIELD_EMPTY@${CM()}.suggestions[0].reply.text`,
      `DIAL_PHONE_NUMBER_INVALID@${CM()}.suggestions[0].dialAction.phoneNumber`,
    ]);
  });
});

describe('SUGGESTION_TEXT_TOO_LONG', () => {
  const max = LIMITS.suggestionTextMaxChars;

  it.each(SUGGESTION_TYPES)('%s: text of max code points passes, max + 1 fails, at every place (ASCII, emoji, mixed)', (type) => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ]) {
      expectEverywhere(type, 'text', fits, undefined);
      expectEverywhere(type, 'text', over, 'SUGGESTION_TEXT_TOO_LONG');
    }
  });
});

describe('POSTBACK_DATA_TOO_LONG', () => {
  const max = LIMITS.postbackDataMaxChars;

  it.each(SUGGESTION_TYPES)('%s: postbackData of max code points passes, max + 1 fails, at every place (ASCII, emoji, mixed)', (type) => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ]) {
      expectEverywhere(type, 'postbackData', fits, undefined);
      expectEverywhere(type, 'postbackData', over, 'POSTBACK_DATA_TOO_LONG');
    }
  });

  it('postbackData is kept as given', () => {
    const data = ` {"order": 42, "emoji": "${EMOJI}"} `;
    const result = validate(validRequest(textMessage('x', [set(reply(), 'reply.postbackData', data)])));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${CM()}.suggestions[0].reply.postbackData`)).toBe(data);
  });
});

describe('OPEN_URL_INVALID', () => {
  it.each([
    'https://www.example.com/offer',
    'http://www.example.com/offer',
    'HTTPS://WWW.EXAMPLE.COM/',
    'http://localhost:8080/app',
    'https://user:pass@example.com/',
    'https://192.168.1.1/',
    'https://[::1]/',
    'https://example.com/\u00e9t\u00e9',
    'https://xn--mnchen-3ya.de/',
    'https://example.com:65535/',
  ])('%j passes (no public-host rule for a URL the recipient opens) and is kept', (url) => {
    for (const [name, build, param] of PLACES) {
      const result = validate(validRequest(build(suggestionWith('openUrlAction', 'url', url))));
      expect([name, codes(result)]).toEqual([name, []]);
      expect(get(result.value, `${param}.openUrlAction.url`)).toBe(url);
    }
  });

  it.each([
    'ftp://example.com/file',
    'mailto:someone@example.com',
    'tel:+351912345678',
    'javascript:alert(1)',
    'data:text/html,hi',
    'file:///etc/passwd',
    '/relative/path',
    'relative/path',
    'www.example.com',
    '//www.example.com/offer',
    'https://',
    ' https://www.example.com/',
    'https://www.example.com/ ',
    'https://www.exa\tmple.com/',
    'https://www.example.com/\n',
    'https://exa mple.com/',
    'https://example.com:99999/',
    'not a url',
  ])('%j fails', (url) => {
    expectEverywhere('openUrlAction', 'url', url, 'OPEN_URL_INVALID');
  });
});

describe('OPEN_URL_TOO_LONG', () => {
  const max = LIMITS.openUrlMaxChars;

  it('max code points pass, max + 1 fail, at every place (ASCII, emoji, 2-byte)', () => {
    for (const unit of ['a', EMOJI, '\u00e9']) {
      expect([...urlOf(max, unit)]).toHaveLength(max);
      expectEverywhere('openUrlAction', 'url', urlOf(max, unit), undefined);
      expectEverywhere('openUrlAction', 'url', urlOf(max + 1, unit), 'OPEN_URL_TOO_LONG');
    }
  });
});

describe('DIAL_PHONE_NUMBER_INVALID', () => {
  const digits = (n: number): string => `3${chars(n - 1, '5')}`;

  it.each([
    `+${digits(LIMITS.e164MinDigits)}`,
    `+${digits(LIMITS.e164MaxDigits)}`,
    '+351912345678',
    '+12015550123',
  ])('%j passes and is kept as given (not canonicalised)', (phoneNumber) => {
    for (const [name, build, param] of PLACES) {
      const result = validate(validRequest(build(suggestionWith('dialAction', 'phoneNumber', phoneNumber))));
      expect([name, codes(result)]).toEqual([name, []]);
      expect(get(result.value, `${param}.dialAction.phoneNumber`)).toBe(phoneNumber);
    }
  });

  it.each([
    `+${digits(LIMITS.e164MinDigits - 1)}`,
    `+${digits(LIMITS.e164MaxDigits + 1)}`,
    digits(12),
    '351912345678',
    '00351912345678',
    '+0351912345678',
    '+351 912 345 678',
    '+351-912-345-678',
    '+(351)912345678',
    '++351912345678',
    '+351912345678 ',
    ' +351912345678',
    '+35191234567a',
    '+',
    'tel:+351912345678',
    '+\uff13\uff15\uff11\uff19\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18',
  ])('%j fails', (phoneNumber) => {
    expectEverywhere('dialAction', 'phoneNumber', phoneNumber, 'DIAL_PHONE_NUMBER_INVALID');
  });
});

describe('LATITUDE_OUT_OF_RANGE', () => {
  it.each([LIMITS.latitudeMin, LIMITS.latitudeMax, 0, -0, 38.7223, LIMITS.latitudeMax - 1e-9])('%d passes', (latitude) => {
    expectEverywhere('viewLocationAction', 'latitude', latitude, undefined);
  });

  it.each([LIMITS.latitudeMax + 0.000001, LIMITS.latitudeMin - 0.000001, 91, -91, 180, 1e308, -Number.MAX_VALUE])('%d fails', (latitude) => {
    expectEverywhere('viewLocationAction', 'latitude', latitude, 'LATITUDE_OUT_OF_RANGE');
  });

  it.each(['38.7', '0', null, true, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, [38.7], { value: 38.7 }])(
    '%j is not a finite JSON number: FIELD_INVALID_TYPE',
    (latitude) => {
      expectEverywhere('viewLocationAction', 'latitude', latitude, 'FIELD_INVALID_TYPE');
    },
  );

  it('any finite number is judged by its range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (latitude) => {
        const msg = textMessage('x', [suggestionWith('viewLocationAction', 'latitude', latitude)]);
        const inRange = latitude >= LIMITS.latitudeMin && latitude <= LIMITS.latitudeMax;
        expect(codes(validateSendRequest(validRequest(msg), { now: NOW }))).toEqual(
          inRange ? [] : [`LATITUDE_OUT_OF_RANGE@${CM()}.suggestions[0].viewLocationAction.latitude`],
        );
      }),
    );
  });
});

describe('LONGITUDE_OUT_OF_RANGE', () => {
  it.each([LIMITS.longitudeMin, LIMITS.longitudeMax, 0, -9.1393])('%d passes', (longitude) => {
    expectEverywhere('viewLocationAction', 'longitude', longitude, undefined);
  });

  it.each([LIMITS.longitudeMax + 0.000001, LIMITS.longitudeMin - 0.000001, 181, -360, 1e300])('%d fails', (longitude) => {
    expectEverywhere('viewLocationAction', 'longitude', longitude, 'LONGITUDE_OUT_OF_RANGE');
  });

  it.each(['-9.1', null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%j: FIELD_INVALID_TYPE', (longitude) => {
    expectEverywhere('viewLocationAction', 'longitude', longitude, 'FIELD_INVALID_TYPE');
  });

  it('both out of range: both reported, latitude first', () => {
    const s = suggestionWith('viewLocationAction', 'latitude', 100);
    set(s, 'viewLocationAction.longitude', -200);
    expect(messageIssues(textMessage('x', [s]))).toEqual([
      `LATITUDE_OUT_OF_RANGE@${CM()}.suggestions[0].viewLocationAction.latitude`,
      `LONGITUDE_OUT_OF_RANGE@${CM()}.suggestions[0].viewLocationAction.longitude`,
    ]);
  });
});

describe('LOCATION_LABEL_TOO_LONG', () => {
  const max = LIMITS.locationLabelMaxChars;

  it('max code points pass, max + 1 fail, at every place (ASCII, emoji, mixed); absent passes', () => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ]) {
      expectEverywhere('viewLocationAction', 'label', fits, undefined);
      expectEverywhere('viewLocationAction', 'label', over, 'LOCATION_LABEL_TOO_LONG');
    }
    expectEverywhere('viewLocationAction', 'label', ABSENT, undefined);
  });
});

describe('CALENDAR_TITLE_TOO_LONG', () => {
  const max = LIMITS.calendarTitleMaxChars;

  it('max code points pass, max + 1 fail, at every place (ASCII, emoji, mixed)', () => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ]) {
      expectEverywhere('createCalendarEventAction', 'title', fits, undefined);
      expectEverywhere('createCalendarEventAction', 'title', over, 'CALENDAR_TITLE_TOO_LONG');
    }
  });
});

describe('CALENDAR_DESCRIPTION_TOO_LONG', () => {
  const max = LIMITS.calendarDescriptionMaxChars;

  it('max code points pass, max + 1 fail, at every place (ASCII, emoji, mixed); absent passes', () => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ]) {
      expectEverywhere('createCalendarEventAction', 'description', fits, undefined);
      expectEverywhere('createCalendarEventAction', 'description', over, 'CALENDAR_DESCRIPTION_TOO_LONG');
    }
    expectEverywhere('createCalendarEventAction', 'description', ABSENT, undefined);
  });
});

describe('CALENDAR_END_NOT_AFTER_START', () => {
  const event = (startTime: string, endTime: string): Obj => {
    const s = suggestionWith('createCalendarEventAction', 'startTime', startTime);
    return set(s, 'createCalendarEventAction.endTime', endTime);
  };
  const expectEvent = (startTime: string, endTime: string, fails: boolean): void => {
    for (const [name, build, param] of PLACES) {
      const issues = messageIssues(build(event(startTime, endTime)));
      expect([name, startTime, endTime, issues]).toEqual([
        name,
        startTime,
        endTime,
        fails ? [`CALENDAR_END_NOT_AFTER_START@${param}.createCalendarEventAction.endTime`] : [],
      ]);
    }
  };

  it.each([
    ['equal, same writing', '2030-01-31T10:00:00Z', '2030-01-31T10:00:00Z'],
    ['equal instants, different offsets', '2030-01-31T10:00:00Z', '2030-01-31T11:00:00+01:00'],
    ['equal instants, negative offset', '2030-01-31T10:00:00+01:00', '2030-01-31T04:00:00-05:00'],
    ['equal, different fraction lengths', '2030-01-31T10:00:00.1Z', '2030-01-31T10:00:00.100000Z'],
    ['end earlier', '2030-01-31T10:00:00Z', '2030-01-31T09:59:59.999Z'],
    ['end later as a string, earlier as an instant', '2030-01-31T10:00:00Z', '2030-01-31T12:00:00+03:00'],
    ['end 1 ns earlier', '2030-01-31T10:00:00.000000001Z', '2030-01-31T10:00:00Z'],
    ['equal across midnight', '2030-01-31T23:30:00-01:00', '2030-02-01T00:30:00Z'],
  ])('%s fails at endTime', (_, startTime, endTime) => {
    expectEvent(startTime, endTime, true);
  });

  it.each([
    ['end 1 ms later', '2030-01-31T10:00:00Z', '2030-01-31T10:00:00.001Z'],
    ['end 1 ms later, other offset', '2030-01-31T10:00:00Z', '2030-01-31T11:00:00.001+01:00'],
    ['end earlier as a string, later as an instant', '2030-01-31T10:00:00+05:00', '2030-01-31T06:00:00Z'],
    ['end 1 ns later', '2030-01-31T10:00:00Z', '2030-01-31T10:00:00.000000001Z'],
    ['end a sub-ms step later beyond double precision', '2030-01-31T10:00:00.1234567891Z', '2030-01-31T10:00:00.1234567892Z'],
    ['an event in the past', '2000-01-01T10:00:00Z', '2000-01-01T11:00:00Z'],
    ['a leap second then the next second', '2030-12-31T23:59:60Z', '2031-01-01T00:00:00.001Z'],
  ])('%s passes', (_, startTime, endTime) => {
    expectEvent(startTime, endTime, false);
  });

  it('start and end are kept as given', () => {
    const s = event('2030-01-31T10:00:00.5+01:00', '2030-01-31t11:00:00z');
    const result = validate(validRequest(textMessage('x', [s])));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${CM()}.suggestions[0].createCalendarEventAction`)).toEqual(s.createCalendarEventAction);
  });

  it('an invalid start or end is only DATETIME_INVALID: nothing compared', () => {
    expect(messageIssues(textMessage('x', [event('2030-01-31T10:00:00', '2000-01-01T00:00:00Z')]))).toEqual([
      `DATETIME_INVALID@${CM()}.suggestions[0].createCalendarEventAction.startTime`,
    ]);
  });
});

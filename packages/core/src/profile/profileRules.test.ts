import { describe, expect, it } from 'vitest';
import {
  CC,
  CCJ,
  CM,
  M,
  NOW,
  SCC,
  SUGGESTION_BUILDERS,
  carouselMessage,
  codes,
  createCalendarEventAction,
  mediaMessage,
  set,
  standaloneMessage,
  suggestionMessage,
  textMessage,
  validRequest,
  type Obj,
} from '../../test-support/testPayloads';
import { createValidationProfile, LIMITS, PROFILE_ERROR_CATALOGUE, SUGGESTION_TYPES, validateSendRequest, type ValidationProfile } from '../index';

/** The issues (`code@param`) of `body` under the profile `data`, at NOW. */
function profiled(data: ValidationProfile, body: unknown, now: Date = NOW): string[] {
  const result = validateSendRequest(body, { now, profile: createValidationProfile(data) });
  expect(result.ok).toBe(result.issues.length === 0);
  return codes(result);
}

/** The issues of one message under the profile. */
const messageUnder = (data: ValidationProfile, message: Obj, now?: Date): string[] => profiled(data, validRequest(message), now);

describe('PROFILE_TOO_MANY_MESSAGES', () => {
  it('should accept maxMessages messages and refuse one more, at messages', () => {
    const three = validRequest(textMessage(), textMessage(), textMessage());
    expect(profiled({ maxMessages: 3 }, three)).toEqual([]);
    expect(profiled({ maxMessages: 2 }, three)).toEqual(['PROFILE_TOO_MANY_MESSAGES@messages']);
  });

  it('should stay silent when the API already refused the messages array', () => {
    const eleven = validRequest(...Array.from({ length: LIMITS.messagesMax + 1 }, () => textMessage()));
    expect(profiled({ maxMessages: 1 }, eleven)).toEqual(['MESSAGES_TOO_MANY@messages']);
  });

  it('should leave every message valid: the rule is the root\'s', () => {
    const result = validateSendRequest(validRequest(textMessage(), textMessage()), { now: NOW, profile: createValidationProfile({ maxMessages: 1 }) });
    expect(result.ok).toBe(false);
    expect(result.messages.every((message) => message.ok)).toBe(true);
    expect(codes(result.root)).toEqual(['PROFILE_TOO_MANY_MESSAGES@messages']);
  });
});

describe('PROFILE_COUNTRY_NOT_ALLOWED', () => {
  const to = (number: string): Obj => set(textMessage(), 'to', number);
  const PT = '351912345678';
  const US = '12025550123';
  const BS = '12423569999';

  it('should refuse a country outside allowedCallingCodes, at to', () => {
    expect(messageUnder({ allowedCallingCodes: ['351'] }, to(PT))).toEqual([]);
    expect(messageUnder({ allowedCallingCodes: ['44'] }, to(PT))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
  });

  it('should match the canonical to, whatever the client wrote', () => {
    expect(messageUnder({ allowedCallingCodes: ['351'] }, to('+351 912 345 678'))).toEqual([]);
    expect(messageUnder({ refusedCallingCodes: ['351'] }, to('00351912345678'))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
  });

  it('should let the longest listed code decide (1 refused, 1242 allowed; 1 allowed, 1242 refused)', () => {
    const refuseNorthAmerica = { refusedCallingCodes: ['1'], allowedCallingCodes: ['1242', '351'] };
    expect(messageUnder(refuseNorthAmerica, to(BS))).toEqual([]);
    expect(messageUnder(refuseNorthAmerica, to(US))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
    expect(messageUnder(refuseNorthAmerica, to(PT))).toEqual([]);
    const refuseBahamas = { allowedCallingCodes: ['1'], refusedCallingCodes: ['1242'] };
    expect(messageUnder(refuseBahamas, to(US))).toEqual([]);
    expect(messageUnder(refuseBahamas, to(BS))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
    expect(messageUnder(refuseBahamas, to(PT))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
  });

  it('should let an unlisted country pass when only refusedCallingCodes is given', () => {
    expect(messageUnder({ refusedCallingCodes: ['1242'] }, to(US))).toEqual([]);
    expect(messageUnder({ refusedCallingCodes: ['1242'] }, to(BS))).toEqual([`PROFILE_COUNTRY_NOT_ALLOWED@${M()}.to`]);
  });
});

describe('PROFILE_EXPIRATION_REQUIRED', () => {
  it('should refuse a message without expirationDateTime, at where it belongs', () => {
    expect(messageUnder({ expirationRequired: true }, textMessage())).toEqual([`PROFILE_EXPIRATION_REQUIRED@${M()}.expirationDateTime`]);
    expect(messageUnder({ expirationRequired: true }, set(textMessage(), 'expirationDateTime', '2030-01-02T00:00:00Z'))).toEqual([]);
    expect(messageUnder({ expirationRequired: false }, textMessage())).toEqual([]);
  });
});

describe('PROFILE_EXPIRATION_TOO_FAR', () => {
  const expiring = (iso: string): Obj => set(textMessage(), 'expirationDateTime', iso);

  it('should accept the horizon exactly and refuse 1 ms beyond', () => {
    // NOW is 2030-01-01T00:00:00Z; one hour is the horizon.
    expect(messageUnder({ maxExpirationSeconds: 3600 }, expiring('2030-01-01T01:00:00Z'))).toEqual([]);
    expect(messageUnder({ maxExpirationSeconds: 3600 }, expiring('2030-01-01T01:00:00.001Z'))).toEqual([
      `PROFILE_EXPIRATION_TOO_FAR@${M()}.expirationDateTime`,
    ]);
  });

  it('should compare instants, whatever the offset', () => {
    expect(messageUnder({ maxExpirationSeconds: 3600 }, expiring('2030-01-01T02:00:00+01:00'))).toEqual([]);
    expect(messageUnder({ maxExpirationSeconds: 3600 }, expiring('2029-12-31T21:00:01-04:00'))).toEqual([`PROFILE_EXPIRATION_TOO_FAR@${M()}.expirationDateTime`]);
  });

  it('should give an expiration in the past to the API alone', () => {
    expect(messageUnder({ maxExpirationSeconds: 1 }, expiring('2029-01-01T00:00:00Z'))).toEqual([`EXPIRATION_NOT_IN_FUTURE@${M()}.expirationDateTime`]);
  });
});

describe('PROFILE_CONTENT_KIND_NOT_ALLOWED', () => {
  const cases: [string, Obj, string][] = [
    ['text', textMessage(), `${CM()}.text`],
    ['media', mediaMessage(), `${CM()}.contentInfo`],
    ['standaloneCard', standaloneMessage(), `${CM()}.richCard.standaloneCard`],
    ['carousel', carouselMessage(), CC()],
  ];
  for (const [kind, message, param] of cases) {
    it(`should accept ${kind} when allowed and refuse it otherwise, at ${param.slice(M().length)}`, () => {
      expect(messageUnder({ allowedContentKinds: [kind as never] }, message)).toEqual([]);
      const others = cases.map(([other]) => other).filter((other) => other !== kind);
      expect(messageUnder({ allowedContentKinds: others as never[] }, message)).toEqual([`PROFILE_CONTENT_KIND_NOT_ALLOWED@${param}`]);
    });
  }
});

describe('PROFILE_SUGGESTION_KIND_NOT_ALLOWED', () => {
  for (const type of SUGGESTION_TYPES) {
    it(`should accept ${type} when allowed and refuse it otherwise, at its type key`, () => {
      const message = suggestionMessage(SUGGESTION_BUILDERS[type]());
      expect(messageUnder({ allowedSuggestionKinds: [type] }, message)).toEqual([]);
      const others = SUGGESTION_TYPES.filter((other) => other !== type);
      expect(messageUnder({ allowedSuggestionKinds: others }, message)).toEqual([`PROFILE_SUGGESTION_KIND_NOT_ALLOWED@${CM()}.suggestions[0].${type}`]);
    });
  }

  it('should judge the suggestions of cards too', () => {
    expect(messageUnder({ allowedSuggestionKinds: ['reply'] }, standaloneMessage())).toEqual([`PROFILE_SUGGESTION_KIND_NOT_ALLOWED@${SCC()}.suggestions[1].openUrlAction`]);
  });
});

describe('PROFILE_HOST_NOT_ALLOWED', () => {
  const linking = (url: string): Obj => suggestionMessage({ openUrlAction: { text: 'Open', url, postbackData: 'p' } });
  const URL_PARAM = `${CM()}.suggestions[0].openUrlAction.url`;
  const hostVerdicts = (allowedHosts: string[], urls: string[]): boolean[] =>
    urls.map((url) => messageUnder({ allowedHosts }, linking(url)).length === 0);

  it('should allow an exact entry only for that host', () => {
    expect(hostVerdicts(['example.com'], ['https://example.com/a', 'https://www.example.com/', 'https://evilexample.com/', 'https://example.com.evil.com/'])).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('should allow a *. entry for every subdomain at any depth, not for the domain itself or lookalikes', () => {
    expect(
      hostVerdicts(['*.example.com'], ['https://a.example.com/', 'https://a.b.example.com/', 'https://example.com/', 'https://evilexample.com/', 'https://example.com.evil.com/', 'https://a.example.com.evil.com/']),
    ).toEqual([true, true, false, false, false, false]);
  });

  it('should compare hosts as the URL parser reads them: case, trailing dot, port, punycode', () => {
    expect(hostVerdicts(['Example.COM.'], ['https://EXAMPLE.com/', 'https://example.com./', 'http://example.com:8080/x', 'https://user@example.com/'])).toEqual([true, true, true, true]);
    expect(hostVerdicts(['bücher.example'], ['https://xn--bcher-kva.example/', 'https://BÜCHER.example/'])).toEqual([true, true]);
    expect(hostVerdicts(['xn--bcher-kva.example'], ['https://bücher.example/'])).toEqual([true]);
  });

  it('should report the URL at its param with the host in the description', () => {
    const result = validateSendRequest(validRequest(linking('https://evil.com/x')), { now: NOW, profile: createValidationProfile({ allowedHosts: [] }) });
    expect(codes(result)).toEqual([`PROFILE_HOST_NOT_ALLOWED@${URL_PARAM}`]);
    expect(result.issues[0]?.description).toBe(`${PROFILE_ERROR_CATALOGUE.PROFILE_HOST_NOT_ALLOWED.description} Host: evil.com.`);
  });

  it('should judge fileUrl and thumbnailUrl of media and of card media', () => {
    const profile = { allowedHosts: ['www.example.com'] };
    expect(messageUnder(profile, mediaMessage())).toEqual([`PROFILE_HOST_NOT_ALLOWED@${CM()}.contentInfo.fileUrl`, `PROFILE_HOST_NOT_ALLOWED@${CM()}.contentInfo.thumbnailUrl`]);
    expect(messageUnder(profile, carouselMessage(2))).toEqual([0, 1].flatMap((j) => ['fileUrl', 'thumbnailUrl'].map((key) => `PROFILE_HOST_NOT_ALLOWED@${CCJ(j)}.media.contentInfo.${key}`)));
  });
});

describe('PROFILE_TERM_NOT_ALLOWED', () => {
  const terms = (refusedTerms: string[], message: Obj): string[] => messageUnder({ refusedTerms }, message);

  it('should find a term anywhere in text, in any case, at the very start and end', () => {
    expect(terms(['win'], textMessage('winner'))).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM()}.text`]);
    expect(terms(['prize'], textMessage('Claim your PRIZE'))).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM()}.text`]);
    expect(terms(['ÉTÉ'], textMessage('un bel été'))).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM()}.text`]);
    expect(terms(['casino'], textMessage('A casino-free text.'.replace('casino', 'casin0')))).toEqual([]);
  });

  it('should find overlapping terms and name the first one that ends', () => {
    const result = validateSendRequest(validRequest(textMessage('ushers')), { now: NOW, profile: createValidationProfile({ refusedTerms: ['hers', 'she', 'his', 'he'] }) });
    expect(result.issues[0]?.description).toMatch(/Found: "she"\.$/);
  });

  it('should judge every user-visible text: card title and description, suggestion texts, label, calendar title and description', () => {
    const calendar = createCalendarEventAction();
    expect(terms(['dental'], suggestionMessage(calendar))).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM()}.suggestions[0].createCalendarEventAction.description`]);
    expect(terms(['appointment', 'save'], suggestionMessage(calendar))).toEqual(
      ['text', 'title'].map((key) => `PROFILE_TERM_NOT_ALLOWED@${CM()}.suggestions[0].createCalendarEventAction.${key}`),
    );
    expect(terms(['lisbon'], suggestionMessage(SUGGESTION_BUILDERS.viewLocationAction()))).toEqual([`PROFILE_TERM_NOT_ALLOWED@${CM()}.suggestions[0].viewLocationAction.label`]);
    expect(terms(['sale', '20%', 'yes', 'offer'], standaloneMessage())).toEqual(
      ['title', 'description', 'suggestions[0].reply.text', 'suggestions[1].openUrlAction.text'].map((key) => `PROFILE_TERM_NOT_ALLOWED@${SCC()}.${key}`),
    );
  });

  it('should never read postbackData, URLs or phone numbers', () => {
    expect(terms(['reply_yes', 'example', '+351'], suggestionMessage(SUGGESTION_BUILDERS.reply()))).toEqual([]);
    expect(terms(['example', '351'], suggestionMessage(SUGGESTION_BUILDERS.openUrlAction()))).toEqual([]);
  });
});

describe('profile rules beside the API rules', () => {
  it('should leave a message the API refused to the API alone, and report the others\' profile issues after the API\'s', () => {
    const body = validRequest(set(textMessage('casino'), 'to', 'nope'), textMessage('casino'));
    expect(profiled({ refusedTerms: ['casino'] }, body)).toEqual([`TO_INVALID_FORMAT@${M(0)}.to`, `PROFILE_TERM_NOT_ALLOWED@${CM(1)}.text`]);
  });

  it('should give a message invalid only by profile no value, and leave its neighbours alone', () => {
    const result = validateSendRequest(validRequest(textMessage('fine'), textMessage('casino')), { now: NOW, profile: createValidationProfile({ refusedTerms: ['casino'] }) });
    expect(result.ok).toBe(false);
    expect(result.value).toBeUndefined();
    expect(result.messages[0]?.ok).toBe(true);
    expect(result.messages[1]).toEqual({ index: 1, ok: false, issues: [expect.objectContaining({ code: 'PROFILE_TERM_NOT_ALLOWED' })] });
  });

  it('should give the same result as without a profile when the profile is empty', () => {
    const body = validRequest(standaloneMessage(), carouselMessage(), mediaMessage());
    expect(validateSendRequest(body, { now: NOW, profile: createValidationProfile({}) })).toEqual(validateSendRequest(body, { now: NOW }));
  });

  it('should report an options profile that was not compiled as one root issue', () => {
    const result = validateSendRequest(validRequest(), { now: NOW, profile: { maxMessages: 1 } as never });
    expect(codes(result)).toEqual(['PROFILE_OPTIONS_INVALID@']);
    expect(result.messages[0]?.ok).toBe(true);
  });
});

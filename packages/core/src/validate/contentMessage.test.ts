import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, SUGGESTION_TYPES, validateSendRequest } from '../index';
import {
  CM,
  EMOJI,
  NOW,
  SUGGESTION_BUILDERS,
  cardContent,
  chars,
  codes,
  contentInfo,
  everySuggestion,
  message,
  messageIssues,
  mixed,
  reply,
  textMessage,
  validRequest,
  validate,
} from '../../test-support/testPayloads';

const richCard = (): unknown => ({ standaloneCard: { cardOrientation: 'VERTICAL', cardContent: cardContent() } });
const TEXT = `${CM()}.text`;

/** `n` suggestions cycling through every type. */
const suggestions = (n: number): unknown[] =>
  Array.from({ length: n }, (_, k) => SUGGESTION_BUILDERS[SUGGESTION_TYPES[k % SUGGESTION_TYPES.length] as 'reply']());

describe('CONTENT_TYPE_MISSING', () => {
  it('an empty contentMessage is reported at the contentMessage', () => {
    expect(messageIssues(message({}))).toEqual([`CONTENT_TYPE_MISSING@${CM()}`]);
  });

  it('suggestions alone are not a content type', () => {
    expect(messageIssues(message({ suggestions: [reply()] }))).toEqual([`CONTENT_TYPE_MISSING@${CM()}`]);
  });

  it('an unknown key is not a content type: the unknown key first, then the rule', () => {
    expect(messageIssues(message({ location: { latitude: 1, longitude: 2 } }))).toEqual([
      `UNKNOWN_FIELD@${CM()}.location`,
      `CONTENT_TYPE_MISSING@${CM()}`,
    ]);
  });

  it('a content type set to undefined (JavaScript callers) is absent', () => {
    expect(messageIssues(message({ text: undefined }))).toEqual([`CONTENT_TYPE_MISSING@${CM()}`]);
  });

  it('each type alone passes', () => {
    for (const content of [{ text: 'Hi' }, { contentInfo: contentInfo() }, { richCard: richCard() }]) {
      expect(messageIssues(message(content))).toEqual([]);
    }
  });
});

describe('CONTENT_TYPE_MULTIPLE', () => {
  it.each([
    ['text and contentInfo', { text: 'Hi', contentInfo: contentInfo() }],
    ['text and richCard', { text: 'Hi', richCard: richCard() }],
    ['contentInfo and richCard', { contentInfo: contentInfo(), richCard: richCard() }],
    ['all three', { text: 'Hi', contentInfo: contentInfo(), richCard: richCard() }],
  ])('%s: reported once at the contentMessage', (_, content) => {
    expect(messageIssues(message(content))).toEqual([`CONTENT_TYPE_MULTIPLE@${CM()}`]);
  });

  it('presence, not validity, counts: text null beside contentInfo', () => {
    expect(messageIssues(message({ text: null, contentInfo: contentInfo() }))).toEqual([
      `CONTENT_TYPE_MULTIPLE@${CM()}`,
      `FIELD_INVALID_TYPE@${TEXT}`,
    ]);
  });

  it('both sides are still validated, in documented order', () => {
    const content = { richCard: { carouselCard: {} }, text: chars(LIMITS.textMaxChars + 1), contentInfo: { ...contentInfo(), mimeType: 'image/bmp' } };
    expect(messageIssues(message(content))).toEqual([
      `CONTENT_TYPE_MULTIPLE@${CM()}`,
      `TEXT_TOO_LONG@${TEXT}`,
      `MIME_TYPE_UNSUPPORTED@${CM()}.contentInfo.mimeType`,
      `FIELD_REQUIRED@${CM()}.richCard.carouselCard.cardWidth`,
      `FIELD_REQUIRED@${CM()}.richCard.carouselCard.cardContents`,
    ]);
  });

  it('with suggestions beside contentInfo: both rules', () => {
    expect(messageIssues(message({ text: 'Hi', contentInfo: contentInfo(), suggestions: [reply()] }))).toEqual([
      `CONTENT_TYPE_MULTIPLE@${CM()}`,
      `SUGGESTIONS_NOT_ALLOWED@${CM()}.suggestions`,
    ]);
  });
});

describe('SUGGESTIONS_NOT_ALLOWED', () => {
  it.each([
    ['contentInfo', { contentInfo: contentInfo() }],
    ['richCard', { richCard: richCard() }],
  ])('beside %s, even an empty array, is reported at ...contentMessage.suggestions', (_, content) => {
    for (const list of [[], [reply()], everySuggestion()]) {
      expect(messageIssues(message({ ...content, suggestions: list }))).toEqual([`SUGGESTIONS_NOT_ALLOWED@${CM()}.suggestions`]);
    }
  });

  it('beside text, an empty array is valid and kept', () => {
    const result = validate(validRequest(textMessage('Hi', [])));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.contentMessage).toEqual({ text: 'Hi', suggestions: [] });
  });

  it('beside text, suggestions of every type are valid', () => {
    expect(messageIssues(textMessage('Hi', everySuggestion()))).toEqual([]);
  });

  it('suggestions set to undefined (JavaScript callers) beside contentInfo are absent', () => {
    expect(messageIssues(message({ contentInfo: contentInfo(), suggestions: undefined }))).toEqual([]);
  });
});

describe('TEXT_TOO_LONG', () => {
  const max = LIMITS.textMaxChars;

  it.each([
    ['ASCII', chars(max), chars(max + 1)],
    [`astral emoji (${2 * max} UTF-16 units)`, chars(max, EMOJI), chars(max + 1, EMOJI)],
    ['mixed 1- to 4-byte characters', mixed(max), mixed(max + 1)],
    ['ASCII then one emoji', chars(max - 1) + EMOJI, chars(max) + EMOJI],
    ['one emoji then ASCII', EMOJI + chars(max - 1), EMOJI + chars(max)],
  ])('%s: max code points pass, max + 1 fail', (_, fits, over) => {
    expect([...fits]).toHaveLength(max);
    expect([...over]).toHaveLength(max + 1);
    const result = validate(validRequest(textMessage(fits)));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.contentMessage).toEqual({ text: fits });
    expect(messageIssues(textMessage(over))).toEqual([`TEXT_TOO_LONG@${TEXT}`]);
  });

  it('combining marks count as their own code points', () => {
    expect(messageIssues(textMessage(chars(max / 2, 'e\u0301')))).toEqual([]);
    expect(messageIssues(textMessage(chars(max / 2, 'e\u0301') + 'e'))).toEqual([`TEXT_TOO_LONG@${TEXT}`]);
  });

  it('lone surrogates are not counted: the text is refused as not well-formed, however long', () => {
    expect(messageIssues(textMessage(chars(max, '\ud800')))).toEqual([`STRING_NOT_WELL_FORMED@${TEXT}`]);
    expect(messageIssues(textMessage(chars(max + 1, '\udc00')))).toEqual([`STRING_NOT_WELL_FORMED@${TEXT}`]);
  });

  it('any string is judged by its code point count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: max - 3, maxLength: max + 3 }), (text) => {
        if (text.length === 0) return;
        const result = validateSendRequest(validRequest(textMessage(text)), { now: NOW });
        expect(codes(result)).toEqual([...text].length > max ? [`TEXT_TOO_LONG@${TEXT}`] : []);
      }),
      { numRuns: 50 },
    );
  });
});

describe('SUGGESTIONS_TOO_MANY', () => {
  const max = LIMITS.messageSuggestionsMax;

  it(`${max} suggestions (every type) pass, ${max + 1} fail at ...contentMessage.suggestions`, () => {
    const result = validate(validRequest(textMessage('Hi', suggestions(max))));
    expect(codes(result)).toEqual([]);
    expect(result.value?.messages[0]?.contentMessage).toEqual({ text: 'Hi', suggestions: suggestions(max) });
    expect(messageIssues(textMessage('Hi', suggestions(max + 1)))).toEqual([`SUGGESTIONS_TOO_MANY@${CM()}.suggestions`]);
  });

  it('the elements of a too-long array are still validated', () => {
    const list = suggestions(max + 1);
    list[max] = { reply: { text: 'x', postbackData: '' } };
    expect(messageIssues(textMessage('Hi', list))).toEqual([
      `SUGGESTIONS_TOO_MANY@${CM()}.suggestions`,
      `FIELD_EMPTY@${CM()}.suggestions[${max}].reply.postbackData`,
    ]);
  });

  it('0 suggestions pass beside text', () => {
    expect(messageIssues(textMessage('Hi', []))).toEqual([]);
  });
});

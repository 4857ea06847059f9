import { describe, expect, it } from 'vitest';
import { LIMITS, MEDIA_HEIGHTS } from '../index';
import {
  CCJ,
  EMOJI,
  SCC,
  carouselMessage,
  cardContent,
  cardMedia,
  chars,
  codes,
  everySuggestion,
  get,
  messageIssues,
  mixed,
  reply,
  set,
  standaloneMessage,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

/** A message whose card at `param` is `card`: a VERTICAL or HORIZONTAL standalone card, or card 1 of a carousel. */
const PLACES: [name: string, build: (card: unknown) => Obj, param: string][] = [
  ['VERTICAL standalone card', (card) => standaloneMessage(card), SCC()],
  ['HORIZONTAL standalone card', (card) => standaloneMessage(card, 'HORIZONTAL'), SCC()],
  [
    'carousel card',
    (card) => set(carouselMessage(3), 'contentMessage.richCard.carouselCard.cardContents[1]', card),
    CCJ(1),
  ],
];

const media = (): Obj => cardMedia();

describe('CARD_CONTENT_EMPTY', () => {
  it.each(PLACES)('%s: an empty card content is reported at the card content', (_, build, param) => {
    expect(messageIssues(build({}))).toEqual([`CARD_CONTENT_EMPTY@${param}`]);
  });

  it.each(PLACES)('%s: suggestions alone are not enough', (_, build, param) => {
    expect(messageIssues(build({ suggestions: [reply()] }))).toEqual([`CARD_CONTENT_EMPTY@${param}`]);
  });

  it.each(PLACES)('%s: an unknown key first, then the rule', (_, build, param) => {
    expect(messageIssues(build({ subtitle: 'x' }))).toEqual([`UNKNOWN_FIELD@${param}.subtitle`, `CARD_CONTENT_EMPTY@${param}`]);
  });

  it.each(PLACES)('%s: title alone, description alone pass', (_, build) => {
    expect(messageIssues(build({ title: 'T' }))).toEqual([]);
    expect(messageIssues(build({ description: 'D' }))).toEqual([]);
  });

  it.each(PLACES.filter(([name]) => !name.startsWith('HORIZONTAL')))('%s: media alone passes', (_, build) => {
    expect(messageIssues(build({ media: media() }))).toEqual([]);
  });

  it.each(PLACES)('%s: presence, not validity, counts (null title, too long description)', (_, build, param) => {
    expect(messageIssues(build({ title: null }))).toEqual([`FIELD_INVALID_TYPE@${param}.title`]);
    expect(messageIssues(build({ description: chars(LIMITS.cardDescriptionMaxChars + 1) }))).toEqual([
      `CARD_DESCRIPTION_TOO_LONG@${param}.description`,
    ]);
  });
});

describe('HORIZONTAL_CARD_MEDIA_ONLY', () => {
  const [, horizontal] = PLACES[1] as (typeof PLACES)[number];

  it('a HORIZONTAL card with media only fails at the card content', () => {
    expect(messageIssues(horizontal({ media: media() }))).toEqual([`HORIZONTAL_CARD_MEDIA_ONLY@${SCC()}`]);
  });

  it.each([
    ['a title', { title: 'T' }],
    ['a description', { description: 'D' }],
    ['one suggestion', { suggestions: [reply()] }],
    ['four suggestions', { suggestions: everySuggestion().slice(0, 4) }],
  ])('is satisfied by %s', (_, extra) => {
    expect(messageIssues(horizontal({ media: media(), ...extra }))).toEqual([]);
  });

  it('is not satisfied by an empty suggestions array', () => {
    expect(messageIssues(horizontal({ media: media(), suggestions: [] }))).toEqual([`HORIZONTAL_CARD_MEDIA_ONLY@${SCC()}`]);
  });

  it('a suggestion counts only when suggestions is an array with an element: null, {} or "x" do not satisfy rule 2', () => {
    for (const suggestions of [null, {}, 'x']) {
      expect([suggestions, messageIssues(horizontal({ media: media(), suggestions }))]).toEqual([
        suggestions,
        [`HORIZONTAL_CARD_MEDIA_ONLY@${SCC()}`, `FIELD_INVALID_TYPE@${SCC()}.suggestions`],
      ]);
    }
  });

  it('an invalid suggestion element still counts (presence, not validity)', () => {
    expect(messageIssues(horizontal({ media: media(), suggestions: [{}] }))).toEqual([`SUGGESTION_TYPE_MISSING@${SCC()}.suggestions[0]`]);
  });

  it('media null is present: rule 2 applies', () => {
    expect(messageIssues(horizontal({ media: null }))).toEqual([`HORIZONTAL_CARD_MEDIA_ONLY@${SCC()}`, `FIELD_INVALID_TYPE@${SCC()}.media`]);
  });

  it('is not applied to VERTICAL cards nor to carousel cards', () => {
    const [, vertical] = PLACES[0] as (typeof PLACES)[number];
    const [, inCarousel] = PLACES[2] as (typeof PLACES)[number];
    expect(messageIssues(vertical({ media: media() }))).toEqual([]);
    expect(messageIssues(inCarousel({ media: media() }))).toEqual([]);
    const all = carouselMessage(2);
    set(all, 'contentMessage.richCard.carouselCard.cardContents', [{ media: media() }, { media: media() }]);
    expect(messageIssues(all)).toEqual([]);
  });
});

describe('CARD_TITLE_TOO_LONG', () => {
  const max = LIMITS.cardTitleMaxChars;

  it.each(PLACES)('%s: max code points pass, max + 1 fail (ASCII, emoji, mixed)', (_, build, param) => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ] as const) {
      const result = validate(validRequest(build({ ...cardContent(), title: fits })));
      expect(codes(result)).toEqual([]);
      expect(get(result.value, `${param}.title`)).toBe(fits);
      expect(messageIssues(build({ ...cardContent(), title: over }))).toEqual([`CARD_TITLE_TOO_LONG@${param}.title`]);
    }
  });
});

describe('CARD_DESCRIPTION_TOO_LONG', () => {
  const max = LIMITS.cardDescriptionMaxChars;

  it.each(PLACES)('%s: max code points pass, max + 1 fail (ASCII, emoji, mixed)', (_, build, param) => {
    for (const [fits, over] of [
      [chars(max), chars(max + 1)],
      [chars(max, EMOJI), chars(max + 1, EMOJI)],
      [mixed(max), mixed(max + 1)],
    ] as const) {
      expect(messageIssues(build({ ...cardContent(), description: fits }))).toEqual([]);
      expect(messageIssues(build({ ...cardContent(), description: over }))).toEqual([`CARD_DESCRIPTION_TOO_LONG@${param}.description`]);
    }
  });
});

describe('MEDIA_HEIGHT_INVALID', () => {
  it.each(PLACES)('%s: every height passes and is kept; absent passes', (_, build, param) => {
    for (const height of Object.keys(MEDIA_HEIGHTS)) {
      const result = validate(validRequest(build({ ...cardContent(), media: { ...media(), height } })));
      expect(codes(result)).toEqual([]);
      expect(get(result.value, `${param}.media.height`)).toBe(height);
    }
    const noHeight = validate(validRequest(build({ ...cardContent(), media: { contentInfo: media().contentInfo } })));
    expect(codes(noHeight)).toEqual([]);
    expect(get(noHeight.value, `${param}.media`)).not.toHaveProperty('height');
  });

  it.each(PLACES)('%s: other values fail at ...media.height', (_, build, param) => {
    for (const height of ['short', 'Medium', 'LARGE', 'SMALL', '112', ' TALL']) {
      expect([height, messageIssues(build({ ...cardContent(), media: { ...media(), height } }))]).toEqual([
        height,
        [`MEDIA_HEIGHT_INVALID@${param}.media.height`],
      ]);
    }
  });

  it('the heights are SHORT 112, MEDIUM 168 and TALL 264 DP', () => {
    expect(MEDIA_HEIGHTS).toEqual({ SHORT: 112, MEDIUM: 168, TALL: 264 });
  });
});

describe('CARD_SUGGESTIONS_TOO_MANY', () => {
  const max = LIMITS.cardSuggestionsMax;
  const list = (n: number): unknown[] => Array.from({ length: n }, (_, k) => everySuggestion()[k % 6]);

  it.each(PLACES)('%s: max suggestions pass, max + 1 fail at ...suggestions; 0 pass', (_, build, param) => {
    expect(messageIssues(build({ ...cardContent(), suggestions: list(max) }))).toEqual([]);
    expect(messageIssues(build({ ...cardContent(), suggestions: list(max + 1) }))).toEqual([
      `CARD_SUGGESTIONS_TOO_MANY@${param}.suggestions`,
    ]);
    expect(messageIssues(build({ ...cardContent(), suggestions: [] }))).toEqual([]);
  });

  it('the elements of a too-long array are still validated', () => {
    const suggestions = list(max + 1);
    suggestions[max] = { reply: { text: '', postbackData: 'p' } };
    expect(messageIssues(standaloneMessage({ ...cardContent(), suggestions }))).toEqual([
      `CARD_SUGGESTIONS_TOO_MANY@${SCC()}.suggestions`,
      `FIELD_EMPTY@${SCC()}.suggestions[${max}].reply.text`,
    ]);
  });
});

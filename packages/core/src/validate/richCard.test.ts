import { describe, expect, it } from 'vitest';
import { CARD_ORIENTATIONS, CARD_WIDTHS, LIMITS, THUMBNAIL_IMAGE_ALIGNMENTS } from '../index';
import {
  ABSENT,
  CC,
  CCJ,
  CM,
  SC,
  carouselMessage,
  cardContent,
  codes,
  get,
  message,
  messageIssues,
  set,
  standaloneMessage,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

const RC = `${CM()}.richCard`;
const standalone = (): Obj => get(standaloneMessage(), 'contentMessage.richCard.standaloneCard') as Obj;
const carousel = (): Obj => get(carouselMessage(), 'contentMessage.richCard.carouselCard') as Obj;
const horizontal = (alignment: unknown = ABSENT): Obj => {
  const msg = standaloneMessage(cardContent(), 'HORIZONTAL');
  return set(msg, 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', alignment);
};

describe('RICH_CARD_KIND_MISSING', () => {
  it('an empty richCard is reported at the richCard', () => {
    expect(messageIssues(message({ richCard: {} }))).toEqual([`RICH_CARD_KIND_MISSING@${RC}`]);
  });

  it('an unknown key is not a card kind', () => {
    expect(messageIssues(message({ richCard: { card: standalone() } }))).toEqual([`UNKNOWN_FIELD@${RC}.card`, `RICH_CARD_KIND_MISSING@${RC}`]);
  });

  it('a kind set to null is present (a type error, not a missing kind)', () => {
    expect(messageIssues(message({ richCard: { standaloneCard: null } }))).toEqual([`FIELD_INVALID_TYPE@${RC}.standaloneCard`]);
  });
});

describe('RICH_CARD_KIND_MULTIPLE', () => {
  it('both kinds are reported once at the richCard', () => {
    expect(messageIssues(message({ richCard: { standaloneCard: standalone(), carouselCard: carousel() } }))).toEqual([
      `RICH_CARD_KIND_MULTIPLE@${RC}`,
    ]);
  });

  it('both kinds are still validated', () => {
    const richCard = { carouselCard: { ...carousel(), cardWidth: 'LARGE' }, standaloneCard: { ...standalone(), cardOrientation: 'vertical' } };
    expect(messageIssues(message({ richCard }))).toEqual([
      `RICH_CARD_KIND_MULTIPLE@${RC}`,
      `CARD_ORIENTATION_INVALID@${SC()}.cardOrientation`,
      `CARD_WIDTH_INVALID@${CC()}.cardWidth`,
    ]);
  });
});

describe('CARD_ORIENTATION_INVALID', () => {
  it.each(['vertical', 'Vertical', 'horizontal', 'DIAGONAL', ' VERTICAL', 'VERTICAL ', 'LANDSCAPE', '\u0130'])('%j fails', (orientation) => {
    expect(messageIssues(standaloneMessage(cardContent(), orientation))).toEqual([`CARD_ORIENTATION_INVALID@${SC()}.cardOrientation`]);
  });

  it.each(CARD_ORIENTATIONS)('%s passes and is kept', (orientation) => {
    const result = validate(validRequest(standaloneMessage(cardContent(), orientation)));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${SC()}.cardOrientation`)).toBe(orientation);
  });
});

describe('THUMBNAIL_ALIGNMENT_REQUIRED', () => {
  it('a HORIZONTAL card without thumbnailImageAlignment fails at that path', () => {
    expect(messageIssues(horizontal())).toEqual([`THUMBNAIL_ALIGNMENT_REQUIRED@${SC()}.thumbnailImageAlignment`]);
  });

  it('undefined (JavaScript callers) is absent', () => {
    expect(messageIssues(horizontal(undefined))).toEqual([`THUMBNAIL_ALIGNMENT_REQUIRED@${SC()}.thumbnailImageAlignment`]);
  });

  it('null is present: a type error only', () => {
    expect(messageIssues(horizontal(null))).toEqual([`FIELD_INVALID_TYPE@${SC()}.thumbnailImageAlignment`]);
  });

  it.each(THUMBNAIL_IMAGE_ALIGNMENTS)('HORIZONTAL with %s passes and keeps it', (alignment) => {
    const result = validate(validRequest(horizontal(alignment)));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${SC()}.thumbnailImageAlignment`)).toBe(alignment);
  });

  it('a VERTICAL card needs none, and may carry one (LEFT or RIGHT)', () => {
    expect(messageIssues(standaloneMessage())).toEqual([]);
    for (const alignment of THUMBNAIL_IMAGE_ALIGNMENTS) {
      const msg = set(standaloneMessage(), 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', alignment);
      const result = validate(validRequest(msg));
      expect(codes(result)).toEqual([]);
      expect(get(result.value, `${SC()}.thumbnailImageAlignment`)).toBe(alignment);
    }
  });

  it('an invalid orientation does not require an alignment', () => {
    expect(messageIssues(standaloneMessage(cardContent(), 'horizontal'))).toEqual([`CARD_ORIENTATION_INVALID@${SC()}.cardOrientation`]);
  });
});

describe('THUMBNAIL_ALIGNMENT_INVALID', () => {
  it.each(['left', 'Right', 'CENTER', 'TOP', ' LEFT'])('%j fails on a HORIZONTAL card', (alignment) => {
    expect(messageIssues(horizontal(alignment))).toEqual([`THUMBNAIL_ALIGNMENT_INVALID@${SC()}.thumbnailImageAlignment`]);
  });

  it.each(['left', 'CENTER'])('%j fails on a VERTICAL card too', (alignment) => {
    const msg = set(standaloneMessage(), 'contentMessage.richCard.standaloneCard.thumbnailImageAlignment', alignment);
    expect(messageIssues(msg)).toEqual([`THUMBNAIL_ALIGNMENT_INVALID@${SC()}.thumbnailImageAlignment`]);
  });
});

describe('CARD_WIDTH_INVALID', () => {
  it.each(['small', 'Medium', 'LARGE', 'TALL', ' SMALL'])('%j fails', (cardWidth) => {
    const msg = set(carouselMessage(), 'contentMessage.richCard.carouselCard.cardWidth', cardWidth);
    expect(messageIssues(msg)).toEqual([`CARD_WIDTH_INVALID@${CC()}.cardWidth`]);
  });

  it.each(CARD_WIDTHS)('%s passes and is kept', (cardWidth) => {
    const result = validate(validRequest(set(carouselMessage(), 'contentMessage.richCard.carouselCard.cardWidth', cardWidth)));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${CC()}.cardWidth`)).toBe(cardWidth);
  });
});

describe('CAROUSEL_TOO_FEW_CARDS', () => {
  it(`${LIMITS.carouselCardsMin - 1} card and 0 cards fail at ...cardContents`, () => {
    expect(messageIssues(carouselMessage(LIMITS.carouselCardsMin - 1))).toEqual([`CAROUSEL_TOO_FEW_CARDS@${CC()}.cardContents`]);
    expect(messageIssues(carouselMessage(0))).toEqual([`CAROUSEL_TOO_FEW_CARDS@${CC()}.cardContents`]);
  });

  it(`${LIMITS.carouselCardsMin} cards pass`, () => {
    const result = validate(validRequest(carouselMessage(LIMITS.carouselCardsMin)));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${CC()}.cardContents`)).toHaveLength(LIMITS.carouselCardsMin);
  });

  it('the single card is still validated', () => {
    const msg = set(carouselMessage(1), 'contentMessage.richCard.carouselCard.cardContents[0].title', '');
    expect(messageIssues(msg)).toEqual([`CAROUSEL_TOO_FEW_CARDS@${CC()}.cardContents`, `FIELD_EMPTY@${CCJ(0)}.title`]);
  });
});

describe('CAROUSEL_TOO_MANY_CARDS', () => {
  it(`${LIMITS.carouselCardsMax} cards pass, ${LIMITS.carouselCardsMax + 1} fail at ...cardContents`, () => {
    expect(messageIssues(carouselMessage(LIMITS.carouselCardsMax))).toEqual([]);
    expect(messageIssues(carouselMessage(LIMITS.carouselCardsMax + 1))).toEqual([`CAROUSEL_TOO_MANY_CARDS@${CC()}.cardContents`]);
  });

  it('every card of a too-long carousel is still validated', () => {
    const msg = carouselMessage(LIMITS.carouselCardsMax + 1);
    set(msg, `contentMessage.richCard.carouselCard.cardContents[${LIMITS.carouselCardsMax}]`, {});
    expect(messageIssues(msg)).toEqual([
      `CAROUSEL_TOO_MANY_CARDS@${CC()}.cardContents`,
      `CARD_CONTENT_EMPTY@${CCJ(LIMITS.carouselCardsMax)}`,
    ]);
  });
});

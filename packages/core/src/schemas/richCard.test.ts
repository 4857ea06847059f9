import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits/limits';
import { toIssues } from './issues';
import { RichCardSchema } from './richCard';

/** The issues of `input` as `CODE@param`, or `ok`. */
function check(input: unknown): string[] | 'ok' {
  const result = v.safeParse(RichCardSchema, input, { abortEarly: false });
  return result.success ? 'ok' : toIssues(result.issues).map((i) => `${i.code}@${i.param}`);
}

const media = { contentInfo: { fileUrl: 'https://cdn.example.com/a.jpg', mimeType: 'image/jpeg' } };
const card = { title: 'Title', media };
const cards = (count: number): object[] => Array.from({ length: count }, (_, i) => ({ title: `Card ${i}` }));
const standalone = (fields: object): object => ({ standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card, ...fields } });
const horizontal = (cardContent: object): object => standalone({ cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'LEFT', cardContent });
const SC = 'standaloneCard';
const CC = 'carouselCard';

describe('RichCardSchema: valid cards', () => {
  it('a vertical standalone card', () => {
    expect(v.parse(RichCardSchema, standalone({}))).toStrictEqual({ standaloneCard: { cardOrientation: 'VERTICAL', cardContent: card } });
  });

  it('a horizontal standalone card, keys in documented order', () => {
    const input = { standaloneCard: { cardContent: card, thumbnailImageAlignment: 'RIGHT', cardOrientation: 'HORIZONTAL' } };
    const output = v.parse(RichCardSchema, input) as { standaloneCard: object };
    expect(Object.keys(output.standaloneCard)).toEqual(['cardOrientation', 'thumbnailImageAlignment', 'cardContent']);
  });

  it('a vertical card may carry an alignment', () => {
    expect(check(standalone({ thumbnailImageAlignment: 'LEFT' }))).toBe('ok');
  });

  it('carousels of the fewest and the most cards', () => {
    expect(check({ carouselCard: { cardWidth: 'SMALL', cardContents: cards(LIMITS.carouselCardsMin) } })).toBe('ok');
    expect(check({ carouselCard: { cardWidth: 'MEDIUM', cardContents: cards(LIMITS.carouselCardsMax) } })).toBe('ok');
  });

  it('a horizontal card with media and a suggestion only', () => {
    expect(check(horizontal({ media, suggestions: [{ reply: { text: 'Yes', postbackData: 'y' } }] }))).toBe('ok');
  });
});

describe('RichCardSchema: violations', () => {
  it.each([
    ['no card kind', {}, ['RICH_CARD_KIND_MISSING@']],
    ['both card kinds, both validated', { ...standalone({}), carouselCard: { cardWidth: 'LARGE', cardContents: cards(2) } }, ['RICH_CARD_KIND_MULTIPLE@', `CARD_WIDTH_INVALID@${CC}.cardWidth`]],
    ['an orientation in lower case', standalone({ cardOrientation: 'vertical' }), [`CARD_ORIENTATION_INVALID@${SC}.cardOrientation`]],
    ['a missing orientation', { standaloneCard: { cardContent: card } }, [`FIELD_REQUIRED@${SC}.cardOrientation`]],
    ['a horizontal card without alignment', standalone({ cardOrientation: 'HORIZONTAL' }), [`THUMBNAIL_ALIGNMENT_REQUIRED@${SC}.thumbnailImageAlignment`]],
    ['a horizontal card with an undefined alignment', standalone({ cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: undefined }), [`THUMBNAIL_ALIGNMENT_REQUIRED@${SC}.thumbnailImageAlignment`]],
    ['an invalid alignment', standalone({ thumbnailImageAlignment: 'CENTER' }), [`THUMBNAIL_ALIGNMENT_INVALID@${SC}.thumbnailImageAlignment`]],
    ['a horizontal card with media only (rule 2)', horizontal({ media }), [`HORIZONTAL_CARD_MEDIA_ONLY@${SC}.cardContent`]],
    ['rule 2 with an empty suggestions array', horizontal({ media, suggestions: [] }), [`HORIZONTAL_CARD_MEDIA_ONLY@${SC}.cardContent`]],
    ['rule 2 with invalid media: both reported', horizontal({ media: { contentInfo: {} } }), [`HORIZONTAL_CARD_MEDIA_ONLY@${SC}.cardContent`, `FIELD_REQUIRED@${SC}.cardContent.media.contentInfo.fileUrl`, `FIELD_REQUIRED@${SC}.cardContent.media.contentInfo.mimeType`]],
    ['rule 1 on a standalone card', standalone({ cardContent: {} }), [`CARD_CONTENT_EMPTY@${SC}.cardContent`]],
    ['a card width in lower case', { carouselCard: { cardWidth: 'small', cardContents: cards(2) } }, [`CARD_WIDTH_INVALID@${CC}.cardWidth`]],
    ['a carousel of one card', { carouselCard: { cardWidth: 'SMALL', cardContents: cards(1) } }, [`CAROUSEL_TOO_FEW_CARDS@${CC}.cardContents`]],
    ['an empty carousel', { carouselCard: { cardWidth: 'SMALL', cardContents: [] } }, [`CAROUSEL_TOO_FEW_CARDS@${CC}.cardContents`]],
    ['a carousel of too many cards, each still validated', { carouselCard: { cardWidth: 'SMALL', cardContents: [...cards(LIMITS.carouselCardsMax), {}] } }, [`CAROUSEL_TOO_MANY_CARDS@${CC}.cardContents`, `CARD_CONTENT_EMPTY@${CC}.cardContents[${LIMITS.carouselCardsMax}]`]],
    ['media only is fine in a carousel (rule 2 is for horizontal standalone cards)', { carouselCard: { cardWidth: 'SMALL', cardContents: [{ media }, { media }] } }, 'ok'],
    ['a card that is not an object', { carouselCard: { cardWidth: 'SMALL', cardContents: [card, 'card'] } }, [`FIELD_INVALID_TYPE@${CC}.cardContents[1]`]],
  ])('%s', (_name, input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it('reports a card whose element read throws as FIELD_UNREADABLE at its index', () => {
    const contents = cards(2);
    Object.defineProperty(contents, 1, { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(check({ carouselCard: { cardWidth: 'SMALL', cardContents: contents } })).toEqual([`FIELD_UNREADABLE@${CC}.cardContents[1]`]);
  });
});

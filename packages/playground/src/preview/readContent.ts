import { CARD_ORIENTATIONS, CARD_WIDTHS, MEDIA_HEIGHTS, THUMBNAIL_IMAGE_ALIGNMENTS, type MediaHeight } from '@rcs-send/core';
import { arrayAt, enumAt, objectAt, objectOf, stringAt } from './read';
import { readSuggestion } from './readSuggestion';
import type { Bubble, Card, Chip, Media, PreviewPart } from './types';

/** Records a part under its param and any other params whose issues it shows. */
export type Register = <T extends PreviewPart>(part: T, ...aliases: string[]) => T;

const HEIGHTS = Object.keys(MEDIA_HEIGHTS) as MediaHeight[];

/** What a file of this mimeType is. */
function kindOf(mimeType: string): Media['kind'] {
  const lower = mimeType.toLowerCase();
  if (lower.startsWith('image/')) return 'image';
  if (lower.startsWith('video/')) return 'video';
  return lower === 'application/pdf' ? 'pdf' : 'other';
}

/** The media of a contentInfo object at `param`. */
function readMedia(value: unknown, param: string, register: Register): Media {
  const info = objectOf(value);
  const mimeType = stringAt(info, 'mimeType') ?? '';
  return register({ param, issues: [], kind: kindOf(mimeType), mimeType, fileUrl: stringAt(info, 'fileUrl') ?? '', thumbnailUrl: stringAt(info, 'thumbnailUrl') });
}

/** The chips of the `suggestions` array of an object at `param`. */
export function readChips(object: Record<string, unknown> | undefined, param: string, register: Register): Chip[] {
  return arrayAt(object, 'suggestions').map((value, index) => {
    const chip = readSuggestion(value, `${param}.suggestions[${index}]`);
    return register(chip, ...(chip.type === null ? [] : [`${chip.param}.${chip.type}`]));
  });
}

/** One card content at `param`. */
function readCard(value: unknown, param: string, register: Register): Card {
  const content = objectOf(value);
  const media = objectAt(content, 'media');
  const card: Card = {
    param,
    issues: [],
    title: stringAt(content, 'title'),
    description: stringAt(content, 'description'),
    media:
      media === undefined
        ? undefined
        : { ...readMedia(objectAt(media, 'contentInfo'), `${param}.media`, register), height: enumAt(media, 'height', HEIGHTS, 'MEDIUM') },
    suggestions: readChips(content, param, register),
  };
  if (card.media !== undefined) register(card.media, `${param}.media.contentInfo`);
  return register(card);
}

/** The bubble of a rich card object at `param` (a standalone card, else a carousel). */
function readRichCard(richCard: Record<string, unknown> | undefined, param: string, register: Register): Bubble {
  const standalone = objectAt(richCard, 'standaloneCard');
  if (standalone !== undefined) {
    const at = `${param}.standaloneCard`;
    const orientation = enumAt(standalone, 'cardOrientation', CARD_ORIENTATIONS, 'VERTICAL');
    const alignment = enumAt(standalone, 'thumbnailImageAlignment', THUMBNAIL_IMAGE_ALIGNMENTS, 'LEFT');
    return register({ param: at, issues: [], kind: 'standalone', orientation, alignment, card: readCard(standalone['cardContent'], `${at}.cardContent`, register) }, param);
  }
  const carousel = objectAt(richCard, 'carouselCard');
  if (carousel === undefined) return register({ param, issues: [], kind: 'none' });
  const at = `${param}.carouselCard`;
  const cards = arrayAt(carousel, 'cardContents').map((card, index) => readCard(card, `${at}.cardContents[${index}]`, register));
  return register({ param: at, issues: [], kind: 'carousel', width: enumAt(carousel, 'cardWidth', CARD_WIDTHS, 'MEDIUM'), cards }, param);
}

/** The bubble of a contentMessage at `param`: its first primary type in documented order (the core reports any other). */
export function readContent(contentMessage: Record<string, unknown> | undefined, param: string, register: Register): Bubble {
  const text = stringAt(contentMessage, 'text');
  if (text !== undefined) return register({ param: `${param}.text`, issues: [], kind: 'text', text });
  const info = objectAt(contentMessage, 'contentInfo');
  if (info !== undefined) return register({ param: `${param}.contentInfo`, issues: [], kind: 'media', media: readMedia(info, `${param}.contentInfo`, register) });
  const richCard = objectAt(contentMessage, 'richCard');
  return richCard === undefined ? register({ param, issues: [], kind: 'none' }) : readRichCard(richCard, `${param}.richCard`, register);
}

import type { ContentKind, ContentMessage, Suggestion } from '@rcs-send/core';
import type { ProfilePlan } from './profiledSendRequest';

/** A content built to hold one thing at one place, with the param of that place relative to the message. @internal */
export interface Carried {
  /** The content. */
  readonly content: ContentMessage;
  /** The place of the thing, relative to the message. */
  readonly param: string;
}

/** The content kinds that can hold suggestions and text, in order of preference. */
const CARRIERS: readonly ContentKind[] = ['text', 'standaloneCard', 'carousel'];

/** The first allowed kind that can carry a suggestion or a text, or undefined. @internal */
export function carrierKind(plan: ProfilePlan): ContentKind | undefined {
  return CARRIERS.find((kind) => plan.model.contentKinds.includes(kind));
}

/** A term-free text of `length` characters. */
const fill = (plan: ProfilePlan, length = 3): string => plan.model.filler.repeat(length);

/** A content of `kind` whose only suggestion is `suggestion`. @internal */
export function carrySuggestion(plan: ProfilePlan, kind: ContentKind, suggestion: Suggestion): Carried {
  if (kind === 'text') return { content: { text: fill(plan), suggestions: [suggestion] }, param: 'contentMessage.suggestions[0]' };
  if (kind === 'standaloneCard') {
    const cardContent = { title: fill(plan), suggestions: [suggestion] };
    return { content: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } } }, param: 'contentMessage.richCard.standaloneCard.cardContent.suggestions[0]' };
  }
  const cardContents = [{ title: fill(plan), suggestions: [suggestion] }, { title: fill(plan) }];
  return { content: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents } } }, param: 'contentMessage.richCard.carouselCard.cardContents[0].suggestions[0]' };
}

/** A content of `kind` whose one refusable text (text, else a card description) is `text`. @internal */
export function carryText(plan: ProfilePlan, kind: ContentKind, text: string): Carried {
  if (kind === 'text') return { content: { text }, param: 'contentMessage.text' };
  if (kind === 'standaloneCard') {
    const cardContent = { title: fill(plan), description: text };
    return { content: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } } }, param: 'contentMessage.richCard.standaloneCard.cardContent.description' };
  }
  const cardContents = [{ title: fill(plan), description: text }, { title: fill(plan) }];
  return { content: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents } } }, param: 'contentMessage.richCard.carouselCard.cardContents[0].description' };
}

/** A content whose one media URL is `fileUrl`, in the first allowed kind that has media, or undefined. @internal */
export function carryMediaUrl(plan: ProfilePlan, fileUrl: string): Carried | undefined {
  const contentInfo = { fileUrl, mimeType: 'image/png' as const };
  const kinds = plan.model.contentKinds;
  if (kinds.includes('media')) return { content: { contentInfo }, param: 'contentMessage.contentInfo.fileUrl' };
  if (kinds.includes('standaloneCard')) {
    const cardContent = { title: fill(plan), media: { contentInfo } };
    return { content: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } } }, param: 'contentMessage.richCard.standaloneCard.cardContent.media.contentInfo.fileUrl' };
  }
  if (!kinds.includes('carousel')) return undefined;
  const cardContents = [{ media: { contentInfo } }, { title: fill(plan) }];
  return { content: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents } } }, param: 'contentMessage.richCard.carouselCard.cardContents[0].media.contentInfo.fileUrl' };
}

/** The smallest content of `kind` that follows the profile otherwise, with the param of its kind, or undefined. @internal */
export function minimalContent(plan: ProfilePlan, kind: ContentKind): Carried | undefined {
  if (kind === 'text') return { content: { text: fill(plan) }, param: 'contentMessage.text' };
  if (kind === 'media') {
    const { media } = plan.urls;
    return media === undefined ? undefined : { content: { contentInfo: { fileUrl: media, mimeType: 'image/png' } }, param: 'contentMessage.contentInfo' };
  }
  if (kind === 'standaloneCard') {
    return { content: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { title: fill(plan) } } } }, param: 'contentMessage.richCard.standaloneCard' };
  }
  const cardContents = [{ title: fill(plan) }, { title: fill(plan) }];
  return { content: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents } } }, param: 'contentMessage.richCard.carouselCard' };
}

// Type-level proof that the request types hold the exactly-one rules a caller meets at compile time:
// two primary content types, two card kinds or two suggestion types do not compile, one does.
// Checked by `tsc -p tsconfig.json` at the root (`pnpm typecheck`).
import type { ContentMessage, RichCard } from './content';
import type { Suggestion } from './suggestion';

const media = { fileUrl: 'https://example.com/a.png', mimeType: 'image/png' } as const;
const reply = { text: 'Yes', postbackData: 'yes' };
const card = { cardOrientation: 'VERTICAL', cardContent: { title: 'One' } } as const;

export const oneOfEach: [ContentMessage, ContentMessage, ContentMessage, RichCard, Suggestion] = [
  { text: 'Hi', suggestions: [{ reply }] },
  { contentInfo: media },
  { richCard: { standaloneCard: card } },
  { carouselCard: { cardWidth: 'SMALL', cardContents: [{ title: 'One' }, { title: 'Two' }] } },
  { dialAction: { text: 'Call', phoneNumber: '+351912345678', postbackData: 'call' } },
];

// @ts-expect-error text and contentInfo: two primary content types
export const textAndMedia: ContentMessage = { text: 'Hi', contentInfo: media };
// @ts-expect-error contentInfo and richCard: two primary content types
export const mediaAndCard: ContentMessage = { contentInfo: media, richCard: { standaloneCard: card } };
// @ts-expect-error suggestions go with text only
export const mediaWithSuggestions: ContentMessage = { contentInfo: media, suggestions: [{ reply }] };
// @ts-expect-error a standalone card and a carousel at once
export const twoCardKinds: RichCard = { standaloneCard: card, carouselCard: { cardWidth: 'SMALL', cardContents: [] } };
// @ts-expect-error a reply and a dial action in one suggestion
export const twoSuggestionTypes: Suggestion = { reply, dialAction: { text: 'Call', phoneNumber: '+351912345678', postbackData: 'call' } };

/** What a reader of canonical content writes: a defined key narrows to its member. */
export function describeContent(content: ContentMessage): string {
  if (content.text !== undefined) return `${content.text.length} characters, ${content.suggestions?.length ?? 0} suggestions`;
  if (content.contentInfo !== undefined) return content.contentInfo.mimeType;
  return content.richCard.standaloneCard !== undefined ? content.richCard.standaloneCard.cardOrientation : `${content.richCard.carouselCard.cardContents.length} cards`;
}

import type { CardContent, Message, Suggestion } from '@rcs-send/core';

/** The URL of the first open-URL suggestion, the one action an SMS can still offer (a link to tap). */
function firstOpenUrl(suggestions: readonly Suggestion[] | undefined): string | undefined {
  for (const suggestion of suggestions ?? []) if ('openUrlAction' in suggestion) return suggestion.openUrlAction.url;
  return undefined;
}

function lines(...parts: ReadonlyArray<string | undefined>): string {
  return parts.filter((part): part is string => part !== undefined).join('\n');
}

/** A card as its title, description and first open-URL; its media URL only when it has none of those. */
function cardText(card: CardContent): string {
  const text = lines(card.title, card.description, firstOpenUrl(card.suggestions));
  return text === '' ? (card.media?.contentInfo.fileUrl ?? '') : text;
}

/**
 * The SMS text of a canonical RCS message, for a fallback by SMS. A text message is its text
 * as is; media is its file URL; a rich card is its title, description and the URL of its first
 * open-URL suggestion, one per line (its media URL when it has none of the three); a carousel
 * is its cards in order, a blank line between them. Suggestions are dropped, except the URL of
 * the first open-URL suggestion (of a text message too), on a line of its own: a link is the
 * only suggestion an SMS can still act on. Encode the result with {@link encodeSms}.
 *
 * @public
 */
export function smsTextOf(message: Message): string {
  const content = message.contentMessage;
  if ('text' in content) return lines(content.text, firstOpenUrl(content.suggestions));
  if ('contentInfo' in content) return content.contentInfo.fileUrl;
  const card = content.richCard;
  if ('standaloneCard' in card) return cardText(card.standaloneCard.cardContent);
  return card.carouselCard.cardContents.map(cardText).join('\n\n');
}

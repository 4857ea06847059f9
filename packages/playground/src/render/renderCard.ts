import { element } from '../page/element';
import type { Card } from '../preview/types';
import { withIssues } from './partIssues';
import { renderChip } from './renderChip';
import { renderMedia } from './renderMedia';

/** How a card is laid out: vertical (media on top) or horizontal with the media on one side. */
export type CardLayout = 'vertical' | 'horizontal-left' | 'horizontal-right';

/** One card: media (at its height), title and description cut as clients cut them, then its suggestions as buttons. */
export function renderCard(card: Card, layout: CardLayout, loadMedia: boolean): HTMLElement {
  const media = card.media === undefined ? undefined : renderMedia(card.media, loadMedia, `media-${layout === 'vertical' ? card.media.height : 'side'}`);
  if (media !== undefined && card.media !== undefined) media.dataset['height'] = card.media.height;
  const text = element(
    'div',
    { class: 'card-text' },
    card.title === undefined ? undefined : element('p', { class: 'card-title' }, card.title),
    card.description === undefined ? undefined : element('p', { class: 'card-description' }, card.description),
  );
  const actions = card.suggestions.length === 0 ? undefined : element('div', { class: 'card-actions' }, ...card.suggestions.map((chip) => renderChip(chip, 'card-action')));
  const body = element('div', { class: 'card-body' }, text, actions);
  const node = element('article', { class: `card card-${layout}` }, ...(layout === 'horizontal-right' ? [body, media] : [media, body]));
  return withIssues(node, card);
}

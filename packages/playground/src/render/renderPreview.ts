import { element } from '../page/element';
import type { Bubble, MessagePreview, PreviewModel } from '../preview/types';
import { issueList, withIssues } from './partIssues';
import { renderCard } from './renderCard';
import { renderChip } from './renderChip';
import { renderMedia } from './renderMedia';

/** The content of one message. */
function renderBubble(bubble: Bubble, loadMedia: boolean): HTMLElement {
  switch (bubble.kind) {
    case 'text':
      return withIssues(element('div', { class: 'bubble bubble-text' }, element('p', {}, bubble.text)), bubble);
    case 'media':
      return withIssues(element('div', { class: 'bubble bubble-media' }, renderMedia(bubble.media, loadMedia, 'media-file')), bubble);
    case 'standalone': {
      const layout = bubble.orientation === 'VERTICAL' ? 'vertical' : bubble.alignment === 'LEFT' ? 'horizontal-left' : 'horizontal-right';
      const node = element('div', { class: 'bubble bubble-standalone', 'data-orientation': bubble.orientation, 'data-alignment': bubble.alignment }, renderCard(bubble.card, layout, loadMedia));
      return withIssues(node, bubble);
    }
    case 'carousel': {
      const cards = bubble.cards.map((card) => renderCard(card, 'vertical', loadMedia));
      const node = element('div', { class: `bubble carousel carousel-${bubble.width}`, 'data-width': bubble.width, role: 'group', 'aria-label': `Carousel of ${cards.length} ${bubble.width} cards` }, element('div', { class: 'carousel-track' }, ...cards));
      return withIssues(node, bubble);
    }
    case 'none':
      return withIssues(element('div', { class: 'bubble bubble-none' }, element('p', {}, 'No content to show')), bubble);
  }
}

/** One message in a phone-like frame: who sends it to whom, its content and its suggestion chips. */
function renderMessage(message: MessagePreview, loadMedia: boolean): HTMLElement {
  const header = element(
    'header',
    { class: 'phone-header' },
    element('span', { class: 'phone-from' }, message.from || 'no sender'),
    element('span', { class: 'phone-to' }, `to ${message.to || 'no recipient'}`),
  );
  const chips = message.chips.length === 0 ? undefined : element('div', { class: 'chips', role: 'group', 'aria-label': 'Suggestions' }, ...message.chips.map((chip) => renderChip(chip, 'chip')));
  const expiry = message.expirationDateTime === undefined ? undefined : element('p', { class: 'phone-expiry' }, `Expires ${message.expirationDateTime}`);
  const thread = element('div', { class: 'phone-thread' }, renderBubble(message.bubble, loadMedia), chips, expiry);
  const node = element('article', { class: `phone${message.ok ? '' : ' phone-invalid'}`, 'data-message': String(message.index), 'aria-label': `Message ${message.index + 1}` }, header, thread);
  return withIssues(node, message);
}

/**
 * Replaces the content of `container` with the preview of every message (and the issues no
 * message shows); `beside` gives what to draw beside a message's phone (its prediction), if anything.
 */
export function renderPreview(container: HTMLElement, model: PreviewModel, loadMedia: boolean, beside: (index: number) => HTMLElement | undefined = () => undefined): void {
  const root = model.rootIssues.length === 0 ? undefined : element('div', { class: 'invalid root-issues', 'data-param': '' }, element('p', {}, 'Request'), issueList(model.rootIssues, ''));
  const empty = model.messages.length === 0 ? element('p', { class: 'note' }, 'No messages to show.') : undefined;
  container.replaceChildren(...[root, empty, ...model.messages.map((message) => {
    const phone = renderMessage(message, loadMedia);
    const aside = beside(message.index);
    return aside === undefined ? phone : element('div', { class: 'phone-row' }, phone, aside);
  })].filter((node) => node !== undefined));
}

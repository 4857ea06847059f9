import { element } from '../page/element';
import type { Chip } from '../preview/types';
import { icon } from './icons';
import { withIssues } from './partIssues';

/** A suggestion: its action icon (replies have none) and label; what it does in its tooltip and accessible name. */
export function renderChip(chip: Chip, className: 'chip' | 'card-action'): HTMLElement {
  const node = element(
    'span',
    { class: className, 'data-type': chip.type ?? 'none', title: chip.detail, role: 'note', 'aria-label': `${chip.text || 'unlabelled suggestion'}: ${chip.detail}` },
    chip.type === null || chip.type === 'reply' ? undefined : icon(chip.type),
    element('span', { class: 'chip-text' }, chip.text || '—'),
  );
  return withIssues(node, chip);
}

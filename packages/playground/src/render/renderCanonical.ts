import type { Analysis } from '../analysis/analyse';
import { element } from '../page/element';

/** A value as one line of JSON. */
const shown = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));

/** Draws what the core made of the input: each rewritten field, then the canonical JSON (the request, or its valid messages). */
export function renderCanonical(container: HTMLElement, analysis: Analysis): void {
  if (analysis.kind === 'syntax') return void container.replaceChildren(element('p', { class: 'note' }, 'Fix the JSON first.'));
  const { result, changes } = analysis;
  const table =
    changes.length === 0
      ? element('p', { class: 'note', id: 'no-changes' }, 'Nothing rewritten: what you wrote is already canonical.')
      : element(
          'table',
          { class: 'changes' },
          element('caption', {}, 'Rewritten fields'),
          element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, 'Field'), element('th', { scope: 'col' }, 'Written'), element('th', { scope: 'col' }, 'Canonical'))),
          element('tbody', {}, ...changes.map((change) => element('tr', {}, element('td', {}, element('code', {}, change.param)), element('td', {}, shown(change.written)), element('td', {}, shown(change.canonical))))),
        );
  const value = result.ok ? result.value : result.messages.filter((message) => message.ok).map((message) => ({ index: message.index, value: message.value }));
  const title = result.ok ? 'Canonical request' : 'Canonical value of each valid message (the request has issues)';
  container.replaceChildren(table, element('details', { class: 'canonical-json' }, element('summary', {}, title), element('pre', { tabindex: '0' }, JSON.stringify(value, null, 2))));
}

import type { Analysis } from '../analysis/analyse';
import { element } from '../page/element';

/** Where the issue list is drawn and what selecting an issue does. */
export interface IssueListTarget {
  /** The live region that states the count. */
  readonly count: HTMLElement;
  /** The list. */
  readonly list: HTMLOListElement;
  /** Moves the editor to a range. */
  readonly reveal: (from: number, to: number) => void;
}

/** The sentence of the live region: how many issues, or where the JSON breaks. */
function issueCountText(analysis: Analysis): string {
  if (analysis.kind === 'syntax') return `Not JSON: ${analysis.error.message} at line ${analysis.error.line}, column ${analysis.error.column}.`;
  const count = analysis.issues.length;
  if (count === 0) return 'No issues: the request is valid.';
  const messages = analysis.result.messages.filter((message) => !message.ok).length;
  return `${count} ${count === 1 ? 'issue' : 'issues'}${messages > 0 ? `, in ${messages} of ${analysis.result.messages.length} messages` : ''}.`;
}

/** Draws the issue list: one button per issue (code, param, description) that moves the editor to it. */
export function renderIssues(target: IssueListTarget, analysis: Analysis): void {
  target.count.textContent = issueCountText(analysis);
  const rows =
    analysis.kind === 'syntax'
      ? [{ code: 'MALFORMED_JSON', param: `line ${analysis.error.line}, column ${analysis.error.column}`, description: analysis.error.message, from: analysis.error.offset, to: analysis.error.offset }]
      : analysis.issues;
  target.list.replaceChildren(
    ...rows.map((row) => {
      const button = element('button', { type: 'button', class: 'issue' }, element('code', { class: 'issue-code' }, row.code), element('span', { class: 'issue-param' }, row.param || '(request)'), element('span', { class: 'issue-description' }, row.description));
      button.addEventListener('click', () => target.reveal(row.from, row.to));
      return element('li', {}, button);
    }),
  );
}

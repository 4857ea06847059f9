import type { Issue } from '@rcs-send/core';
import { element } from '../page/element';
import type { PreviewPart } from '../preview/types';

/** Marks a rendered part with its param and, when the core found issues there, outlines it and lists them inside it. */
export function withIssues<T extends HTMLElement>(node: T, part: PreviewPart): T {
  node.dataset['param'] = part.param;
  if (part.issues.length === 0) return node;
  node.classList.add('invalid');
  node.append(issueList(part.issues));
  return node;
}

/** The issues of one part, as a short list of `CODE: description`. */
export function issueList(issues: readonly Issue[]): HTMLUListElement {
  return element('ul', { class: 'part-issues' }, ...issues.map((issue) => element('li', {}, element('code', {}, issue.code), `: ${issue.description}`)));
}

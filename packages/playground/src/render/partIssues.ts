import type { Issue, ProfiledIssueCode } from '@rcs-send/core';
import { element } from '../page/element';
import type { PreviewPart } from '../preview/types';

/** Marks a rendered part with its param and, when the core found issues there, outlines it and lists them inside it. */
export function withIssues<T extends HTMLElement>(node: T, part: PreviewPart): T {
  node.dataset['param'] = part.param;
  if (part.issues.length === 0) return node;
  node.classList.add('invalid');
  node.append(issueList(part.issues, part.param));
  return node;
}

/** The field of `param` below the part at `partParam` (`from`, `media.height`), or "" for the part itself. */
export function fieldBelow(param: string, partParam: string): string {
  return param.startsWith(partParam) ? param.slice(partParam.length).replace(/^\./, '') : param;
}

/** The issues of one part, as a short list of `CODE (at field): description`. */
export function issueList(issues: readonly Issue<ProfiledIssueCode>[], partParam: string): HTMLUListElement {
  return element(
    'ul',
    { class: 'part-issues' },
    ...issues.map((issue) => {
      const field = fieldBelow(issue.param, partParam);
      return element('li', {}, element('code', {}, issue.code), field === '' ? '' : ` at ${field}`, `: ${issue.description}`);
    }),
  );
}

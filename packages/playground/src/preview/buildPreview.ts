import type { Issue, ProfiledIssueCode } from '@rcs-send/core';
import { objectAt, objectOf, stringAt } from './read';
import { readChips, readContent, type Register } from './readContent';
import type { MessagePreview, PreviewModel, PreviewPart } from './types';

/** The param one level up: `a.b[2].c` → `a.b[2]` → `a.b` → `a` → "". */
export function parentParam(param: string): string {
  const cut = Math.max(param.lastIndexOf('.'), param.lastIndexOf('['));
  return cut === -1 ? '' : param.slice(0, cut);
}

/**
 * The preview of a parsed request as a phone would show it, read tolerantly (whatever is not
 * readable is left out or given a default), each issue attached to the deepest part that shows
 * its param or an ancestor of it.
 */
export function buildPreview(input: unknown, issues: readonly Issue<ProfiledIssueCode>[], messageOk: (index: number) => boolean): PreviewModel {
  const parts = new Map<string, PreviewPart>();
  const register: Register = (part, ...aliases) => {
    for (const param of [part.param, ...aliases]) parts.set(param, part);
    return part;
  };
  const messages = objectOf(input)?.['messages'];
  const previews: MessagePreview[] = (Array.isArray(messages) ? messages : []).map((value: unknown, index) => {
    const param = `messages[${index}]`;
    const message = objectOf(value);
    const contentMessage = objectAt(message, 'contentMessage');
    const contentParam = `${param}.contentMessage`;
    const bubble = register(readContent(contentMessage, contentParam, register), contentParam);
    return register({
      param,
      issues: [],
      index,
      to: stringAt(message, 'to') ?? '',
      from: stringAt(message, 'from') ?? '',
      expirationDateTime: stringAt(message, 'expirationDateTime'),
      bubble,
      chips: readChips(contentMessage, contentParam, register),
      ok: messageOk(index),
    });
  });
  const rootIssues: Issue<ProfiledIssueCode>[] = [];
  for (const issue of issues) {
    let param = issue.param;
    let part = parts.get(param);
    while (part === undefined && param !== '') {
      param = parentParam(param);
      part = parts.get(param);
    }
    (part?.issues ?? rootIssues).push(issue);
  }
  return { messages: previews, rootIssues };
}

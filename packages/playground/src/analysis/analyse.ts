import { validateSendRequest, type CompiledValidationProfile, type Issue, type ProfiledIssueCode, type SendRequestResult } from '@rcs-send/core';
import { locateJson } from '../json/locateJson';
import { locateParam, markedRange } from '../json/locateParam';
import type { JsonSyntaxError } from '../json/types';
import { buildPreview } from '../preview/buildPreview';
import { objectOf } from '../preview/read';
import type { PreviewModel } from '../preview/types';
import { canonicalChanges, type CanonicalChange } from './canonicalChanges';

/** An issue of the core (the API's or the profile's) and the range of the editor text it is marked at. */
interface LocatedIssue extends Issue<ProfiledIssueCode> {
  /** First offset marked. */
  readonly from: number;
  /** One past the last offset marked. */
  readonly to: number;
}

/** What the page shows for one text of the editor. */
export type Analysis =
  | { readonly kind: 'syntax'; readonly error: JsonSyntaxError }
  | {
      readonly kind: 'validated';
      /** The core's verdict. */
      readonly result: SendRequestResult<ProfiledIssueCode>;
      /** Every issue, in the core's order, with where it is marked. */
      readonly issues: readonly LocatedIssue[];
      /** The messages as a phone shows them. */
      readonly preview: PreviewModel;
      /** What the core rewrote, in the request when valid, else in each valid message. */
      readonly changes: readonly CanonicalChange[];
    };

/** Parses the text, or undefined when it is not JSON. */
function parse(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Everything the page shows for an editor text, validated with the clock `now`: the syntax
 * error of a malformed text, or the core's issues located in the text, the preview and the
 * canonical changes. With a validation `profile`, its issues follow the API's, located alike.
 * Pure: the same text, clock and profile give the same analysis.
 */
export function analyse(text: string, now: Date, profile?: CompiledValidationProfile): Analysis {
  const parsed = parse(text);
  const located = locateJson(text);
  if (parsed === undefined) {
    return { kind: 'syntax', error: located.ok ? { offset: 0, line: 1, column: 1, message: 'Not JSON' } : located.error };
  }
  const result: SendRequestResult<ProfiledIssueCode> = validateSendRequest(parsed.value, profile === undefined ? { now } : { now, profile });
  const issues = result.issues.map((issue) => {
    const range = located.ok ? markedRange(text, locateParam(located.root, issue.param)) : { from: 0, to: Math.min(1, text.length) };
    return { ...issue, ...range };
  });
  const preview = buildPreview(parsed.value, result.issues, (index) => result.messages[index]?.ok === true);
  const messages = objectOf(parsed.value)?.['messages'];
  const written = (index: number): unknown => (Array.isArray(messages) ? messages[index] : undefined);
  const changes = result.ok
    ? canonicalChanges(parsed.value, result.value)
    : result.messages.flatMap((message) => (message.ok ? canonicalChanges(written(message.index), message.value, `messages[${message.index}]`) : []));
  return { kind: 'validated', result, issues, preview, changes };
}

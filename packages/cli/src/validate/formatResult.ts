import type { ProfiledIssueCode, SendRequestResult } from '@rcs-send/core';

/** The human verdict on one request: `source: OK`, or a header and one `param: description (CODE)` line per issue. */
export function formatResult(source: string, result: SendRequestResult<ProfiledIssueCode>): string {
  if (result.ok) return `${source}: OK`;
  const count = result.issues.length;
  const lines = result.issues.map((issue) => `  ${issue.param === '' ? '(root)' : issue.param}: ${issue.description} (${issue.code})`);
  return [`${source}: ${count} error${count === 1 ? '' : 's'}`, ...lines].join('\n');
}

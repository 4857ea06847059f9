// The core's valibot schemas inside a host's own schema: a webhook envelope whose `request`
// is a send request. Issues keep the core's codes, with params from the envelope's root.
// Run: pnpm --filter @rcs-send/examples run valibot
// #region compose
import * as v from 'valibot';
import { ERROR_CODES, SendRequestSchema, toIssues } from '@rcs-send/core';

const EnvelopeSchema = v.strictObject({ callbackUrl: v.pipe(v.string(), v.url()), request: SendRequestSchema });

/** The core's issues carry a catalogue code as their message (what toIssues reads); the envelope's own checks do not. */
const isCoreIssue = (issue: v.BaseIssue<unknown>): boolean => (ERROR_CODES as readonly string[]).includes(issue.message);

const message = { to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } };
const request = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [message] };
for (const envelope of [
  { callbackUrl: 'https://example.com/rcs-callbacks', request },
  { callbackUrl: 'not a url', request: { ...request, messages: [{ ...message, to: '' }] } },
]) {
  const parsed = v.safeParse(EnvelopeSchema, envelope, { abortEarly: false });
  if (parsed.success) console.log(JSON.stringify(parsed.output.request)); // canonical: "to" is "351912345678"
  else {
    for (const issue of toIssues(parsed.issues.filter(isCoreIssue))) console.log(`${issue.param}: ${issue.code}`); // request.messages[0].to: FIELD_EMPTY
    for (const issue of parsed.issues.filter((issue) => !isCoreIssue(issue))) console.log(`${v.getDotPath(issue)}: ${issue.message}`); // callbackUrl: Invalid URL: ...
  }
}
// #endregion

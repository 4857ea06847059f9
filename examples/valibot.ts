// The core's valibot schemas inside a host's own schema: a webhook envelope whose `request`
// is a send request. Issues keep the core's codes, with params from the envelope's root.
// Run: pnpm --filter @rcs-send/examples run valibot
// #region compose
import * as v from 'valibot';
import { SendRequestSchema, toIssues } from '@rcs-send/core';

const EnvelopeSchema = v.strictObject({ callbackUrl: v.pipe(v.string(), v.url()), request: SendRequestSchema });

const envelope = {
  callbackUrl: 'https://example.com/rcs-callbacks',
  request: { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] },
};
const parsed = v.safeParse(EnvelopeSchema, envelope, { abortEarly: false });
if (parsed.success) console.log(JSON.stringify(parsed.output.request)); // canonical: "to" is "351912345678"
else console.log(toIssues(parsed.issues));
// #endregion

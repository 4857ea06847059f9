// A canonical message in Google RBM's own format, the platform's warnings about it, and the way
// back from an RBM body. No network: it prints the call a delivery worker would make.
// Run: pnpm --filter @rcs-send/examples run rbm
// #region translate
import { validateMessage } from '@rcs-send/core';
import { RBM_HOSTS, fromAgentMessage, rbmWarnings, toAgentMessage } from '@rcs-send/rbm';

const now = new Date();
const input = {
  to: '+351 912 345 678',
  from: 'acme_agent',
  expirationDateTime: new Date(now.getTime() + 3_600_000).toISOString(),
  contentMessage: {
    text: 'Your parcel arrives today between 14:00 and 16:00.',
    suggestions: [{ dialAction: { text: 'Call the courier', phoneNumber: '+351912000111', postbackData: 'call_courier' } }],
  },
};

const result = validateMessage(input, { now });
if (!result.ok) throw new Error(result.issues.map((issue) => `${issue.param}: ${issue.description}`).join('\n'));
for (const warning of rbmWarnings(result.value, { now })) console.log(`warning ${warning.param}: ${warning.description} (${warning.code})`);

const call = toAgentMessage(result.value, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` });
console.log(`POST ${RBM_HOSTS.europe}${call.path}`);
console.log(JSON.stringify(call.body)); // the dial action is nested: { action: { text, postbackData, dialAction: { phoneNumber } } }

// The way back, for a team migrating RBM bodies: every field without an equivalent is an issue.
const back = fromAgentMessage(call.body, { to: result.value.to, from: result.value.from, now });
console.log(back.ok ? `back: ${JSON.stringify(back.value)}` : back.issues.map((issue) => `${issue.path}: ${issue.description} (${issue.code})`).join('\n'));
// #endregion

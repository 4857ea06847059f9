// A gateway's own rules on top of the API's: a validation profile (plain JSON, e.g. read from a
// file) compiled once, then every body judged by the API's rules and the profile's, and a hook
// for a rule no profile states. Prints each issue; exits 1 when the body is refused.
// Run: pnpm --filter @rcs-send/examples run profile
// #region profile
import { createValidationProfile, validateSendRequest, type MessageRules } from '@rcs-send/core';

const profile = createValidationProfile({
  allowedHosts: ['example.com', '*.example.com'],
  maxExpirationSeconds: 7 * 24 * 3600,
  allowedCallingCodes: ['351', '44'],
  allowedContentKinds: ['text', 'standaloneCard'],
  allowedSuggestionKinds: ['reply', 'openUrlAction'],
  maxMessages: 5,
  refusedTerms: ['casino', 'free money'],
}); // throws a ProfileError (each problem at its path, e.g. allowedHosts[1]) when the data is wrong

// A rule no profile can state: this customer's sender is on hold at night.
const rules: MessageRules = (message) =>
  message.from === 'night_owl' ? [{ code: 'SENDER_ON_HOLD', param: 'from', description: 'This sender is on hold.' }] : [];

const body = {
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  messages: [
    { to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Your order has shipped.' } },
    { to: '+1 202 555 0123', from: 'acme_agent', contentMessage: { text: 'FREE MONEY at our casino!' } },
    {
      to: '+44 7400 123456',
      from: 'acme_agent',
      contentMessage: {
        text: 'Track it here',
        suggestions: [{ openUrlAction: { text: 'Track', url: 'https://evil.example.net/t', postbackData: 'track' } }],
      },
    },
  ],
};

const result = validateSendRequest(body, { profile, rules });
for (const issue of result.issues) console.log(`${issue.param}: ${issue.code}: ${issue.description}`);
// messages[1].to: PROFILE_COUNTRY_NOT_ALLOWED, messages[1].contentMessage.text: PROFILE_TERM_NOT_ALLOWED,
// messages[2].contentMessage.suggestions[0].openUrlAction.url: PROFILE_HOST_NOT_ALLOWED
console.log(result.messages.map((message) => (message.ok ? 'valid' : 'refused')).join(', ')); // valid, refused, refused
// #endregion

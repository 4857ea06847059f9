// Property tests under a validation profile: every request generated under the profile is
// accepted with it, and every request that breaks one profile rule is refused with exactly that
// rule's code at its param.
// Run: pnpm --filter @rcs-send/examples run arbitraries-profile
// #region profile
import fc from 'fast-check';
import { createValidationProfile, validateSendRequest } from '@rcs-send/core';
import { profiledSendRequest, profileViolation } from '@rcs-send/arbitraries';

const now = new Date('2030-01-01T00:00:00Z');
const profile = { allowedHosts: ['*.example.com'], allowedCallingCodes: ['351'], refusedTerms: ['casino'], maxMessages: 3 };
const compiled = createValidationProfile(profile);

fc.assert(fc.property(profiledSendRequest(profile, { now }), (request) => validateSendRequest(request, { now, profile: compiled }).ok));
fc.assert(
  fc.property(profileViolation(profile, { now }), ({ request, code, param }) => {
    const { issues } = validateSendRequest(request, { now, profile: compiled });
    return issues.length === 1 && issues[0]?.code === code && issues[0].param === param;
  }),
);
console.log('Both profile properties held on 100 runs each.');
// #endregion

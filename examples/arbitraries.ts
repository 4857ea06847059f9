// Property tests with the arbitraries: every generated valid request is accepted, and every
// request that breaks one rule is rejected at that rule's param with that rule's code.
// Run: pnpm --filter @rcs-send/examples run arbitraries
// #region properties
import fc from 'fast-check';
import { validateSendRequest } from '@rcs-send/core';
import { invalidSendRequest, sendRequest } from '@rcs-send/arbitraries';

const now = new Date('2030-01-01T00:00:00Z'); // one clock for generation and validation: a seed replays a run

// should accept every generated valid request
fc.assert(fc.property(sendRequest({ atLimits: true, unicode: true, now }), (request) => validateSendRequest(request, { now }).ok));

// should reject every single-rule violation at its own param with its own code
fc.assert(
  fc.property(invalidSendRequest({ now }), ({ request, code, param }) => {
    const { issues } = validateSendRequest(request, { now });
    return issues.length === 1 && issues[0]?.code === code && issues[0].param === param;
  }),
);
console.log('Both properties held on 100 runs each.');
// #endregion

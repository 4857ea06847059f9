// Accepted messages for the store's tests and their child processes (no vitest here).
import type { SubmittedMessage } from '@rcs-send/service';

/** The organization the tests charge. */
export const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
/** Another organization. */
export const OTHER_ORG = '9f1e2d3c-4b5a-4697-8877-66554433aa11';

let sequence = 0;

/** An accepted message with a new id, of `organizationId`, accepted at `acceptedAt`, with the fields of `overrides`. */
export function accepted(overrides: Partial<SubmittedMessage> = {}): SubmittedMessage {
  sequence += 1;
  return {
    id: `msg-${sequence}`,
    organizationId: ORG,
    principalId: 'acme',
    index: sequence % 10,
    acceptedAt: '2026-01-15T10:00:00.000Z',
    expiresAt: null,
    message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${sequence}` } },
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { checkAgentMessage } from './checkAgentMessage';
import { toRbmErrorResponse } from './toRbmErrorResponse';

describe('toRbmErrorResponse', () => {
  it('should wrap every violation in a google.rpc.Status with one BadRequest', () => {
    const { fieldViolations } = checkAgentMessage({ contentMessage: {} }, { messageId: 'x' });
    expect(toRbmErrorResponse(fieldViolations)).toEqual({
      error: {
        code: 400,
        message: 'messageId must be an RFC 4122 UUID.',
        status: 'INVALID_ARGUMENT',
        details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations }],
      },
    });
  });

  it('should have a generic message without violations', () => {
    expect(toRbmErrorResponse([]).error.message).toBe('Request contains an invalid argument.');
  });
});

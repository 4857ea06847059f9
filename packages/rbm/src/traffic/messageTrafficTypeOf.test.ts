import { describe, expect, it } from 'vitest';
import { MESSAGE_TRAFFIC_TYPES } from '../types/agentMessage';
import { AGENT_USE_CASES, messageTrafficTypeOf, type AgentUseCase } from './messageTrafficTypeOf';

describe('messageTrafficTypeOf', () => {
  it.each<[AgentUseCase, string]>([
    ['OTP', 'AUTHENTICATION'],
    ['TRANSACTIONAL', 'TRANSACTION'],
    ['PROMOTIONAL', 'PROMOTION'],
    ['MULTI_USE', 'TRANSACTION'],
  ])('should give an agent with the use case %s the traffic type %s', (useCase, expected) => {
    expect(messageTrafficTypeOf(useCase)).toBe(expected);
  });

  it('should give every use case a traffic type worth sending, never MESSAGE_TRAFFIC_TYPE_UNSPECIFIED', () => {
    for (const useCase of AGENT_USE_CASES) expect(MESSAGE_TRAFFIC_TYPES).toContain(messageTrafficTypeOf(useCase));
  });

  it.each(['otp', 'MARKETING', 'toString', ''])('should refuse the use case %j', (useCase) => {
    expect(() => messageTrafficTypeOf(useCase as AgentUseCase)).toThrow(TypeError);
  });
});

import type { MessageTrafficType } from '../types/agentMessage';

/** The use cases an RBM agent is registered with (Google's "agent use cases"). @public */
export const AGENT_USE_CASES = ['TRANSACTIONAL', 'OTP', 'PROMOTIONAL', 'MULTI_USE'] as const;

/** The use case an RBM agent is registered with. @public */
export type AgentUseCase = (typeof AGENT_USE_CASES)[number];

const TRAFFIC_TYPE_OF_USE_CASE = {
  OTP: 'AUTHENTICATION',
  TRANSACTIONAL: 'TRANSACTION',
  PROMOTIONAL: 'PROMOTION',
  MULTI_USE: 'TRANSACTION',
} as const satisfies Record<AgentUseCase, MessageTrafficType>;

/**
 * The `messageTrafficType` a message of an agent with `useCase` declares: OTP agents send
 * AUTHENTICATION, transactional agents TRANSACTION, promotional agents PROMOTION. A multi-use
 * agent may send either kind by content; this gives TRANSACTION, because what this engine sends
 * is transactional (an accepted message a client asked for), and declaring PROMOTION for it
 * would put it under promotional rules (opt-outs, quiet hours) it does not fall under. Never
 * `MESSAGE_TRAFFIC_TYPE_UNSPECIFIED`: Google says the field becomes required.
 *
 * @throws TypeError when `useCase` is not one of {@link AGENT_USE_CASES}
 * @public
 */
export function messageTrafficTypeOf(useCase: AgentUseCase): MessageTrafficType {
  if (!Object.hasOwn(TRAFFIC_TYPE_OF_USE_CASE, useCase)) throw new TypeError(`messageTrafficTypeOf: useCase must be one of ${AGENT_USE_CASES.join(', ')}.`);
  return TRAFFIC_TYPE_OF_USE_CASE[useCase];
}

import type { AgentMessageRequest, RbmMessageName, RbmRevokeResult, RbmSendResult } from '@rcs-send/rbm';

/** One send to the platform: the translated call, and a signal that aborts it (at the message's expiration, or on shutdown). @public */
export interface DeliveryCall {
  /** The platform call: `parent`, `agentId`, `messageId` (the accepted message's id), `path` and `body`. */
  readonly request: AgentMessageRequest;
  /** Aborts the send; an aborted send is a `retry`. */
  readonly signal?: AbortSignal;
}

/** What became of one send: RBM's answer mapped by `rbmSendResultOf` of `@rcs-send/rbm` (`sent`, `retry` or `failed`). @public */
export type DeliveryResult = RbmSendResult;

/** The message a withdrawal names, as its send did: phone, agent and id (an `AgentMessageRequest` is one). @public */
export type RevokeRequest = RbmMessageName;

/** What became of a withdrawal: RBM's answer mapped by `rbmRevokeResultOf` of `@rcs-send/rbm` (`revoked`, `retry` or `failed`). @public */
export type RevokeResult = RbmRevokeResult;

/** Hands translated messages to the RCS platform, and withdraws them. Never throws: every fault is a result. @public */
export interface DeliveryPort {
  /** Sends one call and says what became of it. */
  deliver(call: DeliveryCall): Promise<DeliveryResult>;
  /** Withdraws a message handed over before (`agentMessages.delete`); absent, a platform that cannot withdraw. */
  revoke?(request: RevokeRequest): Promise<RevokeResult>;
}

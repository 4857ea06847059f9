import type { AgentMessageRequest } from '@rcs-send/rbm';

/** One send to the platform: the translated call, and a signal that aborts it (at the message's expiration, or on shutdown). @public */
export interface DeliveryCall {
  /** The platform call: `parent`, `agentId`, `messageId` (the accepted message's id), `path` and `body`. */
  readonly request: AgentMessageRequest;
  /** Aborts the send; an aborted send is a `retry`. */
  readonly signal?: AbortSignal;
}

/**
 * What became of one send: `sent` (the platform took it, or had it already: a reused
 * messageId), `retry` (a transient fault: try again, not before `afterMs` when the platform
 * said so) or `failed` (permanent: `reason` says why; never retried).
 *
 * @public
 */
export type DeliveryResult =
  | { /** Taken by the platform. */ readonly outcome: 'sent' }
  | { /** Transient fault. */ readonly outcome: 'retry'; /** Milliseconds the platform asked to wait (`Retry-After`). */ readonly afterMs?: number; /** What went wrong, for logs. */ readonly reason: string }
  | { /** Permanent fault. */ readonly outcome: 'failed'; /** Why, e.g. `NOT_FOUND: the recipient is not reachable via RCS`. */ readonly reason: string };

/** The message a withdrawal names, as its send did: phone, agent and id (an `AgentMessageRequest` is one). @public */
export type RevokeRequest = Pick<AgentMessageRequest, 'parent' | 'agentId' | 'messageId'>;

/**
 * What became of a withdrawal: `revoked` (the platform took it; RBM answers so whether or not
 * the message was still undelivered, so a DELIVERED may follow), `retry` (a transient fault) or
 * `failed` (refused, e.g. already delivered).
 *
 * @public
 */
export type RevokeResult =
  | { /** Taken by the platform. */ readonly outcome: 'revoked' }
  | { /** Transient fault. */ readonly outcome: 'retry'; /** Milliseconds the platform asked to wait (`Retry-After`). */ readonly afterMs?: number; /** What went wrong, for logs. */ readonly reason: string }
  | { /** Refused. */ readonly outcome: 'failed'; /** Why, e.g. `NOT_FOUND: already delivered, or unknown to the platform`. */ readonly reason: string };

/** Hands translated messages to the RCS platform, and withdraws them. Never throws: every fault is a result. @public */
export interface DeliveryPort {
  /** Sends one call and says what became of it. */
  deliver(call: DeliveryCall): Promise<DeliveryResult>;
  /** Withdraws a message handed over before (`agentMessages.delete`); absent, a platform that cannot withdraw. */
  revoke?(request: RevokeRequest): Promise<RevokeResult>;
}

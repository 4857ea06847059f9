import type { SubmittedMessage } from '@rcs-send/service';
import { agentMessageAt, PLATFORM_WINDOW_MS, toAgentMessage, type MessageTrafficType } from '@rcs-send/rbm';
import type { DeliveryPort } from '../port/deliveryPort';
import { _backoffMs, RETRY_DEFAULTS, type RetryOptions } from './backoff';
import { _deadline } from './deadline';
import { _sleep } from './sleep';

/** The reason of a promotional message never sent: its recipient unsubscribed from the sender's agent. */
const UNSUBSCRIBED = 'UNSUBSCRIBED: the recipient unsubscribed from this sender; promotional messages are not sent to them';

/** How a message ended: SENT, FAILED (with the reason) or EXPIRED (never handed over after its expiration). @public */
export type MessageOutcome =
  | { /** The platform has it. */ readonly state: 'SENT'; /** Attempts made. */ readonly attempts: number }
  | {
      /** Given up. */ readonly state: 'FAILED';
      /** Attempts made. */ readonly attempts: number;
      /** Why. */ readonly reason: string;
      /** Set when the platform said the recipient cannot receive RCS (its 404): an SMS fallback's NOT_RCS_CAPABLE. */ readonly notRcsCapable?: true;
      /** Set when the message was not sent because its recipient unsubscribed from the sender: never a fallback either. */ readonly unsubscribed?: true;
    }
  | { /** Its expiration came first. */ readonly state: 'EXPIRED'; /** Attempts made. */ readonly attempts: number }
  | { /** The client cancelled it before an attempt could begin (see `handOver`): never handed over, nothing to record. */ readonly state: 'CANCELLED'; /** Attempts made before, each without an outcome. */ readonly attempts: number };

/** What {@link dispatchMessage} sends with. @public */
export interface DispatchOptions {
  /** The platform. */
  readonly delivery: DeliveryPort;
  /** The platform messageId to send with. @defaultValue the accepted id (a later window's id when the message is handed over again) */
  readonly messageId?: string;
  /** The RBM agent id of a sender (`from`). @defaultValue the sender itself */
  readonly agentIdOf?: (from: string) => string;
  /** The traffic type a message declares to the platform, by the use case of its sender's agent (see `messageTrafficTypeOf` of `@rcs-send/rbm`). @defaultValue `'TRANSACTION'` for every message */
  readonly messageTrafficTypeOf?: (submitted: SubmittedMessage) => MessageTrafficType;
  /**
   * Whether a user (E.164 with `+`) unsubscribed from an agent (an `OptOutPort`'s `isUnsubscribed`):
   * a PROMOTION message to such a user is never handed over and ends FAILED `UNSUBSCRIBED`;
   * transactional and authentication messages are essential to the user and are sent.
   * @defaultValue none: every message is sent
   */
  readonly isUnsubscribed?: (agentId: string, phoneNumber: string) => Promise<boolean>;
  /** Retry timing. @defaultValue {@link RETRY_DEFAULTS} */
  readonly retry?: RetryOptions;
  /** The longest expiry asked of the platform, from each attempt. @defaultValue `PLATFORM_WINDOW_MS` of `@rcs-send/rbm` */
  readonly platformWindowMs?: number;
  /** The clock, in milliseconds since the epoch. @defaultValue `Date.now` */
  readonly now?: () => number;
  /** A number in [0, 1) for the jitter. @defaultValue `Math.random` */
  readonly random?: () => number;
  /** Stops retrying (shutdown): the message then has no outcome and stays queued. */
  readonly signal?: AbortSignal;
  /**
   * Marks the handover in flight (`true`, right before each attempt) or ended without an outcome
   * (`false`, after an attempt to retry), as `MessageStatePort.handOver` does for the message:
   * resolving false before an attempt (the client cancelled it) ends the dispatch CANCELLED,
   * never handed over. A cancel waits for an attempt in flight instead of racing it.
   * @defaultValue none: nothing is marked
   */
  readonly handOver?: (inFlight: boolean) => Promise<boolean>;
}

/**
 * Delivers one accepted message: before each attempt it compares its expiration (`expiresAt`)
 * with the clock (an expired message is never handed over: EXPIRED), translates it with `messageId` =
 * the accepted id (the platform drops a repeat, so a retry after a crash is not delivered
 * twice), sends it with its own expiry or, when that lies beyond the platform's window, with
 * the window's end (`platformWindowMs`), and retries transient faults with backoff and jitter, never scheduling an
 * attempt at or after the expiration. With `handOver`, each attempt is marked in flight first, so
 * that a cancel waits for its answer: one cancelled before an attempt begins ends CANCELLED, never
 * sent. Resolves to the outcome, or undefined when `signal` stopped it.
 *
 * @public
 */
export async function dispatchMessage(submitted: SubmittedMessage, options: DispatchOptions): Promise<MessageOutcome | undefined> {
  const now = options.now ?? Date.now;
  const { signal } = options;
  const windowMs = options.platformWindowMs ?? PLATFORM_WINDOW_MS;
  const expiresAt = submitted.expiresAt ?? Number.POSITIVE_INFINITY;
  const maxAttempts = submitted.expiresAt === null ? (options.retry?.maxAttempts ?? RETRY_DEFAULTS.maxAttempts) : Number.POSITIVE_INFINITY;
  let request;
  try {
    request = toAgentMessage(submitted.message, {
      messageId: options.messageId ?? submitted.id,
      ...(options.agentIdOf === undefined ? {} : { agentIdOf: options.agentIdOf }),
      ...(options.messageTrafficTypeOf === undefined ? {} : { messageTrafficType: options.messageTrafficTypeOf(submitted) }),
    });
  } catch (error) {
    return { state: 'FAILED', attempts: 0, reason: `not translatable: ${(error as Error).message}` };
  }
  if (request.body.messageTrafficType === 'PROMOTION' && (await options.isUnsubscribed?.(request.agentId, request.parent.slice('phones/'.length))) === true) {
    return { state: 'FAILED', attempts: 0, reason: UNSUBSCRIBED, unsubscribed: true };
  }
  const stopped = (): boolean => signal?.aborted === true;
  for (let attempt = 1; ; attempt++) {
    if (stopped()) return undefined;
    const attemptAt = now();
    const left = expiresAt - attemptAt;
    if (!(left > 0)) return { state: 'EXPIRED', attempts: attempt - 1 };
    const body = agentMessageAt(request.body, submitted.expiresAt, attemptAt, windowMs);
    const call = body === request.body ? request : { ...request, body };
    if (options.handOver !== undefined && !(await options.handOver(true))) return { state: 'CANCELLED', attempts: attempt - 1 };
    const deadline = _deadline(Math.ceil(left), signal); // the expiration, or the dispatcher's stop
    const result = await options.delivery.deliver({ request: call, signal: deadline.signal }).finally(() => deadline.clear());
    if (result.outcome === 'sent') return { state: 'SENT', attempts: attempt };
    if (result.outcome === 'failed') return { state: 'FAILED', attempts: attempt, reason: result.reason, ...(result.notRcsCapable === true ? { notRcsCapable: true } : {}) };
    if (stopped()) return undefined; // stopped mid-attempt: the mark stays, for the next start to hand it over again (the platform drops a repeat)
    await options.handOver?.(false); // not taken: a cancel may come in before the next attempt
    if (attempt >= maxAttempts) return { state: 'FAILED', attempts: attempt, reason: `gave up after ${attempt} attempts: ${result.reason}` };
    const waitMs = _backoffMs(attempt, result.afterMs, options.retry ?? {}, options.random ?? Math.random);
    if (now() + waitMs >= expiresAt) return { state: 'EXPIRED', attempts: attempt };
    await _sleep(waitMs, signal);
  }
}

import type { MessageStatePort, MessageStatus, OptOutPort, PlatformHandoverPort, SeenPort, SubscriptionChange } from '@rcs-send/service';
import { parseRbmEvent, parseRbmPost, rbmSignatureMatches, type RbmEvent, type RbmUserMessage } from '@rcs-send/rbm';
import { _secretsEqual } from './secretsEqual';

/** Options of {@link createRbmEventReceiver}. @public */
export interface RbmEventReceiverOptions {
  /** The partner's client token (RBM signs every event with it, and sends it in the set-up handshake). */
  readonly clientToken: string;
  /** Where DELIVERED, READ and the platform's revocations (EXPIRED) are recorded; it refuses repeats and late events. */
  readonly states: MessageStatePort;
  /** Maps the platform's messageIds to accepted messages and hands a message the platform revoked at the end of its window over again while its own expiration is ahead. @defaultValue none: a messageId is the accepted id, and a revocation ends the message EXPIRED */
  readonly handovers?: PlatformHandoverPort;
  /** Where users' UNSUBSCRIBE and SUBSCRIBE are recorded. @defaultValue none: they are ignored */
  readonly optOuts?: OptOutPort;
  /**
   * Takes each change of a user's subscription (not a repeat of the state `optOuts` holds) before
   * `optOuts` records it, with the key of the platform's event (`rbm:event:<eventId>`, absent
   * when the event has no id): a post whose handling a crash cut short is posted again and takes
   * the change again, so what it writes must be keyed. The receiver answers 200 only after both.
   */
  readonly onSubscription?: (change: SubscriptionChange, key: string | undefined) => Promise<void> | void;
  /** Tells a user message posted again after a 200 (keyed by its `messageId`): answered `duplicate`. */
  readonly seen: SeenPort;
  /**
   * Takes each post of a user message until one is answered 200 (a post whose handling failed or
   * was cut short by a crash comes again), so what it writes must be keyed by the message's id;
   * the receiver answers 200 only after it resolves. @defaultValue none: user messages are dropped
   */
  readonly onUserMessage?: (message: RbmUserMessage) => Promise<void> | void;
  /** Told each state an event moved a message to, once it is written (a webhook, usage, a log line). */
  readonly onStatus?: (status: MessageStatus) => void;
  /** Bodies larger than this many bytes are answered 413. @defaultValue 262144 (256 KiB) */
  readonly maxBodyBytes?: number;
  /** The clock: when the service learns a state (each history step's `at`). @defaultValue `() => new Date()` */
  readonly now?: () => Date;
}

/** What the receiver did with a POST. @public */
export type RbmEventOutcome =
  | 'handshake'
  | 'recorded'
  | 'unchanged'
  | 'unknown'
  | 'handed-over'
  | 'duplicate'
  | 'forwarded'
  | 'ignored'
  | 'malformed'
  | 'unauthorized'
  | 'too-large'
  | 'unavailable';

/** The answer to write back to the platform. @public */
export interface RbmEventAnswer {
  /** 200, or 400, 401, 413, 503 (RBM retries anything but 200 for 7 days). */
  readonly status: 200 | 400 | 401 | 413 | 503;
  /** The body's media type. */
  readonly contentType: string;
  /** The body: the handshake's secret, else `{"outcome":...}`. */
  readonly body: string;
  /** What was done, for logs and metrics. */
  readonly outcome: RbmEventOutcome;
}

/** Request headers, lower-case names as `node:http` gives them. @public */
export type RbmEventHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A receiver of RBM's events, independent of any HTTP framework. @public */
export interface RbmEventReceiver {
  /** The largest body taken, in bytes. */
  readonly maxBodyBytes: number;
  /** Answers one POST from its raw body and headers; never throws. */
  receive(rawBody: Uint8Array, headers: RbmEventHeaders): Promise<RbmEventAnswer>;
}

const STATUS_OF: Readonly<Record<RbmEventOutcome, RbmEventAnswer['status']>> = {
  handshake: 200, recorded: 200, unchanged: 200, unknown: 200, 'handed-over': 200, duplicate: 200, forwarded: 200, ignored: 200,
  malformed: 400, unauthorized: 401, 'too-large': 413, unavailable: 503,
};
const answerOf = (outcome: RbmEventOutcome): RbmEventAnswer => ({ status: STATUS_OF[outcome], contentType: 'application/json', body: JSON.stringify({ outcome }), outcome });

/**
 * A receiver of RBM's events, for the agent's webhook: it answers the set-up handshake with the
 * secret (token compared in constant time), refuses with 401 any event whose `X-Goog-Signature`
 * is not the HMAC-SHA512 of its bytes under the client token, records DELIVERED, READ and the
 * platform's revocations at the expiry (EXPIRED, with the reason) through `states`, at the time
 * it learns them (the platform's own time kept beside: `platformAt`), for messages `states`
 * knows (an event for another id is answered 200 `unknown` and kept nowhere; a repeat or a late
 * event leaves the state as it is: 200); with `handovers`, reads a later window's messageId as
 * its accepted message and, on a revocation while the message's own expiration is ahead,
 * hands it over again instead of ending it EXPIRED (200 `handed-over`). It hands each post of
 * a user message to `onUserMessage` (a post after a 200 is answered `duplicate`), hands a user's
 * UNSUBSCRIBE or SUBSCRIBE that changes what `optOuts` holds to `onSubscription`, then records
 * it in `optOuts`, ignores other events, and answers 400 to what it cannot read. It answers 200
 * only once what the event caused is durable: when a port or a callback fails it answers 503,
 * so that RBM posts the event again.
 *
 * @public
 */
export function createRbmEventReceiver(options: RbmEventReceiverOptions): RbmEventReceiver {
  const { clientToken, states, seen } = options;
  if (typeof clientToken !== 'string' || clientToken === '') throw new TypeError('clientToken must be a non-empty string');
  const maxBodyBytes = options.maxBodyBytes ?? 262_144;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) throw new RangeError('maxBodyBytes must be a positive integer');
  const now = options.now ?? (() => new Date());

  const forward = async (message: RbmUserMessage): Promise<RbmEventOutcome> => {
    if (options.onUserMessage === undefined) return 'ignored';
    await options.onUserMessage(message); // keyed by the message id: a repeat writes nothing twice
    return (await seen.firstSeen(`rbm:user-message:${message.messageId}`)) ? 'forwarded' : 'duplicate';
  };
  const apply = async (event: RbmEvent): Promise<RbmEventOutcome> => {
    if (event.kind === 'ignored') return 'ignored';
    if (event.kind === 'userMessage') return forward(event.message);
    if (event.kind === 'subscription') {
      const { optOuts } = options;
      if (optOuts === undefined) return 'ignored';
      const { change } = event;
      const changes = (await optOuts.isUnsubscribed(change.agentId, change.phoneNumber)) === change.subscribed;
      if (changes) await options.onSubscription?.(change, event.eventId === undefined ? undefined : `rbm:event:${event.eventId}`); // first: a crash before the record below leaves the change to the platform's next post
      return (await optOuts.record(change)) || changes ? 'recorded' : 'unchanged';
    }
    const { state, at, platformAt, reason } = event;
    const id = options.handovers === undefined ? event.messageId : await options.handovers.idOf(event.messageId);
    if (id === undefined || (await states.get(id)) === undefined) return 'unknown'; // not accepted here (or past retention): nothing kept for it
    if (event.revoked === true && options.handovers !== undefined && (await options.handovers.handOverAgain(id, now().getTime(), event.messageId))) return 'handed-over';
    const status = await states.advance({ id, state, at, ...(platformAt === undefined ? {} : { platformAt }), ...(reason === undefined ? {} : { reason }) });
    if (status === undefined) return 'unchanged';
    options.onStatus?.(status);
    return 'recorded';
  };

  return {
    maxBodyBytes,
    async receive(rawBody, headers) {
      if (rawBody.byteLength > maxBodyBytes) return answerOf('too-large');
      const post = parseRbmPost(rawBody);
      if (post === undefined) return answerOf('malformed');
      if (post.kind === 'handshake') {
        if (!_secretsEqual(post.clientToken, clientToken)) return answerOf('unauthorized');
        return { status: 200, contentType: 'text/plain; charset=utf-8', body: post.secret, outcome: 'handshake' };
      }
      const signature = headers['x-goog-signature'];
      if (typeof signature !== 'string' || !(await rbmSignatureMatches(clientToken, post.eventBytes, signature))) return answerOf('unauthorized');
      const event = parseRbmEvent(post.eventBytes, now);
      if (event === undefined) return answerOf('malformed');
      try {
        return answerOf(await apply(event));
      } catch {
        return answerOf('unavailable');
      }
    },
  };
}

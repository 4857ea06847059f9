import type { ReceivedAgentMessage } from './api/handleSend';
import type { EmulatorEventFault } from './events/postEvents';
import type { EmulatorSubscriptionChange, EmulatorSubscriptionResult } from './events/subscription';
import type { EmulatorReply, EmulatorReplyResult } from './events/userReply';
import type { EmulatorFaults } from './faults/faults';
import type { EmulatorMessageState } from './platform/messages';
import type { EmulatorRecipient } from './recipients/recipient';

/** The defaults of {@link RbmEmulatorOptions}' bounds: what the emulator keeps in memory at most. @public */
export const RBM_EMULATOR_DEFAULTS = {
  /** Messages kept with their bodies in `received`. */
  keepReceived: 100_000,
  /** Message and agent event ids remembered, and settled messages whose state is known (about 0.6 KB each). */
  keepMessages: 100_000,
  /** Milliseconds between the posts of a platform event the webhook did not answer 200: about 5 minutes in all, then `onError`. */
  eventRetryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000],
} as const;

/** Options of {@link startRbmEmulator}. @public */
export interface RbmEmulatorOptions {
  /** The interface to listen on. @defaultValue `'127.0.0.1'` */
  readonly host?: string;
  /** The TCP port; 0 picks a free one. @defaultValue 0 */
  readonly port?: number;
  /** How listed numbers (E.164 with `+`) behave: online, offline until a date, never online, not RCS-capable; their features. @defaultValue none listed */
  readonly recipients?: Readonly<Record<string, EmulatorRecipient>>;
  /** Whether a number not in `recipients` is RCS-capable (then online, with every feature); others are answered 404. @defaultValue {@link defaultIsRcsCapable} */
  readonly isRcsCapable?: (phoneNumber: string) => boolean;
  /** How far ahead an `expireTime` or `ttl` may lie, in milliseconds; beyond, 400 INVALID_ARGUMENT. Shorten it to run "15 days" in seconds. @defaultValue 15 days (`RBM_LIMITS.expirationMaxAheadMs`) */
  readonly maxExpiryMs?: number;
  /** The token every admin route (`/_emulator/...`) requires as `Authorization: Bearer <token>`. @defaultValue 32 random bytes in base64url, in `adminToken` */
  readonly adminToken?: string;
  /** The agent's webhook: the emulator posts its events there (DELIVERED, READ, revocations, replies, subscription changes) in RBM's push envelope. @defaultValue none */
  readonly webhookUrl?: string;
  /** The partner's client token: events are signed with `X-Goog-Signature` when set. @defaultValue unsigned */
  readonly webhookClientToken?: string;
  /** Milliseconds before DELIVERED, and again before READ. @defaultValue 100 */
  readonly eventDelayMs?: number;
  /** The most messages `received` keeps, with their bodies (the oldest go first). @defaultValue 100000 */
  readonly keepReceived?: number;
  /**
   * The most message and agent event ids remembered (a repeat of one is answered 409), and the
   * most delivered or revoked messages whose state `stateOf` knows: past it the oldest are
   * forgotten (a repeat of a forgotten id is taken again), so that the emulator's memory stays
   * bounded however many messages it takes. A message still waiting for its phone is never forgotten.
   * @defaultValue 100000 (`RBM_EMULATOR_DEFAULTS.keepMessages`)
   */
  readonly keepMessages?: number;
  /**
   * The waits, in milliseconds, before each new post of a platform event (DELIVERED, READ, a
   * revocation) that the webhook did not answer 200, as RBM posts an event again until it is
   * answered 200 (for days; the emulator for about 5 minutes). `[]`: one post only. Replies and
   * subscription changes are posted once: their callers get the webhook's status.
   * @defaultValue `RBM_EMULATOR_DEFAULTS.eventRetryDelaysMs`
   */
  readonly eventRetryDelaysMs?: readonly number[];
  /** Receives errors the emulator cannot answer with (a webhook that still fails after its retries). @defaultValue ignored */
  readonly onError?: (error: unknown) => void;
}

/** A running RBM emulator. @public */
export interface RbmEmulator {
  /** Its base URL, ending in `/`: prefix an `AgentMessageRequest`'s `path` with it. */
  readonly url: string;
  /** The TCP port listened on. */
  readonly port: number;
  /** The token the admin routes require as `Authorization: Bearer <token>` (the option's, or a random one). */
  readonly adminToken: string;
  /** The messages taken, in the order taken (the last `keepReceived`): each agent's messageId once. */
  readonly received: readonly ReceivedAgentMessage[];
  /** How many sends reused a messageId (answered 409, not delivered again). */
  readonly duplicates: number;
  /** How many authenticated sends reached the emulator, faults included. */
  readonly requests: number;
  /** Faults to answer sends with. */
  readonly faults: EmulatorFaults;
  /** How the events of the messages taken from now on go wrong (`twice`, `readFirst`), or undefined for none; `twice` posts every other event twice too. */
  eventFault: EmulatorEventFault | undefined;
  /** How a number behaves now (the one set, else by `isRcsCapable`). */
  recipientOf(phoneNumber: string): EmulatorRecipient;
  /** Sets how a number behaves from now on; set online (or coming online), what waits for it is delivered. @throws RangeError for an invalid number or recipient */
  setRecipient(phoneNumber: string, recipient: EmulatorRecipient): void;
  /** Where a message taken stands (`waiting`, `delivered`, `revoked`), or undefined when none was taken with that id. */
  stateOf(agentId: string, messageId: string): EmulatorMessageState | undefined;
  /** Posts a user's reply (a `UserMessage`) to the webhook; rejects without `webhookUrl`. */
  reply(reply: EmulatorReply): Promise<EmulatorReplyResult>;
  /** Posts a user's UNSUBSCRIBE or SUBSCRIBE (a `UserEvent`) to the webhook; rejects without `webhookUrl`. */
  changeSubscription(change: EmulatorSubscriptionChange): Promise<EmulatorSubscriptionResult>;
  /** Stops listening, cuts open connections and stops every timer (waiting messages stay as they are). */
  close(): Promise<void>;
}

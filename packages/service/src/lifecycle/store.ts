import type { EventLogPort } from '../events/eventLogPort';
import type { MessageListPort } from '../events/messageListPort';
import type { WebhookOutboxPort } from '../events/webhookOutboxPort';
import type { BalancePort } from '../ports/balance';
import type { IdempotencyPort } from '../ports/idempotency';
import type { RateLimitPort } from '../ports/rateLimit';
import type { SubmitPort } from '../ports/submit';
import type { TenantStore } from '../ports/tenants';
import type { MessageStatePort } from './messageStatePort';
import type { OptOutPort } from './optOutPort';
import type { PlatformHandoverPort } from './platformHandoverPort';
import type { QueueSource } from './queueSource';
import type { SeenPort } from './seenPort';
import type { SmsFallbackPort } from './smsFallback';

/** One check of a store's health: resolves to `ok`, or to a few words saying what is wrong. @public */
export type StoreCheck = () => Promise<string>;

/**
 * Where an accepted message lives, from the 202 to its last state, on one medium (memory, SQLite,
 * Redis, Redis Cluster): the one contract a server and the lifecycle engine are written against,
 * so that only the place that opens a store names its medium. Every medium proves itself with the
 * shared store laws.
 *
 * @public
 */
export interface Store {
  /** Takes each accepted message durably, queued for the engine, and records it ACCEPTED itself (its status reads ACCEPTED from the moment it is taken). */
  readonly submit: SubmitPort;
  /** The organizations' balances. */
  readonly balance: BalancePort;
  /** The Idempotency-Keys and the responses they replay. */
  readonly idempotency: IdempotencyPort;
  /** A rate limit shared by every process of the store (a fleet's); absent: each process keeps its own. */
  readonly rateLimit?: RateLimitPort;
  /** Organizations, members, senders, webhooks, API keys (digests), the balance ledger and usage. */
  readonly tenants: TenantStore;
  /** The consumer end of the queue of accepted messages: what the engine hands over. */
  readonly queue: QueueSource;
  /** Message states and their history; an advance to a state the client is told about writes its `message.status` event to `events` in the same step. */
  readonly states: MessageStatePort;
  /** The organizations' event logs: what each was told, numbered; writing an event queues its webhook delivery. */
  readonly events: EventLogPort;
  /** The webhook deliveries still to make, leased one attempt at a time. */
  readonly webhooks: WebhookOutboxPort;
  /** The organizations' messages, newest first, with filters. */
  readonly messages: MessageListPort;
  /** Keys of the platform's events already taken (an event posted twice is taken once). */
  readonly seen: SeenPort;
  /** The platform's windows: a message revoked at the end of one is handed over again. */
  readonly handovers: PlatformHandoverPort;
  /** Users' opt-outs, per agent and number. */
  readonly optOuts: OptOutPort;
  /** The SMS fallback of each message, recorded once and charged. */
  readonly smsFallbacks: SmsFallbackPort;
  /** What readiness checks, by name (`database`, `redis`, `tenants`...). */
  readonly checks: Readonly<Record<string, StoreCheck>>;
  /** Closes the store: what is pending is committed, the connections let go. */
  close(): Promise<void>;
}

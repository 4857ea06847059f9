import type { EventLogPort, IdempotencyPort, MessageListPort, MessageStatePort, OptOutPort, PlatformHandoverPort, QueueSource, SeenPort, SmsFallbackPort, Store, StoreCheck, SubmitPort, TenantStore, WebhookOutboxPort } from '@rcs-send/service';
import type { SqliteBalancePort } from '../balance/sqliteBalance';
import type { ExportedMessage } from '../messages/exportMessages';

/** What a store has done since it was opened, for benchmarks. @public */
export interface SqliteStoreStats {
  /** Group-commit transactions committed. */
  readonly commits: number;
  /** Messages stored by them. */
  readonly messages: number;
}

/**
 * An open SQLite store: the ports of the service and of delivery over one database file. One
 * store object writes it, holding its writer lock (its balance holds, Idempotency-Key claims and
 * queue deliveries are in its memory); an operator's command may write tenants beside it
 * without the lock, and any process may open it read-only.
 *
 * @public
 */
export interface SqliteStore extends Store {
  /** The database file. */
  readonly path: string;
  /** Stores accepted messages, by group commit: a submit resolves once its transaction committed. */
  readonly submit: SubmitPort;
  /** The balance: durable units debited with the messages stored, holds in memory. */
  readonly balance: SqliteBalancePort;
  /** Idempotency-Keys per principal: completed responses stored, claims in memory. */
  readonly idempotency: IdempotencyPort;
  /** Message states and their history; a change the client is told about writes its `message.status` event to `events` in its own transaction. */
  readonly states: MessageStatePort;
  /** The organizations' event logs: numbered per organization, each event's webhook delivery queued in the transaction that writes it; kept as long as messages are. */
  readonly events: EventLogPort;
  /** The webhook deliveries still to make, leased one attempt at a time: a lease moves the delivery's due time to its end. */
  readonly webhooks: WebhookOutboxPort;
  /** The organizations' messages, newest first, with filters: one walk down an index per page. */
  readonly messages: MessageListPort;
  /** Keys seen, to drop events posted twice. */
  readonly seen: SeenPort;
  /** The accepted messages still queued, for a dispatcher. Its `close` leaves the store open. */
  readonly queue: QueueSource;
  /** Hands a message the platform revoked at the end of its window over again, under a new messageId, while its own expiration is ahead. */
  readonly handovers: PlatformHandoverPort;
  /** Users who unsubscribed from an agent, kept until they subscribe again. */
  readonly optOuts: OptOutPort;
  /** The SMS fallback of each message, recorded once with its charge to the balance, found by its SMSC ids for the receipts. */
  readonly smsFallbacks: SmsFallbackPort;
  /** Organizations, members, senders, API keys (digests), the balance ledger and usage: read at every call, so another process's change counts at once. */
  readonly tenants: TenantStore;
  /** Writes each starting balance where the organization has none yet: a restart never refills a balance. */
  seedBalances(balances: Readonly<Record<string, number>>): void;
  /** Every stored message with its status, in the order stored. */
  exportMessages(): IterableIterator<ExportedMessage>;
  /** Copies the database, consistent, to `file` while the store runs. */
  backup(file: string): Promise<void>;
  /** What this store object committed so far. */
  stats(): SqliteStoreStats;
  /** Runs the retention sweep now. */
  sweep(): void;
  /** True while the store is open. */
  ready(): boolean;
  /**
   * `ok` while the store can take writes, else why not: `closed`; `not at its path` (its
   * database, WAL or writer lock file was deleted, moved or replaced: it refuses every write while
   * that file is not back at its path); `log lost` (the disk failed a flush: it refuses every
   * write until it is opened again); `writes failing: <SQLite code>` while the disk refuses
   * them (full, failing, read-only). In that last case a write of 1 MiB (a large request's
   * size, freed again at once) is tried first on a store holding the writer lock, so that the
   * answer follows the disk even when nothing else writes; `write lock held by another process`
   * once a write found another process's write lock taken, for as long as a try at the lock (that
   * waits for nothing) finds it still taken.
   */
  health(): Promise<string>;
  /** What readiness checks: `database`, its {@link SqliteStore.health}. */
  readonly checks: { readonly database: StoreCheck };
  /** Commits what is pending, then closes the database (and stops its checkpointing thread); calls after it fail with a SqliteStoreError of code `CLOSED`. */
  close(): Promise<void>;
}

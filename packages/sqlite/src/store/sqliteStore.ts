import type { IdempotencyPort, MessageStatePort, OptOutPort, PlatformHandoverPort, QueueSource, SeenPort, SmsFallbackPort, SubmitPort, TenantStore } from '@rcs-send/service';
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
 * process writes through one store object (its balance holds and Idempotency-Key claims are
 * in its memory); a worker process may open the same file for the queue and the states, and
 * any process may open it read-only.
 *
 * @public
 */
export interface SqliteStore {
  /** The database file. */
  readonly path: string;
  /** Stores accepted messages, by group commit: a submit resolves once its transaction committed. */
  readonly submit: SubmitPort;
  /** The balance: durable units debited with the messages stored, holds in memory. */
  readonly balance: SqliteBalancePort;
  /** Idempotency-Keys per principal: completed responses stored, claims in memory. */
  readonly idempotency: IdempotencyPort;
  /** Message states and their history. */
  readonly states: MessageStatePort;
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
  /** True while the store is open and usable. */
  ready(): boolean;
  /** Commits what is pending, then closes the database; calls after it fail with a SqliteStoreError of code `CLOSED`. */
  close(): Promise<void>;
}

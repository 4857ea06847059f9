// Databases as an older version of the store left them, for the migration tests: that version's
// schema (the first tables and each migration up to it) and rows written as it wrote them.
import Database from 'better-sqlite3';
import type { SubmittedMessage } from '@rcs-send/service';
import { _schemaOf } from '../src/database/schema';

/** A new database at `path` holding the empty schema of `version` (open: write its rows, then close it). */
export function databaseOfVersion(path: string, version: number): Database.Database {
  const db = new Database(path);
  db.function('rcs_epoch_ms', (_text: unknown) => null); // what version 5's migration calls, on no rows here
  db.exec(_schemaOf(version));
  db.pragma(`user_version = ${version}`);
  return db;
}

/** Stores `message` in `db` as versions 1 to 4 did: queued, due and last changed at `at`. */
export function storeOldMessage(db: Database.Database, message: SubmittedMessage, at: number): void {
  db.prepare(
    `INSERT INTO messages (id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, platform_id, handovers, queued, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, ?)`,
  ).run(message.id, message.organizationId, message.principalId, message.index, message.acceptedAt, JSON.stringify(message.message), message.expiresAt, at, message.id, at);
}

/** Stores `message` in `db` as versions 5 and 6 did: listed by its acceptance, queued and due at `at`, its current handover's id in `platform_id` (its own id for the first window). */
export function storeVersion6Message(db: Database.Database, message: SubmittedMessage, at: number, handover: { readonly platformId: string; readonly handovers: number } | undefined = undefined): void {
  db.prepare(
    `INSERT INTO messages (id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, platform_id, handovers, queued, updated_at, accepted_ms, recipient, sender)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  ).run(message.id, message.organizationId, message.principalId, message.index, message.acceptedAt, JSON.stringify(message.message), message.expiresAt, at, handover?.platformId ?? message.id, handover?.handovers ?? 0, at, Date.parse(message.acceptedAt), message.message.to, message.message.from);
}

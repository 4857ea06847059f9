// The one schema of the store. A change of it raises _SCHEMA_VERSION and adds a migration.

/** The schema version this package writes, kept in `PRAGMA user_version`. @internal */
export const _SCHEMA_VERSION = 1;

/**
 * Every table of the store. Times are epoch milliseconds of the store's clock; JSON columns
 * hold what the ports return, so a read is one parse.
 *
 * @internal
 */
export const _SCHEMA = `
CREATE TABLE messages (
  seq INTEGER PRIMARY KEY,            -- insertion order, the tie-break of due_at
  id TEXT NOT NULL UNIQUE,            -- the id the client saw
  organization_id TEXT NOT NULL,
  principal_id TEXT NOT NULL,
  message_index INTEGER NOT NULL,     -- its index in the request's messages
  accepted_at TEXT NOT NULL,          -- RFC 3339, as the service wrote it
  message TEXT NOT NULL,              -- the canonical message, JSON
  expires_at INTEGER,                 -- its expirationDateTime read by the core; NULL: none
  due_at INTEGER NOT NULL,            -- handed to a worker from then on
  platform_id TEXT NOT NULL UNIQUE,   -- the messageId of its current handover: its id, then a new one per later window
  handovers INTEGER NOT NULL,         -- later windows it was handed over for (0: the first only)
  queued INTEGER NOT NULL,            -- 1 until a worker acknowledges it
  updated_at INTEGER NOT NULL         -- accepted or acknowledged: the start of its retention
);
CREATE INDEX messages_due ON messages (due_at, seq) WHERE queued = 1;
CREATE INDEX messages_done ON messages (updated_at) WHERE queued = 0;

CREATE TABLE states (
  id TEXT PRIMARY KEY,                -- the message id
  status TEXT NOT NULL,               -- the MessageStatus with its history, JSON
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX states_updated ON states (updated_at);

CREATE TABLE balances (
  organization_id TEXT PRIMARY KEY,
  units INTEGER NOT NULL              -- durable units: the starting balance minus the messages stored
) WITHOUT ROWID;

CREATE TABLE idempotency (
  scope TEXT NOT NULL,                -- the principal: keys of one never meet another's
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  response TEXT NOT NULL,             -- the ServiceResponse to replay, JSON
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_expiry ON idempotency (expires_at);

CREATE TABLE opt_outs (
  agent_id TEXT NOT NULL,             -- the RBM agent a user unsubscribed from
  phone_number TEXT NOT NULL,         -- E.164 with +
  since INTEGER NOT NULL,
  PRIMARY KEY (agent_id, phone_number)
) WITHOUT ROWID;

CREATE TABLE seen (
  key BLOB PRIMARY KEY,               -- SHA-256 of the key: bounded, and no content stored
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX seen_expiry ON seen (expires_at);
`;

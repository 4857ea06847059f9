// The one schema of the store. A change of it raises _SCHEMA_VERSION and adds a migration.

/** The schema version this package writes, kept in `PRAGMA user_version`. @internal */
export const _SCHEMA_VERSION = 7;

/** The tables of version 1: messages, states, balances, Idempotency-Keys, opt-outs, seen keys. */
const FIRST_TABLES = `
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
  units INTEGER NOT NULL              -- durable units: the credits of the ledger minus usage.accepted, plus usage.sms_fallbacks minus usage.sms_segments
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

/** The tenants (version 2): organizations, members, senders, API keys, the balance's ledger, usage. */
const TENANT_TABLES = `
CREATE TABLE organizations (
  id TEXT PRIMARY KEY,                -- the UUID, lower case
  rcs_channel INTEGER NOT NULL,       -- 1: may send on RCS
  webhook TEXT,                       -- { url, secret } JSON, or NULL
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE tenant_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1), -- one row
  revision INTEGER NOT NULL           -- raised by each change of organizations, members or senders
);

CREATE TABLE members (
  organization_id TEXT NOT NULL,
  principal_id TEXT NOT NULL,         -- may send for the organization
  PRIMARY KEY (organization_id, principal_id)
) WITHOUT ROWID;

CREATE TABLE senders (
  organization_id TEXT NOT NULL,
  sender_id TEXT NOT NULL,            -- a value of a message's from
  use_case TEXT NOT NULL,             -- its agent's: TRANSACTIONAL, OTP, PROMOTIONAL or MULTI_USE
  PRIMARY KEY (organization_id, sender_id)
) WITHOUT ROWID;

CREATE TABLE api_keys (
  digest TEXT PRIMARY KEY,            -- SHA-256 of the key, hex: the key itself is never stored
  prefix TEXT NOT NULL,               -- its visible part, to recognise and revoke it by
  principal_id TEXT NOT NULL,
  organization_id TEXT,               -- NULL: a configured key whose principal no organization lists
  label TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,                 -- refused from then on; NULL: never
  revoked_at INTEGER                  -- refused since; NULL: not revoked
) WITHOUT ROWID;
CREATE INDEX api_keys_prefix ON api_keys (prefix);
CREATE INDEX api_keys_organization ON api_keys (organization_id, created_at);

CREATE TABLE ledger (
  seq INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  units INTEGER NOT NULL,             -- a credit: the starting balance, a top-up (debits are usage.accepted and usage.sms_segments)
  reason TEXT NOT NULL
);
CREATE INDEX ledger_organization ON ledger (organization_id, seq);

CREATE TABLE usage (
  organization_id TEXT NOT NULL,
  day TEXT NOT NULL,                  -- UTC, YYYY-MM-DD
  accepted INTEGER NOT NULL DEFAULT 0, -- messages stored, each debited one unit in the same transaction
  rejected INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  delivered INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  expired INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day)
) WITHOUT ROWID;
`;

/**
 * The SMS fallbacks (version 3): the policies of organizations and senders, one record per
 * message, each SMSC id of its segments for the receipts to find it, and what fallbacks charged
 * in the day's usage (the balance is the
 * ledger's credits minus `accepted`, plus `sms_fallbacks`, minus `sms_segments`).
 */
const SMS_TABLES = `
CREATE TABLE sms_fallbacks (
  id TEXT PRIMARY KEY,                -- the message id
  record TEXT NOT NULL,               -- the SmsFallbackRecord, JSON
  delivered TEXT NOT NULL,            -- the SMSC ids of its segments delivered so far, JSON
  updated_at INTEGER NOT NULL         -- its last change: the start of its retention
) WITHOUT ROWID;
CREATE INDEX sms_fallbacks_updated ON sms_fallbacks (updated_at);

CREATE TABLE sms_segments (
  smsc_message_id TEXT PRIMARY KEY,   -- the SMSC's id of one segment, which its receipt names
  id TEXT NOT NULL                    -- the message it belongs to (the newest, should the SMSC give an id again)
) WITHOUT ROWID;
CREATE INDEX sms_segments_message ON sms_segments (id);

ALTER TABLE organizations ADD COLUMN sms_fallback TEXT; -- its SmsFallbackPolicy, JSON, or NULL: no fallback
ALTER TABLE senders ADD COLUMN sms_fallback TEXT;       -- its own SmsFallbackPolicy, JSON, or NULL: its organization's applies
ALTER TABLE usage ADD COLUMN sms_fallbacks INTEGER NOT NULL DEFAULT 0; -- fallbacks, each crediting its message's unit back
ALTER TABLE usage ADD COLUMN sms_segments INTEGER NOT NULL DEFAULT 0;  -- SMS segments, each debited one unit
`;

/**
 * The writer (version 4): who holds the database's writer lock, written by the store that took
 * it (a second writer names it when refused), and the space its last write probe took.
 */
const WRITER_TABLE = `
CREATE TABLE writer (
  id INTEGER PRIMARY KEY CHECK (id = 1), -- one row: the latest store that took the writer lock
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  since INTEGER NOT NULL,             -- when it took the lock
  checked_at INTEGER NOT NULL,        -- its last write probe (readiness while writes fail)
  probe BLOB                          -- what the probe wrote, cleared once it committed
);
`;



/**
 * Events as data (version 5): the organizations' event logs and the webhook deliveries still to
 * make; what the message list reads (each message's acceptance instant, recipient and sender
 * beside its JSON, in one index with its organization; each state row's current state and
 * channel); a webhook's previous secret and its disabling. Rows of an older version get their
 * new columns from what they already hold (`rcs_epoch_ms` is the core's date reader, registered
 * on the connection).
 */
const EVENT_TABLES = `
CREATE TABLE event_logs (
  organization_id TEXT PRIMARY KEY,
  last_sequence INTEGER NOT NULL      -- the sequence of its latest event: never lowered, so a sweep never numbers an event again
) WITHOUT ROWID;

CREATE TABLE events (
  organization_id TEXT NOT NULL,
  sequence INTEGER NOT NULL,          -- 1, 2, 3... per organization, from event_logs
  id TEXT NOT NULL,                   -- msg_ and a UUID: the webhook-id of every attempt
  type TEXT NOT NULL,                 -- message.status, message.reply, recipient.subscription
  data TEXT NOT NULL,                 -- the event's data, JSON
  at INTEGER NOT NULL,                -- when it was written: the start of its retention
  key TEXT,                           -- what makes a second write of it the same event; NULL: none
  PRIMARY KEY (organization_id, sequence)
) WITHOUT ROWID;
CREATE UNIQUE INDEX events_key ON events (organization_id, key) WHERE key IS NOT NULL;
CREATE INDEX events_at ON events (at);

CREATE TABLE deliveries (
  organization_id TEXT NOT NULL,
  sequence INTEGER NOT NULL,          -- the event to deliver
  due_at INTEGER NOT NULL,            -- leased until then, or due from then on
  attempt INTEGER NOT NULL,           -- the attempt to make next, from 1
  PRIMARY KEY (organization_id, sequence)
) WITHOUT ROWID;
CREATE INDEX deliveries_due ON deliveries (organization_id, due_at, sequence);

ALTER TABLE messages ADD COLUMN accepted_ms INTEGER NOT NULL DEFAULT 0; -- accepted_at in epoch milliseconds, as the core reads it
ALTER TABLE messages ADD COLUMN recipient TEXT;  -- the canonical message's to
ALTER TABLE messages ADD COLUMN sender TEXT;     -- the canonical message's from
UPDATE messages SET accepted_ms = coalesce(rcs_epoch_ms(accepted_at), due_at), recipient = json_extract(message, '$.to'), sender = json_extract(message, '$.from');
CREATE INDEX messages_list ON messages (organization_id, accepted_ms, id, recipient, sender);

ALTER TABLE states ADD COLUMN state TEXT;        -- the status's state
ALTER TABLE states ADD COLUMN channel TEXT;      -- the status's channel: RCS, or SMS after a fallback
UPDATE states SET state = json_extract(status, '$.state'), channel = coalesce(json_extract(status, '$.channel'), 'RCS');

ALTER TABLE organizations ADD COLUMN webhook_previous_secret TEXT;   -- the secret its secret replaced, signing too until webhook_previous_until; NULL: none
ALTER TABLE organizations ADD COLUMN webhook_previous_until INTEGER;
ALTER TABLE organizations ADD COLUMN webhook_disabled_at INTEGER;    -- when a 410 disabled the webhook; NULL: enabled
ALTER TABLE organizations ADD COLUMN webhook_disabled_reason TEXT;
`;

/** The validation profiles (version 6): an organization's and a sender's own, each the data `createValidationProfile` checked. */
const PROFILE_COLUMNS = `
ALTER TABLE organizations ADD COLUMN validation_profile TEXT; -- its ValidationProfile, JSON, or NULL: none
ALTER TABLE senders ADD COLUMN validation_profile TEXT;       -- its own ValidationProfile, JSON, or NULL: its organization's applies
`;

/**
 * A message's handover id as data only once it differs from its id (version 7): `platform_id`
 * is NULL for the first window, and its unique index holds the later windows' ids alone. Before,
 * every message wrote its id twice, in the `id` index and in the `platform_id` one: a B-tree more
 * per message stored, about 12 µs of a request of ten messages. SQLite drops neither a column's
 * NOT NULL nor its UNIQUE in place, so the table is rebuilt (its rows copied in one transaction,
 * `seq` kept) with its indexes.
 */
const HANDOVER_IDS = `
CREATE TABLE messages_v7 (
  seq INTEGER PRIMARY KEY,            -- insertion order, the tie-break of due_at
  id TEXT NOT NULL UNIQUE,            -- the id the client saw
  organization_id TEXT NOT NULL,
  principal_id TEXT NOT NULL,
  message_index INTEGER NOT NULL,     -- its index in the request's messages
  accepted_at TEXT NOT NULL,          -- RFC 3339, as the service wrote it
  message TEXT NOT NULL,              -- the canonical message, JSON
  expires_at INTEGER,                 -- its expirationDateTime read by the core; NULL: none
  due_at INTEGER NOT NULL,            -- handed to a worker from then on
  platform_id TEXT,                   -- the messageId of its current handover when a later window's; NULL: its id (the first window)
  handovers INTEGER NOT NULL,         -- later windows it was handed over for (0: the first only)
  queued INTEGER NOT NULL,            -- 1 until a worker acknowledges it
  updated_at INTEGER NOT NULL,        -- accepted or acknowledged: the start of its retention
  accepted_ms INTEGER NOT NULL,       -- accepted_at in epoch milliseconds, as the core reads it
  recipient TEXT,                     -- the canonical message's to
  sender TEXT                         -- the canonical message's from
);
INSERT INTO messages_v7 (seq, id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, platform_id, handovers, queued, updated_at, accepted_ms, recipient, sender)
  SELECT seq, id, organization_id, principal_id, message_index, accepted_at, message, expires_at, due_at, nullif(platform_id, id), handovers, queued, updated_at, accepted_ms, recipient, sender FROM messages;
DROP TABLE messages;
ALTER TABLE messages_v7 RENAME TO messages;
CREATE UNIQUE INDEX messages_platform ON messages (platform_id) WHERE platform_id IS NOT NULL;
CREATE INDEX messages_due ON messages (due_at, seq) WHERE queued = 1;
CREATE INDEX messages_done ON messages (updated_at) WHERE queued = 0;
CREATE INDEX messages_list ON messages (organization_id, accepted_ms, id, recipient, sender);
`;

/**
 * What turns a store of each older version into the next: `_MIGRATIONS[v]` takes version v to
 * v + 1 (version 1 had no tenants, version 2 no SMS fallbacks, version 3 no writer, version 4
 * no events, version 5 no validation profiles, version 6 wrote each message's first handover id).
 *
 * @internal
 */
export const _MIGRATIONS: readonly string[] = ['', TENANT_TABLES, SMS_TABLES, WRITER_TABLE, EVENT_TABLES, PROFILE_COLUMNS, HANDOVER_IDS];

/** The schema a store of `version` has: the first tables, then each migration up to it. @internal */
export function _schemaOf(version: number): string {
  return FIRST_TABLES + _MIGRATIONS.slice(1, version).join('');
}

/**
 * Every table of the store, as an empty database gets it: the schema of {@link _SCHEMA_VERSION}.
 * Times are epoch milliseconds of the store's clock; JSON columns hold what the ports return,
 * so a read is one parse.
 *
 * @internal
 */
export const _SCHEMA = _schemaOf(_SCHEMA_VERSION);

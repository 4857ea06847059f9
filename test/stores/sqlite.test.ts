// The SQLite store's ports obey the shared port laws, each law on a store of its own (a fresh
// database file), exactly as the in-memory reference does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { openSqliteStore, type SqliteStore, type SqliteStoreOptions } from '@rcs-send/sqlite';
import { balancePortLaws, HANDOVER_ORGANIZATION, handoverPortLaws, idempotencyPortLaws, optOutPortLaws, seenPortLaws, smsFallbackPortLaws, statePortLaws, tenantStoreLaws, type Subject } from '@rcs-send/store-laws';

const folder = mkdtempSync(join(tmpdir(), 'rcs-send-store-laws-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
let messages = 0;

/** A message accepted for `organizationId`, with an id no other of the file has. */
function acceptedMessage(organizationId: string) {
  messages += 1;
  return { id: `tenant-${messages}`, organizationId, principalId: 'acme', index: 0, acceptedAt: new Date().toISOString(), expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } } };
}

/** `pick`'s port of a store opened on a new file with `options`. */
function opened<Port>(pick: (store: SqliteStore) => Port, options: Omit<SqliteStoreOptions, 'path'> = {}): Subject<Port> {
  files += 1;
  const store = openSqliteStore({ path: join(folder, `${files}.db`), ...options });
  return { port: pick(store), close: () => store.close() };
}

describe('the SQLite store: states', () => {
  statePortLaws(async () => opened((store) => store.states));
});

describe('the SQLite store: idempotency', () => {
  idempotencyPortLaws(async ({ ttlMs, now }) => opened((store) => store.idempotency, { idempotencyTtlMs: ttlMs, now }), 'fake');
});

describe('the SQLite store: seen', () => {
  seenPortLaws(async ({ ttlMs, now }) => opened((store) => store.seen, { seenTtlMs: ttlMs, now }), 'fake');
});

describe('the SQLite store: opt-outs', () => {
  optOutPortLaws(async () => opened((store) => store.optOuts));
});

describe('the SQLite store: balance with submit', () => {
  balancePortLaws(async (balances) =>
    opened((store) => {
      store.seedBalances(balances);
      return { balance: store.balance, submit: store.submit, balanceOf: store.balance.balanceOf, stored: () => [...store.exportMessages()].length };
    }),
  );
});

describe('the SQLite store: handovers', () => {
  handoverPortLaws(async () =>
    opened((store) => {
      store.seedBalances({ [HANDOVER_ORGANIZATION]: 100 });
      return {
        submit: (message) => store.submit.submit(message),
        handovers: store.handovers,
        handedOut: async (id) => (await store.queue.read(100)).filter((entry) => entry.message.id === id).map((entry) => entry.platformMessageId),
      };
    }),
  );
});

describe('the SQLite store: tenants', () => {
  tenantStoreLaws(async () =>
    opened((store) => ({
      tenants: store.tenants,
      async spend(organizationId, count) {
        const reservation = await store.balance.reserve(organizationId, count);
        if (reservation === undefined) return 0;
        await Promise.all(Array.from({ length: count }, () => store.submit.submit(acceptedMessage(organizationId))));
        await store.balance.commit(reservation, count);
        return count;
      },
    })),
  );
});

describe('the SQLite store: SMS fallbacks', () => {
  smsFallbackPortLaws(async (balances) =>
    opened((store) => {
      store.seedBalances(balances);
      return { fallbacks: store.smsFallbacks, balanceOf: store.balance.balanceOf };
    }),
  );
});

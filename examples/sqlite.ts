// The service with its messages, balances and Idempotency-Keys in one SQLite file: a request
// accepted, the process restarted (the store closed and opened again), the same request
// replayed from the stored Idempotency-Key with the balance not refilled, and the message
// read from the queue as a delivery worker reads it.
// Run: pnpm --filter @rcs-send/examples run sqlite
// #region store
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@rcs-send/sqlite';
import { createMemoryAuthPort, createMemoryOrganizationPort, createSendService } from '@rcs-send/service';

const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const auth = createMemoryAuthPort([{ apiKey: 'rcs_example_key', principalId: 'acme' }]);
const organizations = createMemoryOrganizationPort([{ id: organizationId, members: ['acme'], senders: ['acme_agent'] }]);
const folder = mkdtempSync(join(tmpdir(), 'rcs-send-example-'));

/** What a server process does at its start: open the store, seed the balances, build the service. */
function start() {
  const store = openSqliteStore({ path: join(folder, 'rcs-send.db') });
  store.seedBalances({ [organizationId]: 100 }); // a starting balance: written only where none is stored
  const { submit, balance, idempotency } = store;
  return { store, service: createSendService({ ports: { auth, organizations, senders: organizations, submit, balance, idempotency } }) };
}

const body = { organizationId, messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
const request = { authorization: 'Bearer rcs_example_key', idempotencyKey: 'order-42', readBody: async () => ({ value: body }) };

let { store, service } = start();
const first = await service.send(request);
console.log(`${first.status}, balance left ${store.balance.balanceOf(organizationId)}`);
await store.close();

({ store, service } = start()); // a restart: nothing refilled, nothing forgotten
const retry = await service.send(request);
console.log(`${retry.status} replayed: ${retry.headers['idempotent-replayed']}, balance left ${store.balance.balanceOf(organizationId)}`);
for (const { ackId, message } of await store.queue.read(10)) {
  console.log(`queued ${message.id} to ${message.message.to}`);
  await store.queue.ack(ackId); // once its delivery has a final state
}
await store.close();
rmSync(folder, { recursive: true });
// #endregion

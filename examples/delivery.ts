// Delivery on one machine: an accepted message queued in the reference server's database
// (@rcs-send/sqlite), a dispatcher that sends it to an RBM emulator on loopback, and its final
// state. With RBM itself, the delivery port gets the regional host and
// serviceAccountTokensFromFile('key.json') instead.
// Run: pnpm --filter @rcs-send/examples run delivery
// #region deliver
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRbmDeliveryPort, startDispatcher, staticAccessToken, type MessageStatus } from '@rcs-send/delivery';
import { startRbmEmulator } from '@rcs-send/rbm-emulator';
import { openSqliteStore } from '@rcs-send/sqlite';

const emulator = await startRbmEmulator(); // RBM's agentMessages.create on a free loopback port
emulator.faults.next({ kind: '429', retryAfterSeconds: 1 }); // the first send is told to come back in a second

const folder = mkdtempSync(join(tmpdir(), 'rcs-send-example-'));
const store = openSqliteStore({ path: join(folder, 'rcs-send.db') }); // the database the reference server keeps
const expiresAt = Date.now() + 60_000; // never handed over after this moment
const accepted = {
  id: crypto.randomUUID(),
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'acme',
  index: 0,
  acceptedAt: new Date().toISOString(),
  expiresAt, // the expiration as the service reads it once, in epoch milliseconds: what the worker compares with its clock
  message: {
    to: '351912345678',
    from: 'acme_agent',
    expirationDateTime: new Date(expiresAt).toISOString(),
    contentMessage: { text: 'Your parcel arrives today.', suggestions: [{ dialAction: { text: 'Call us', postbackData: 'call', phoneNumber: '+351912000111' } }] },
  },
};
await store.submit.submit(accepted); // what the send service does with each message it accepts: stored, queued, ACCEPTED

let settle: (status: MessageStatus) => void = () => undefined;
const outcome = new Promise<MessageStatus>((resolve) => (settle = resolve));
const worker = startDispatcher({
  source: store.queue, // queued messages, oldest first; each acknowledged once its final state is stored
  states: store.states,
  delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('any') }),
  agentIdOf: (from) => `${from}@rbm.goog`,
  onOutcome: settle,
});
const record = await outcome;
console.log(`${record.id}: ${record.state} after ${record.attempts} attempts`); // SENT after 2 attempts
console.log(JSON.stringify(emulator.received[0]?.body)); // RBM's format: the dial action nested, expireTime in UTC
await worker.stop(); // closes the queue, not the store
await store.close();
await emulator.close();
rmSync(folder, { recursive: true, force: true });
// #endregion

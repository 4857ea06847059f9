// What the store-level laws accept and read: messages built by construction (any recipient,
// sender, text and acceptance time, ids unique), a batch taken as the service takes it, the
// organizations a law starts with, and a bounded wait for what a queue hands out.
import fc from 'fast-check';
import type { QueueEntry, QueueSource, Store, SubmittedBatch, SubmittedMessage } from '@rcs-send/service';

/** The organization the store-level laws accept messages for. */
export const STORE_ORGANIZATION = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';

/** How long a law waits for a queue to hand out what it expects, reading all along. */
const READ_WITHIN_MS = 10_000;

/** One accepted message of `organizationId` (its index is its place in the request it is in). */
const acceptedMessage = (organizationId: string): fc.Arbitrary<SubmittedMessage> =>
  fc
    .record({
      id: fc.uuid(),
      to: fc.stringMatching(/^[1-9]\d{7,14}$/),
      from: fc.stringMatching(/^[a-z][a-z0-9_]{0,19}$/),
      text: fc.string({ minLength: 1, maxLength: 40 }),
      acceptedAt: fc.date({ min: new Date('2020-01-01T00:00:00.000Z'), max: new Date('2030-12-31T23:59:59.999Z'), noInvalidDate: true }).map((date) => date.toISOString()),
    })
    .map(({ id, to, from, text, acceptedAt }) => ({ id, organizationId, principalId: 'acme', index: 0, acceptedAt, expiresAt: null, message: { to, from, contentMessage: { text } } }));

/** `min` to `max` messages of one request of `organizationId`, ids unique, each at its index. */
export const acceptedMessages = (organizationId: string, min: number, max: number): fc.Arbitrary<SubmittedMessage[]> =>
  fc.uniqueArray(acceptedMessage(organizationId), { minLength: min, maxLength: max, selector: (message) => message.id }).map((messages) => messages.map((message, index) => ({ ...message, index })));

/** Takes `batch` as the service does: with `submitBatch` when the store has it, else each message with `submit` and then the key's response with `complete`. */
export async function takeBatch(store: Store, batch: SubmittedBatch): Promise<void> {
  if (store.submit.submitBatch !== undefined) return store.submit.submitBatch(batch);
  await Promise.all(batch.messages.map((message) => store.submit.submit(message)));
  if (batch.idempotency !== undefined) await store.idempotency.complete(batch.idempotency.scope, batch.idempotency.key, batch.idempotency.response);
}

/** Creates in `store` each organization of `balances`, with that starting balance. */
export async function withBalances(store: Store, balances: Readonly<Record<string, number>>): Promise<void> {
  for (const [id, balance] of Object.entries(balances)) await store.tenants.addOrganization({ id, rcsChannel: true, webhook: null, balance }, Date.now());
}

/** Reads `queue` until it handed out `count` entries, or for 10 s at most: what it handed out. */
export async function readUntil(queue: QueueSource, count: number): Promise<QueueEntry[]> {
  const entries: QueueEntry[] = [];
  const deadline = Date.now() + READ_WITHIN_MS;
  while (entries.length < count && Date.now() < deadline) entries.push(...(await queue.read(2)));
  return entries;
}

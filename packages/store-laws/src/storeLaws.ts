// Every law that applies to a whole Store, registered by one call: the laws of each of its ports
// (states, seen keys, Idempotency-Keys, opt-outs, balance with submit, handovers, SMS fallbacks,
// tenants and their edits) and of the store as one (its submit, its queue, its event logs, its
// webhook outbox, its message list, its health checks),
// each on a store opened fresh for it.
import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { withBalances } from './acceptance';
import { balancePortLaws, type Ledger } from './balancePortLaws';
import { HANDOVER_ORGANIZATION, handoverPortLaws } from './handoverPortLaws';
import { eventLogLaws } from './eventLogLaws';
import { idempotencyPortLaws } from './idempotencyPortLaws';
import type { LawfulStore, OpenStore } from './lawfulStore';
import { messageListLaws } from './messageListLaws';
import { optOutPortLaws } from './optOutPortLaws';
import { queueLaws } from './queueLaws';
import { seenPortLaws } from './seenPortLaws';
import { smsFallbackPortLaws } from './smsFallbackPortLaws';
import { statePortLaws } from './statePortLaws';
import type { ClockKind, Subject } from './subject';
import { submitLaws } from './submitLaws';
import { tenantStoreLaws } from './tenantStoreLaws';
import { webhookOutboxLaws } from './webhookOutboxLaws';

/** What the laws without a clock of their own open a store with: its real clock, and a day to remember. */
const ON_ITS_CLOCK = { ttlMs: 86_400_000, now: Date.now };
let spent = 0;

/** `pick`'s port of the store `subject` opens, closed with the store (at once, when `pick` fails). */
async function portOf<Port>(subject: Promise<Subject<LawfulStore>>, pick: (store: LawfulStore) => Port | Promise<Port>): Promise<Subject<Port>> {
  const { port: store, close } = await subject;
  try {
    return { port: await pick(store), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The balance laws' ledger of `store`: its balance port, its submit, and the messages it stored (those submitted whose state it knows). */
function ledgerOf(store: LawfulStore): Ledger {
  const submitted: string[] = [];
  return {
    balance: store.balance,
    submit: {
      submit(message) {
        submitted.push(message.id);
        return store.submit.submit(message);
      },
    },
    balanceOf: (organizationId) => store.balance.balanceOf(organizationId),
    stored: async () => (await Promise.all(submitted.map((id) => store.states.get(id)))).filter((status) => status !== undefined).length,
  };
}

/** Spends `count` units of `organizationId` in `store` as a server does: reserve them, take as many messages, commit. */
async function spend(store: LawfulStore, organizationId: string, count: number): Promise<number> {
  const reservation = await store.balance.reserve(organizationId, count);
  if (reservation === undefined) return 0;
  const messages = Array.from({ length: count }, (_, index): SubmittedMessage => {
    spent += 1;
    return { id: `spent-${spent}`, organizationId, principalId: 'acme', index, acceptedAt: new Date().toISOString(), expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } } };
  });
  await Promise.all(messages.map((message) => store.submit.submit(message)));
  await store.balance.commit?.(reservation, count);
  return count;
}

/**
 * Registers every law of a whole store, each on a store `open` gives fresh for it, in a
 * `describe` per port: `clock` says whether the store reads the `now` it is opened with
 * (`fake`: the laws of seen keys and Idempotency-Keys at their TTL boundary run too) or keeps
 * time itself (`real`). The organizations a law needs are created through the store's tenants.
 *
 * @public
 */
export function storeLaws(open: OpenStore, clock: ClockKind): void {
  const fresh = (): Promise<Subject<LawfulStore>> => open(ON_ITS_CLOCK);

  describe('states', () => statePortLaws(() => portOf(fresh(), (store) => store.states)));
  describe('seen keys', () => seenPortLaws((options) => portOf(open(options), (store) => store.seen), clock));
  describe('Idempotency-Keys', () => idempotencyPortLaws((options) => portOf(open(options), (store) => store.idempotency), clock));
  describe('opt-outs', () => optOutPortLaws(() => portOf(fresh(), (store) => store.optOuts)));
  describe('balance with submit', () =>
    balancePortLaws((balances) =>
      portOf(fresh(), async (store) => {
        await withBalances(store, balances);
        return ledgerOf(store);
      }),
    ));
  describe('handovers', () =>
    handoverPortLaws(() =>
      portOf(fresh(), async (store) => {
        await withBalances(store, { [HANDOVER_ORGANIZATION]: 100 });
        const handedOut = async (id: string): Promise<(string | undefined)[]> => (await store.queue.read(100)).filter((entry) => entry.message.id === id).map((entry) => entry.platformMessageId);
        return { submit: (message: SubmittedMessage) => store.submit.submit(message), handovers: store.handovers, handedOut };
      }),
    ));
  describe('SMS fallbacks', () =>
    smsFallbackPortLaws((balances) =>
      portOf(fresh(), async (store) => {
        await withBalances(store, balances);
        return { fallbacks: store.smsFallbacks, balanceOf: (organizationId: string) => store.balance.balanceOf(organizationId) };
      }),
    ));
  describe('tenants', () => tenantStoreLaws(() => portOf(fresh(), (store) => ({ tenants: store.tenants, spend: (organizationId: string, count: number) => spend(store, organizationId, count) }))));
  describe('submit', () => submitLaws(fresh));
  describe('queue', () => queueLaws(fresh));
  describe('event logs', () => eventLogLaws(fresh));
  describe('webhook outbox', () => webhookOutboxLaws(fresh));
  describe('message list', () => messageListLaws(fresh));
  describe('health', () => {
    it('should answer ok from each of its checks once opened, and close', async () => {
      const { port: store, close } = await fresh();
      try {
        for (const [name, check] of Object.entries(store.checks)) expect([name, await check()]).toEqual([name, 'ok']);
      } finally {
        await close();
      }
    });
  });
}

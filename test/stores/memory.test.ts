// The in-memory ports of the service and of delivery obey the shared port laws: they are the
// reference the durable stores are held to.
import { describe } from 'vitest';
import { createMemoryBalancePort, createMemoryIdempotencyPort, createMemoryOptOutPort, createMemorySeenPort, createMemorySmsFallbackPort, createMemoryStatePort, createMemoryStore, createMemorySubmitPort, createMemoryTenantStore } from '@rcs-send/service';
import { balancePortLaws, HANDOVER_ORGANIZATION, handoverPortLaws, idempotencyPortLaws, optOutPortLaws, seenPortLaws, smsFallbackPortLaws, statePortLaws, tenantEditLaws, tenantStoreLaws } from '@rcs-send/store-laws';

const closed = async (): Promise<void> => undefined;

describe('createMemoryStatePort', () => {
  statePortLaws(async () => ({ port: createMemoryStatePort(), close: closed }));
});

describe('createMemoryIdempotencyPort', () => {
  idempotencyPortLaws(async ({ ttlMs, now }) => ({ port: createMemoryIdempotencyPort({ ttlSeconds: ttlMs / 1000, now }), close: closed }), 'fake');
});

describe('createMemorySeenPort', () => {
  seenPortLaws(async (options) => ({ port: createMemorySeenPort(options), close: closed }), 'fake');
});

describe('createMemoryOptOutPort', () => {
  optOutPortLaws(async () => ({ port: createMemoryOptOutPort(), close: closed }));
});

describe('createMemoryBalancePort with createMemorySubmitPort', () => {
  balancePortLaws(async (balances) => {
    const balance = createMemoryBalancePort(balances);
    const submit = createMemorySubmitPort();
    return { port: { balance, submit, balanceOf: balance.balanceOf, stored: () => submit.submitted.length }, close: closed };
  });
});

describe('createMemorySmsFallbackPort', () => {
  smsFallbackPortLaws(async (balances) => {
    const balance = createMemoryBalancePort(balances);
    return { port: { fallbacks: createMemorySmsFallbackPort({ balance }), balanceOf: balance.balanceOf }, close: closed };
  });
});

describe('createMemoryTenantStore', () => {
  tenantEditLaws(async () => ({ port: { tenants: createMemoryTenantStore() }, close: closed }));
});

/** A memory store whose organizations of `balances` exist with those starting balances. */
async function storeWith(balances: Readonly<Record<string, number>>) {
  const store = createMemoryStore();
  for (const [id, balance] of Object.entries(balances)) await store.tenants.addOrganization({ id, rcsChannel: true, webhook: null, balance }, Date.now());
  return store;
}
let sent = 0;
const message = (organizationId: string) => {
  sent += 1;
  return { id: `memory-${sent}`, organizationId, principalId: 'acme', index: 0, acceptedAt: new Date().toISOString(), expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } } };
};

describe('createMemoryStore: balance with submit', () => {
  balancePortLaws(async (balances) => {
    const store = await storeWith(balances);
    const taken = async (): Promise<number> => (await store.queue.read(1000, AbortSignal.abort())).length;
    return { port: { balance: store.balance, submit: store.submit, balanceOf: store.balance.balanceOf, stored: taken }, close: () => store.close() };
  });
});

describe('createMemoryStore: handovers', () => {
  handoverPortLaws(async () => {
    const store = await storeWith({ [HANDOVER_ORGANIZATION]: 100 });
    const handedOut = async (id: string) => (await store.queue.read(100)).filter((entry) => entry.message.id === id).map((entry) => entry.platformMessageId);
    return { port: { submit: (submitted) => store.submit.submit(submitted), handovers: store.handovers, handedOut }, close: () => store.close() };
  });
});

describe('createMemoryStore: tenants', () => {
  tenantStoreLaws(async () => {
    const store = createMemoryStore();
    const spend = async (organizationId: string, count: number): Promise<number> => {
      const reservation = await store.balance.reserve(organizationId, count);
      if (reservation === undefined) return 0;
      await Promise.all(Array.from({ length: count }, () => store.submit.submit(message(organizationId))));
      await store.balance.commit?.(reservation, count);
      return count;
    };
    return { port: { tenants: store.tenants, spend }, close: () => store.close() };
  });
});

describe('createMemoryStore: SMS fallbacks', () => {
  smsFallbackPortLaws(async (balances) => {
    const store = await storeWith(balances);
    return { port: { fallbacks: store.smsFallbacks, balanceOf: store.balance.balanceOf }, close: () => store.close() };
  });
});

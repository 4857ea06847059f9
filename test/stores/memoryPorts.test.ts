// The in-memory ports of the service, each alone, obey the shared port laws: they are the
// reference the durable stores are held to (the memory store, which is built of them, proves
// itself whole in memory.test.ts).
import { describe } from 'vitest';
import { createMemoryBalancePort, createMemoryIdempotencyPort, createMemoryOptOutPort, createMemorySeenPort, createMemorySmsFallbackPort, createMemoryStatePort, createMemorySubmitPort, createMemoryTenantStore } from '@rcs-send/service';
import { balancePortLaws, idempotencyPortLaws, optOutPortLaws, seenPortLaws, smsFallbackPortLaws, statePortLaws, tenantEditLaws } from '@rcs-send/store-laws';

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


import { describe, expect, it } from 'vitest';
import { createMemoryTenantStore } from '@rcs-send/service';
import { _profileChooser } from './profileChooser';

const ORG = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';

/** A memory store with ORG and its senders acme_agent and acme_news, counting the reads of profiles. */
async function counted() {
  const tenants = createMemoryTenantStore();
  await tenants.addOrganization({ id: ORG, rcsChannel: true, webhook: null, balance: 0, senders: ['acme_agent', 'acme_news'].map((id) => ({ id, useCase: 'TRANSACTIONAL', smsFallback: null })) }, 0);
  const reads = { count: 0 };
  const read = { revision: () => tenants.revision(), validationProfileOf: (organizationId: string, sender: string | null) => ((reads.count += 1), tenants.validationProfileOf(organizationId, sender)) };
  return { tenants, reads, read };
}

describe('the profile chooser of a server', () => {
  it("should choose a sender's own profile, else its organization's, compiling each distinct one once", async () => {
    const { tenants, read } = await counted();
    await tenants.setValidationProfile(ORG, null, { maxMessages: 5 });
    await tenants.setValidationProfile(ORG, 'acme_news', { refusedTerms: ['sale'] });
    const choose = _profileChooser(read, 1000);
    expect((await choose(ORG, undefined))?.data).toEqual({ maxMessages: 5 });
    expect((await choose(ORG, 'acme_news'))?.data).toEqual({ refusedTerms: ['sale'] });
    expect(await choose(ORG, 'acme_agent')).toBe(await choose(ORG, undefined)); // the organization's, compiled once
  });

  it('should answer from what it kept until the interval passes, then take up a change of the store', async () => {
    const { tenants, reads, read } = await counted();
    let now = 0;
    const choose = _profileChooser(read, 1000, () => now);
    expect(await choose(ORG, 'acme_agent')).toBeUndefined();
    await tenants.setValidationProfile(ORG, null, { expirationRequired: true });
    now = 999;
    expect(await choose(ORG, 'acme_agent')).toBeUndefined();
    expect(reads.count).toBe(1);
    now = 1000;
    expect((await choose(ORG, 'acme_agent'))?.data).toEqual({ expirationRequired: true });
    now = 2000; // the revision read again, unchanged: nothing read again
    await choose(ORG, 'acme_agent');
    expect(reads.count).toBe(2);
  });

  it('should answer a choice it knows at once, not as a promise, until the interval passes', async () => {
    const { tenants, read } = await counted();
    await tenants.setValidationProfile(ORG, null, { maxMessages: 5 });
    let now = 0;
    const choose = _profileChooser(read, 1000, () => now);
    expect(choose(ORG, 'acme_agent')).toBeInstanceOf(Promise); // read from the store the first time
    await choose(ORG, 'acme_agent');
    now = 999;
    expect((choose(ORG, 'acme_agent') as { data?: unknown } | undefined)?.data).toEqual({ maxMessages: 5 });
    now = 1000;
    expect(choose(ORG, 'acme_agent')).toBeInstanceOf(Promise); // the revision is due: read before answering
  });

  it('should read again after a failed read instead of keeping the failure', async () => {
    const { read } = await counted();
    let fail = true;
    const choose = _profileChooser({ ...read, validationProfileOf: async (organizationId, sender) => (fail ? Promise.reject(new Error('down')) : read.validationProfileOf(organizationId, sender)) }, 1000);
    await expect(choose(ORG, undefined)).rejects.toThrow('down');
    fail = false;
    expect(await choose(ORG, undefined)).toBeUndefined();
  });
});

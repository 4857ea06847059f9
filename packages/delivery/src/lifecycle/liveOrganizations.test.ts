import { describe, expect, it, vi } from 'vitest';
import type { TenantOrganization } from '@rcs-send/service';
import { _liveOrganizations } from './liveOrganizations';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const organization = (useCase: string): TenantOrganization => ({ id: ORG, rcsChannel: true, members: ['acme'], senders: [{ id: 'acme_agent', useCase, smsFallback: null }], webhook: null, smsFallback: null });

describe('the organizations the engine reads', () => {
  it('should reread the organizations only when the store\'s revision moved', async () => {
    vi.useFakeTimers();
    try {
      let revision = 1;
      let stored = [organization('TRANSACTIONAL')];
      const organizations = vi.fn(async () => stored);
      const live = await _liveOrganizations({ revision: async () => revision, organizations }, 1000, () => undefined);
      expect(live.current()).toEqual([{ id: ORG, senders: ['acme_agent'], useCases: {} }]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(organizations).toHaveBeenCalledTimes(1);
      stored = [organization('OTP')];
      revision = 2;
      await vi.advanceTimersByTimeAsync(1000);
      expect(organizations).toHaveBeenCalledTimes(2);
      expect(live.current()[0]?.useCases).toEqual({ acme_agent: 'OTP' });
      live.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('should keep the last list when a read fails, and tell onError', async () => {
    const errors: unknown[] = [];
    let fail = false;
    const live = await _liveOrganizations({ revision: async () => (fail ? Promise.reject(new Error('down')) : 1), organizations: async () => [organization('OTP')] }, 10, (error) => errors.push(error));
    fail = true;
    await new Promise((resolve) => setTimeout(resolve, 40));
    live.close();
    expect(live.current()).toHaveLength(1);
    expect(errors.length).toBeGreaterThan(0);
  });
});

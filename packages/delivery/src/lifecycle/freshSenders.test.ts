import { describe, expect, it, vi } from 'vitest';
import { _freshSenders } from './freshSenders';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

describe('the sender port that keeps the delivery\'s organizations fresh', () => {
  it('should reread the organizations before answering for a sender the store knows and the last read does not', async () => {
    const refresh = vi.fn(async () => undefined);
    const known = new Set(['old_agent']);
    const senders = _freshSenders({ isConfigured: async (_organizationId, from) => from !== 'stranger' }, { knows: (_organizationId, from) => known.has(from), refresh });
    expect(await senders.isConfigured(ORG, 'old_agent')).toBe(true);
    expect(await senders.isConfigured(ORG, 'stranger')).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(await senders.isConfigured(ORG, 'new_agent')).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

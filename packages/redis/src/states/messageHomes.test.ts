import { describe, expect, it } from 'vitest';
import { _MessageHomes } from './messageHomes';

describe('the message homes a process remembers', () => {
  it('should remember the 10,000 most recently met, forgetting the least recent first', () => {
    const homes = new _MessageHomes();
    for (let i = 0; i < 10_000; i++) homes.set(`m${i}`, { organizationId: 'org' });
    expect(homes.get('m0')).toEqual({ organizationId: 'org' }); // met again: now the most recent
    homes.set('m10000', { organizationId: 'org', until: 5 });
    expect(homes.get('m1')).toBeUndefined();
    expect(homes.get('m0')).toBeDefined();
    expect(homes.get('m10000')).toEqual({ organizationId: 'org', until: 5 });
  });
});

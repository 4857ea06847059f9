import { describe, expect, it } from 'vitest';
import { createMemoryAuthPort } from './memoryAuth';

describe('createMemoryAuthPort', () => {
  const auth = createMemoryAuthPort([
    { apiKey: 'key-one-0123456789', principalId: 'one' },
    { apiKey: 'key-two-0123456789', principalId: 'two' },
  ]);

  it('should authenticate each key as its principal', async () => {
    expect(await auth.authenticate('key-one-0123456789')).toEqual({ id: 'one' });
    expect(await auth.authenticate('key-two-0123456789')).toEqual({ id: 'two' });
  });

  it('should refuse a prefix, an extension, another case and the empty key', async () => {
    for (const key of ['key-one-012345678', 'key-one-01234567890', 'KEY-ONE-0123456789', '']) {
      expect(await auth.authenticate(key)).toBeUndefined();
    }
  });

  it('should keep no key in clear: the port holds only digests', () => {
    expect(JSON.stringify(auth)).not.toContain('key-one');
  });
});

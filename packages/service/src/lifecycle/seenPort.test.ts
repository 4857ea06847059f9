import { describe, expect, it } from 'vitest';
import { createMemorySeenPort } from './seenPort';

describe('createMemorySeenPort', () => {
  it('should say true once per key, forget a key after its span, and keep at most maxKeys', async () => {
    let time = 0;
    const seen = createMemorySeenPort({ ttlMs: 1000, maxKeys: 2, now: () => time });
    expect(await seen.firstSeen('a')).toBe(true);
    expect(await seen.firstSeen('a')).toBe(false);
    time = 999;
    expect(await seen.firstSeen('a')).toBe(false);
    time = 1000;
    expect(await seen.firstSeen('a')).toBe(true);
    expect(await seen.firstSeen('b')).toBe(true);
    expect(await seen.firstSeen('c')).toBe(true); // 'a' is forgotten to keep two
    expect(await seen.firstSeen('b')).toBe(false);
    expect(await seen.firstSeen('a')).toBe(true);
  });
});

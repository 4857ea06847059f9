import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKnownReachability, KNOWN_REACHABILITY_DEFAULTS } from './knownReachability';
import { rememberingCapabilities } from './rememberingCapabilities';

const T0 = Date.parse('2026-01-15T09:00:00.000Z');

describe('what capability checks found', () => {
  it('should trust a "not reachable" for ttlMs exactly: until its last millisecond, not at its end', () => {
    let now = T0;
    const known = createKnownReachability({ ttlMs: 1000, now: () => now });
    known.note('acme', '351912345678', false);
    now = T0 + 999;
    expect(known.knownUnreachable('acme', '351912345678')).toBe(true);
    now = T0 + 1000;
    expect(known.knownUnreachable('acme', '351912345678')).toBe(false);
  });

  it('should default to an hour and 100,000 numbers', () => {
    let now = T0;
    const known = createKnownReachability({ now: () => now });
    known.note('acme', '351912345678', false);
    now = T0 + KNOWN_REACHABILITY_DEFAULTS.ttlMs - 1;
    expect(known.knownUnreachable('acme', '351912345678')).toBe(true);
    expect(KNOWN_REACHABILITY_DEFAULTS).toEqual({ ttlMs: 3_600_000, maxEntries: 100_000 });
  });

  it('should keep one sender\'s answer apart from another\'s, and forget a number found reachable since', () => {
    const known = createKnownReachability();
    known.note('acme', '351912345678', false);
    expect(known.knownUnreachable('other', '351912345678')).toBe(false);
    expect(known.knownUnreachable('acme', '351912345679')).toBe(false);
    known.note('acme', '351912345678', true);
    expect(known.knownUnreachable('acme', '351912345678')).toBe(false);
  });

  it('should hold maxEntries numbers, forgetting the one noted longest ago at the next (noting again counts as new)', () => {
    const known = createKnownReachability({ maxEntries: 3 });
    for (const msisdn of ['1001', '1002', '1003']) known.note('acme', msisdn, false);
    expect(['1001', '1002', '1003'].map((msisdn) => known.knownUnreachable('acme', msisdn))).toEqual([true, true, true]);
    known.note('acme', '1001', false); // noted again: now the newest
    known.note('acme', '1004', false);
    expect(['1001', '1002', '1003', '1004'].map((msisdn) => known.knownUnreachable('acme', msisdn))).toEqual([true, false, true, true]);
  });

  it('should never hold more than maxEntries, whatever is noted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 20 }), fc.boolean()), { maxLength: 60 }), (maxEntries, notes) => {
        const known = createKnownReachability({ maxEntries });
        for (const [from, n, reachable] of notes) known.note(from, String(n), reachable);
        let held = 0;
        for (const from of ['a', 'b']) for (let n = 0; n <= 20; n += 1) if (known.knownUnreachable(from, String(n))) held += 1;
        expect(held).toBeLessThanOrEqual(maxEntries);
        const [lastFrom, lastN, lastReachable] = notes.at(-1) ?? ['a', 0, true];
        expect(known.knownUnreachable(lastFrom, String(lastN))).toBe(!lastReachable);
      }),
    );
  });

  it('should refuse a time or a size that is not positive', () => {
    expect(() => createKnownReachability({ ttlMs: 0 })).toThrow('ttlMs must be above 0');
    expect(() => createKnownReachability({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer');
    expect(() => createKnownReachability({ maxEntries: 1.5 })).toThrow('maxEntries must be a positive integer');
  });

  it('should note each answer of a capability port, of one number and of several, passing the answers on unchanged', async () => {
    const known = createKnownReachability();
    const port = rememberingCapabilities(
      {
        features: async (_from, msisdn) => (msisdn.endsWith('404') ? undefined : ['RICHCARD_STANDALONE']),
        reachable: async (_from, msisdns) => msisdns.filter((msisdn) => !msisdn.endsWith('404')),
      },
      known,
    );
    expect(await port.features('acme', '351912345404')).toBeUndefined();
    expect(await port.features('acme', '351912345678')).toEqual(['RICHCARD_STANDALONE']);
    expect(await port.reachable('acme', ['351900000404', '351900000001'])).toEqual(['351900000001']);
    expect(['351912345404', '351912345678', '351900000404', '351900000001'].map((msisdn) => known.knownUnreachable('acme', msisdn))).toEqual([true, false, true, false]);
  });
});

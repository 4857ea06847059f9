// The laws every SeenPort obeys (memory, Redis, SQLite): true the first time a key is offered,
// false after while remembered, keys apart (whatever their characters or length), one true
// among offers made at once, and forgotten ttlMs after first seen (at that very millisecond).
import { expect, it } from 'vitest';
import type { SeenPort } from '@rcs-send/service';
import { withSubject, type ClockKind, type ExpiringOptions, type Subject } from './subject';

const TTL_MS = 60_000;

/** Registers the laws of a SeenPort, each on a fresh port from `open`. @public */
export function seenPortLaws(open: (options: ExpiringOptions) => Promise<Subject<SeenPort>>, clock: ClockKind): void {
  let time = 1_000_000;
  const opened = (law: (port: SeenPort) => Promise<void>): Promise<void> => withSubject(open, { ttlMs: TTL_MS, now: () => time }, law);

  it('should say true once per key, then false', () =>
    opened(async (seen) => {
      expect(await seen.firstSeen('a')).toBe(true);
      expect(await seen.firstSeen('a')).toBe(false);
      expect(await seen.firstSeen('b')).toBe(true);
    }));

  it('should keep keys apart whatever their characters and length', () =>
    opened(async (seen) => {
      const keys = ['', ' ', 'A', 'a', 'ünï{c}ode', 'x'.repeat(10_000), 'x'.repeat(10_001)];
      for (const key of keys) expect(await seen.firstSeen(key)).toBe(true);
      for (const key of keys) expect(await seen.firstSeen(key)).toBe(false);
    }));

  it('should say true to exactly one of the offers of a key made at once', () =>
    opened(async (seen) => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => seen.firstSeen('k')));
      expect(answers.filter(Boolean)).toHaveLength(1);
    }));

  if (clock === 'fake') it('should remember a key until ttlMs after it was first seen, and forget it at ttlMs exactly', () =>
    opened(async (seen) => {
      const start = time;
      await seen.firstSeen('k');
      time = start + TTL_MS - 1;
      expect(await seen.firstSeen('k')).toBe(false);
      time = start + TTL_MS;
      expect(await seen.firstSeen('k')).toBe(true);
    }));
}

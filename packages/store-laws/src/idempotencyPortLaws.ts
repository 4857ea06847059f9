// The laws every IdempotencyPort obeys (memory, Redis, SQLite): a key is claimed by one
// request, replays its completed response (a copy) to the same body and refuses another body,
// stays apart per scope, is free again once released, and is forgotten ttlMs after it was
// completed (at that very millisecond).
import { expect, it } from 'vitest';
import { errorResponse, type IdempotencyPort, type ServiceResponse } from '@rcs-send/service';
import { withSubject, type ClockKind, type ExpiringOptions, type Subject } from './subject';

const TTL_MS = 60_000;
const response: ServiceResponse = errorResponse('INSUFFICIENT_BALANCE');

/** Registers the laws of an IdempotencyPort, each on a fresh port from `open`. @public */
export function idempotencyPortLaws(open: (options: ExpiringOptions) => Promise<Subject<IdempotencyPort>>, clock: ClockKind): void {
  let time = 1_000_000;
  const opened = (law: (port: IdempotencyPort) => Promise<void>): Promise<void> => withSubject(open, { ttlMs: TTL_MS, now: () => time }, law);

  it('should claim a key once, say in-progress until completed, then replay a copy of the response', () =>
    opened(async (keys) => {
      expect(await keys.claim('p', 'k', 'f')).toEqual({ state: 'claimed' });
      expect(await keys.claim('p', 'k', 'f')).toEqual({ state: 'in-progress' });
      await keys.complete('p', 'k', response);
      const replay = await keys.claim('p', 'k', 'f');
      expect(replay).toEqual({ state: 'replay', response });
      if (replay.state === 'replay') replay.response.headers['x-changed'] = 'yes';
      expect(await keys.claim('p', 'k', 'f')).toEqual({ state: 'replay', response });
    }));

  it('should give the key to exactly one of the claims made at once', () =>
    opened(async (keys) => {
      const claims = await Promise.all(Array.from({ length: 8 }, () => keys.claim('p', 'k', 'f')));
      expect(claims.filter((claim) => claim.state === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim.state === 'in-progress')).toHaveLength(7);
    }));

  it('should say mismatch for another body, in progress and completed', () =>
    opened(async (keys) => {
      await keys.claim('p', 'k', 'f');
      expect(await keys.claim('p', 'k', 'g')).toEqual({ state: 'mismatch' });
      await keys.complete('p', 'k', response);
      expect(await keys.claim('p', 'k', 'g')).toEqual({ state: 'mismatch' });
    }));

  it('should keep scopes apart, even where scope and key joined would read alike', () =>
    opened(async (keys) => {
      await keys.claim('p', 'k', 'f');
      await keys.complete('p', 'k', response);
      expect(await keys.claim('q', 'k', 'g')).toEqual({ state: 'claimed' });
      expect(await keys.claim('p:k', 'x', 'g')).toEqual({ state: 'claimed' });
      expect(await keys.claim('p', 'k:x', 'g')).toEqual({ state: 'claimed' });
    }));

  it('should free a released key for any body, and keep nothing for a key it did not claim', () =>
    opened(async (keys) => {
      await keys.claim('p', 'k', 'f');
      await keys.release('p', 'k');
      expect(await keys.claim('p', 'k', 'g')).toEqual({ state: 'claimed' });
      await keys.complete('p', 'other', response);
      expect(await keys.claim('p', 'other', 'f')).toEqual({ state: 'claimed' });
    }));

  if (clock === 'fake') it('should replay a completed key until ttlMs after, and forget it at ttlMs exactly', () =>
    opened(async (keys) => {
      const start = time;
      await keys.claim('p', 'k', 'f');
      await keys.complete('p', 'k', response);
      time = start + TTL_MS - 1;
      expect((await keys.claim('p', 'k', 'f')).state).toBe('replay');
      time = start + TTL_MS;
      expect(await keys.claim('p', 'k', 'g')).toEqual({ state: 'claimed' });
    }));
}

import { describe, expect, it } from 'vitest';
import { agentMessageExpiresAt } from './expiresAt';

const sentAt = new Date('2026-01-01T00:00:00Z');

describe('agentMessageExpiresAt', () => {
  it.each<[string, { expireTime?: string; ttl?: string }, string | undefined]>([
    ['an expireTime', { expireTime: '2026-01-16T00:00:00Z' }, '2026-01-16T00:00:00.000Z'],
    ['an expireTime with nanoseconds, rounded up to the next millisecond', { expireTime: '2026-01-16T00:00:00.000000001Z' }, '2026-01-16T00:00:00.001Z'],
    ['an expireTime with whole milliseconds, kept', { expireTime: '2026-01-16T00:00:00.120000Z' }, '2026-01-16T00:00:00.120Z'],
    ['a ttl, from the send time', { ttl: '600s' }, '2026-01-01T00:10:00.000Z'],
    ['a ttl with a fraction, rounded up', { ttl: '1.0001s' }, '2026-01-01T00:00:01.001Z'],
    ['neither', {}, undefined],
    ['an expireTime RBM refuses (an offset)', { expireTime: '2026-01-16T00:00:00+01:00' }, undefined],
    ['a ttl RBM refuses (minutes)', { ttl: '10m' }, undefined],
    ['a ttl past the last date JavaScript holds', { ttl: '9000000000000000s' }, undefined],
  ])('should read %s', (_, message, expected) => {
    expect(agentMessageExpiresAt(message, sentAt)?.toISOString()).toBe(expected);
  });
});

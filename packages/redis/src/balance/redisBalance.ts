import type { BalancePort, BalanceReservation } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _runScript } from '../client/script';
import { _guard } from '../client/unavailable';
import { _CREDIT, _RESERVE, _SETTLE } from './balanceScripts';
import { _balanceKeys } from './balanceKeys';

/** Options of {@link createRedisBalancePort}. @public */
export interface RedisBalanceOptions extends RedisPortOptions {
  /**
   * Seconds a reservation may stay open: units neither committed nor released by then stay
   * spent (a crashed instance never gives back units it may have used).
   * @defaultValue 300
   */
  readonly holdSeconds?: number;
}

/** The Redis {@link @rcs-send/service#BalancePort}: a ledger shared by every instance, which can also be read, credited and committed. @public */
export interface RedisBalancePort extends BalancePort {
  /** Keeps up to `count` (default: all) units still held by `reservation` as spent; resolves to the units committed. */
  commit(reservation: BalanceReservation, count?: number): Promise<number>;
  /** The units `organizationId` has left (held units excluded). */
  balanceOf(organizationId: string): Promise<number>;
  /** Adds `count` units to `organizationId`'s balance, entered in its ledger with `reason` (default `top-up`) at `at` (default now); resolves to the new balance. */
  credit(organizationId: string, count: number, reason?: string, at?: number): Promise<number>;
  /** Sets `organizationId`'s balance to `count` units, whatever it was. */
  setBalance(organizationId: string, count: number): Promise<void>;
  /** Sets each organization's balance only where Redis has none yet (SET NX); resolves to how many it set. */
  seed(balances: Readonly<Record<string, number>>): Promise<number>;
}

/** A whole number of units from 0 up, or a TypeError. */
function units(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new TypeError('a balance must be a whole number of units');
  return count;
}

/**
 * A {@link @rcs-send/service#BalancePort} over Redis: one counter per organization, and each reservation a key
 * holding its units. Reserve and release are Lua scripts, so however many instances reserve at
 * once the balance never goes below zero, and a reservation never gives back more than it holds.
 *
 * @public
 */
export function createRedisBalancePort(redis: RedisClient, options: RedisBalanceOptions = {}): RedisBalancePort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const holdSeconds = options.holdSeconds ?? 300;
  const keys = _balanceKeys(prefix);
  const balanceKey = keys.balance;
  const holdKey = (reservation: BalanceReservation): string => `${prefix}hold:{${reservation.organizationId.toLowerCase()}}:${reservation.id}`;
  const guard = <T>(operation: string, call: () => Promise<T>): Promise<T> => _guard(operation, retryAfterSeconds, call);
  const settle = (reservation: BalanceReservation, count: number, how: 'commit' | 'release'): Promise<number> =>
    guard(`balance ${how}`, async () => Number(await _runScript(redis, _SETTLE, [balanceKey(reservation.organizationId), holdKey(reservation), keys.usage(reservation.organizationId, Date.now())], [count, how])));

  return {
    async reserve(organizationId, count): Promise<BalanceReservation | undefined> {
      if (!Number.isSafeInteger(count) || count < 1) return undefined;
      const reservation = Object.freeze({ id: crypto.randomUUID(), organizationId, count });
      const held = await guard('balance reserve', () => _runScript(redis, _RESERVE, [balanceKey(organizationId), holdKey(reservation)], [count, holdSeconds]));
      return Number(held) === 1 ? reservation : undefined;
    },
    async release(reservation, count): Promise<void> {
      await settle(reservation, count, 'release');
    },
    commit: (reservation, count) => settle(reservation, count ?? reservation.count, 'commit'),
    balanceOf: (organizationId) => guard('balance read', async () => Number((await redis.get(balanceKey(organizationId))) ?? 0)),
    async credit(organizationId, count, reason = 'top-up', at = Date.now()) {
      const added = units(count);
      const entry = JSON.stringify({ at, units: added, reason });
      return guard('balance credit', async () => Number(await _runScript(redis, _CREDIT, [balanceKey(organizationId), keys.ledger(organizationId)], [added, entry])));
    },
    async setBalance(organizationId, count) {
      const value = units(count);
      await guard('balance set', () => redis.set(balanceKey(organizationId), value));
    },
    async seed(balances) {
      const entries = Object.entries(balances).map(([id, count]) => [balanceKey(id), units(count)] as const);
      const results = await guard('balance seed', () => Promise.all(entries.map(([key, count]) => redis.set(key, count, 'NX'))));
      return results.filter((result) => result === 'OK').length;
    },
  };
}

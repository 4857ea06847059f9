import { describe, expect, it } from 'vitest';
import type { RedisClient } from '../client/connectRedis';
import { createStreamReader } from './streamReader';

/** A connection no option check reaches: the reader is only made, never read. */
const unused = {} as RedisClient;
const reader = (blockMs: number | undefined) => () => createStreamReader(unused, { group: 'delivery', consumer: 'c1', ...(blockMs === undefined ? {} : { blockMs }) });

describe('createStreamReader', () => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('should refuse blockMs %s with a RangeError naming it (BLOCK 0 would wait for ever)', (blockMs) => {
    expect(reader(blockMs)).toThrow(new RangeError('blockMs must be a whole number from 1'));
  });

  it.each([undefined, 1, 100, 1000])('should take blockMs %s', (blockMs) => {
    expect(reader(blockMs)).not.toThrow();
  });
});

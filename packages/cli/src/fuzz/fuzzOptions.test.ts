import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../io';
import { parseSeed, wholeNumber } from './fuzzOptions';

describe('wholeNumber', () => {
  it('should read every whole number in range written in decimal digits, leading zeros too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.nat({ max: 3 }), (count, zeros) => {
        // Arrange
        const typed = `${'0'.repeat(zeros)}${count}`;
        // Act
        const read = wholeNumber(typed, '--count', 1);
        // Assert
        expect(read).toBe(count);
      }),
    );
  });

  it.each(['1e3', '0x10', '1.0', '1.5', ' 5', '5 ', '+5', '', 'Infinity', '9007199254740992'])('should refuse "%s", which is no whole number in decimal digits', (typed) => {
    expect(() => wholeNumber(typed, '--count', 1)).toThrow(new UsageError(`--count must be a whole number of at least 1, digits only, not "${typed}"`));
  });

  it('should refuse a number out of its range, naming the range', () => {
    expect(() => wholeNumber('257', '--concurrency', 1, 256)).toThrow(new UsageError('--concurrency must be a whole number from 1 to 256, digits only, not "257"'));
  });
});

describe('parseSeed', () => {
  it.each(['1e3', '-1.5', '--5', '', '0x10'])('should refuse "%s", which is no integer in decimal digits', (typed) => {
    expect(() => parseSeed(typed)).toThrow(UsageError);
  });
});

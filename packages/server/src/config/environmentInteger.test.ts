import { describe, expect, it } from 'vitest';
import { _environmentInteger } from './environmentInteger';

describe('an integer read from the environment', () => {
  it('should take its bounds and refuse one past each, naming the variable and not the value', () => {
    const read = (value: string): number | undefined => _environmentInteger({ PORT: value }, 'PORT', 0, 65_535, 'a TCP port, 0 to 65535');
    expect(read('0')).toBe(0);
    expect(read('65535')).toBe(65_535);
    for (const refused of ['65536', '-1', '1.5', ' 80', 'http', '99999999999']) expect(() => read(refused)).toThrow(new TypeError('PORT must be a TCP port, 0 to 65535'));
  });

  it('should be undefined when unset or empty, and say its range by default', () => {
    expect(_environmentInteger({}, 'N', 1, 10)).toBeUndefined();
    expect(_environmentInteger({ N: '' }, 'N', 1, 10)).toBeUndefined();
    expect(() => _environmentInteger({ N: '0' }, 'N', 1, 10)).toThrow(new TypeError('N must be an integer from 1 to 10'));
    expect(_environmentInteger({ N: '10' }, 'N', 1, 10)).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { AbUsageError, readAbArguments } from './abArguments';

describe('readAbArguments', () => {
  it('should take the ref, with 5 runs of the node bridge from the builds unless told otherwise', () => {
    expect(readAbArguments(['main'])).toEqual({ ref: 'main', runs: 5, target: 'node-bridge', sources: false });
    expect(readAbArguments(['--', 'HEAD~1', '--runs', '9', '--target', 'server-database'])).toEqual({ ref: 'HEAD~1', runs: 9, target: 'server-database', sources: false });
    expect(readAbArguments(['--sources', 'main'])).toEqual({ ref: 'main', runs: 5, target: 'node-bridge', sources: true });
  });

  it('should refuse a missing ref, a second ref, an unknown flag, too few runs and a target that is no row (or the baseline)', () => {
    for (const args of [[], ['main', 'HEAD'], ['main', '--fast'], ['main', '--runs', '1'], ['main', '--runs', 'x'], ['main', '--target', 'nope'], ['main', '--target', 'bare'], ['main', '--target'], ['main', '--source']]) {
      expect(() => readAbArguments(args), args.join(' ')).toThrow(AbUsageError);
    }
  });
});

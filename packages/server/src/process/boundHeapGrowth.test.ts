import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { boundHeapGrowth, HEAP_GROWING_PERCENT } from './boundHeapGrowth';

/** What boundHeapGrowth gives V8, for `execArgv`. */
function flagsSet(execArgv: readonly string[]): string[] {
  const set: string[] = [];
  expect(boundHeapGrowth(execArgv, (flags) => void set.push(flags))).toBe(set.length === 1);
  return set;
}

describe('boundHeapGrowth', () => {
  it("should let V8's old generation grow to twice what a full GC found live", () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(flagsSet([])).toEqual(['--heap-growing-percent=100']);
    expect(flagsSet(['--enable-source-maps', '--max-old-space-size=512', '--heap-growing-percent-x=1'])).toEqual(['--heap-growing-percent=100']);
  });

  it.each([['--heap-growing-percent=50'], ['--heap_growing_percent=50'], ['--heap-growing-percent', '50']])('should leave the option to the operator who started node with %s', (...execArgv) => {
    expect(flagsSet(['--enable-source-maps', ...execArgv])).toEqual([]);
  });

  it("should name an option of this node's V8", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options).toMatch(/^\s*--heap-growing-percent \(/m);
  });
});

import { describe, expect, it } from 'vitest';
import { _TermMatcher } from './termMatcher';

/** The best of `runs` timings of `work`, in milliseconds. */
function bestTime(work: () => void, runs = 5): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('_TermMatcher', () => {
  it('should find a term at the very start, the very end, or nowhere', () => {
    const matcher = new _TermMatcher(['casino', 'bet']);
    expect(matcher.firstTerm('casino night')).toBe('casino');
    expect(matcher.firstTerm('place a bet')).toBe('bet');
    expect(matcher.firstTerm('casin bte')).toBeUndefined();
    expect(matcher.firstTerm('')).toBeUndefined();
  });

  it('should compare lower-cased, in ASCII and beyond', () => {
    const matcher = new _TermMatcher(['Free Money', 'ÉTÉ', 'straße']);
    expect(matcher.firstTerm('get FREE MONEY now')).toBe('free money');
    expect(matcher.firstTerm('Un bel Été')).toBe('été');
    expect(matcher.firstTerm('STRAẞE')).toBe('straße');
    expect(matcher.firstTerm('free  money')).toBeUndefined();
  });

  it('should find overlapping terms and terms inside other terms (failure links)', () => {
    const matcher = new _TermMatcher(['he', 'she', 'his', 'hers']);
    expect(matcher.firstTerm('ushers')).toBe('she');
    expect(matcher.firstTerm('ahishers')).toBe('his');
    expect(new _TermMatcher(['abcd', 'bc']).firstTerm('xabcx')).toBe('bc');
    expect(new _TermMatcher(['aab']).firstTerm('aaab')).toBe('aab');
  });

  it('should be indifferent to duplicate terms', () => {
    expect(new _TermMatcher(['Spam', 'spam', 'SPAM']).firstTerm('no spam')).toBe('spam');
  });

  it('should stay linear in the text with thousands of overlapping a...ab terms (a backtracking matcher would explode)', () => {
    // Terms a^k b for k = 1..3000, and a^k c: the text a^n never matches, and a matcher that retries
    // each term at each position does ~n x 3000 x k steps; the automaton does at most 2 a unit.
    const terms = Array.from({ length: 3000 }, (_, k) => `${'a'.repeat(k + 1)}${k % 2 === 0 ? 'b' : 'c'}`);
    const matcher = new _TermMatcher(terms);
    const small = 'a'.repeat(100_000);
    const large = 'a'.repeat(200_000);
    expect(matcher.firstTerm(small)).toBeUndefined();
    const smallTime = bestTime(() => matcher.firstTerm(small));
    const largeTime = bestTime(() => matcher.firstTerm(large));
    // Generous bounds: linear scaling is 2x; quadratic is 4x. The absolute budget is ~100x the
    // expected time on a loaded 2-core machine.
    expect(largeTime).toBeLessThan(Math.max(smallTime * 3.5, 50));
    expect(smallTime).toBeLessThan(2_000);
    expect(matcher.firstTerm(`${small}b`)).toBe(`${'a'.repeat(2999)}b`);
  });
});

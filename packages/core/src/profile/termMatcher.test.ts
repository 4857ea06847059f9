import fc from 'fast-check';
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

  it('should find a term exactly when the lower-cased text contains one, whatever the units (the skip scan spares, never decides)', () => {
    // Units whose lower case is irregular (U+0130, two units; Σ, by context), that lower-case to
    // ASCII (the Kelvin sign), astral ones (a surrogate pair), and plain ones in both cases.
    const unit = fc.constantFrom(...'aAbBcCiIkK ß', 'İ', '\u0307', 'Σ', 'σ', 'ς', 'ΑΣ', '\u212a', 'ẞ', '😀', '𐐀', '𐐨', 'É', 'é');
    const word = fc.array(unit, { minLength: 1, maxLength: 8 }).map((units) => units.join(''));
    const terms = fc.array(word, { minLength: 1, maxLength: 6 });
    const property = fc.property(terms, fc.array(fc.oneof(word, unit), { maxLength: 16 }), fc.nat(), (list, parts, at) => {
      const matcher = new _TermMatcher(list);
      // Half the texts hold one of the terms, written in another case.
      const planted = at % 2 === 0 ? [...parts.slice(0, at % 7), (list[at % list.length] as string).toUpperCase(), ...parts.slice(at % 7)] : parts;
      const text = planted.join('');
      const lower = text.toLowerCase();
      const found = matcher.firstTerm(text);
      const expected = list.some((term) => lower.includes(term.toLowerCase()));
      return found === undefined ? !expected : expected && lower.includes(found);
    });
    fc.assert(property, { numRuns: 20_000 });
  });

  it('should find terms longer than the scan\'s window (64 units), and not their first 64 units alone', () => {
    const unit = fc.constantFrom(...'abAB -', 'é', 'Σ');
    const longTerm = fc.array(unit, { minLength: 64, maxLength: 90 }).map((units) => units.join(''));
    const property = fc.property(fc.array(longTerm, { minLength: 1, maxLength: 3 }), fc.array(unit, { maxLength: 40 }), fc.nat(), (terms, filler, at) => {
      const matcher = new _TermMatcher(terms);
      const term = terms[at % terms.length] as string;
      // The whole term, or all but its last unit (a window-long prefix that ends no term).
      const planted = at % 2 === 0 ? term.toUpperCase() : term.slice(0, -1);
      const text = `${filler.join('')}${planted}${filler.join('')}`;
      const lower = text.toLowerCase();
      const expected = terms.some((candidate) => lower.includes(candidate.toLowerCase()));
      const found = matcher.firstTerm(text);
      return found === undefined ? !expected : expected && lower.includes(found);
    });
    fc.assert(property, { numRuns: 3_000 });
  });

  it('should skip through long texts between terms of every length, ASCII or not', () => {
    const matcher = new _TermMatcher(['free money', 'dinheiro grátis', 'казино', 'bet']);
    const prose = 'a sua encomenda foi enviada e chega amanhã entre as nove e as treze horas. '.repeat(40);
    expect(matcher.firstTerm(prose)).toBeUndefined();
    expect(matcher.firstTerm(`${prose}Dinheiro GRÁTIS`)).toBe('dinheiro grátis');
    expect(matcher.firstTerm(`${prose}КАЗИНО`)).toBe('казино');
    expect(matcher.firstTerm(`${prose}a BET`)).toBe('bet');
    expect(new _TermMatcher(['free money', 'casino']).firstTerm(`${prose}FREE MONEY`)).toBe('free money');
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

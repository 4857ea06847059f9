import { _TermSkipScan } from './termSkipScan';
import { _foldAscii } from './unitFold';

/** The root state of the automaton. */
const ROOT = 0;

/**
 * An Aho-Corasick automaton over the UTF-16 units of lower-cased terms, built once: it finds
 * whether a text contains any term in one pass, at most two state changes a unit (each goto
 * moves one unit ahead; each failure step moves back at least one, never further than the
 * gotos went), whatever the terms. No regular expression, nothing that backtracks the input.
 *
 * @internal
 */
export class _TermMatcher {
  /** The lower-cased terms, by index. */
  private readonly terms: readonly string[];
  /** For each state, its goto transitions by UTF-16 unit. */
  private readonly gotos: Map<number, number>[] = [new Map()];
  /** For each state, the state of its longest proper suffix that is a prefix of a term. */
  private readonly failure: number[] = [ROOT];
  /** For each state, the index of a term that ends there (itself or through its failure chain), or -1. */
  private readonly found: number[] = [-1];
  /** The root's transitions on ASCII units as a flat table (0: none), read without a map lookup: most units of a text leave the root. */
  private readonly rootAscii = new Int32Array(0x80);
  /** The filter that spares the automaton most texts without a term, when the terms are long enough for it. */
  private readonly skipScan: _TermSkipScan | undefined;

  /** @param terms - non-empty terms, compared lower-cased */
  constructor(terms: readonly string[]) {
    this.terms = terms.map((term) => term.toLowerCase());
    this.terms.forEach((term, index) => this.addTerm(term, index));
    this.linkFailures();
    for (const [unit, next] of this.gotos[ROOT]!) if (unit < 0x80) this.rootAscii[unit] = next;
    this.skipScan = _TermSkipScan.of(this.terms);
  }

  /** Adds the states that spell `term` to the trie. */
  private addTerm(term: string, index: number): void {
    let state = ROOT;
    for (let i = 0; i < term.length; i++) {
      const unit = term.charCodeAt(i);
      let next = this.gotos[state]!.get(unit);
      if (next === undefined) {
        next = this.gotos.length;
        this.gotos.push(new Map());
        this.failure.push(ROOT);
        this.found.push(-1);
        this.gotos[state]!.set(unit, next);
      }
      state = next;
    }
    if (this.found[state] === -1) this.found[state] = index;
  }

  /** Sets each state's failure link and inherited match, breadth first (parents before children). */
  private linkFailures(): void {
    const queue: number[] = [...this.gotos[ROOT]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [unit, child] of this.gotos[state]!) {
        queue.push(child);
        let fallback = this.failure[state]!;
        while (fallback !== ROOT && !this.gotos[fallback]!.has(unit)) fallback = this.failure[fallback]!;
        const target = this.gotos[fallback]!.get(unit);
        const link = target ?? ROOT;
        this.failure[child] = link;
        if (this.found[child] === -1) this.found[child] = this.found[link]!;
      }
    }
  }

  /**
   * The first term (lower-cased) found in `text` lower-cased, or undefined. An ASCII text is read
   * as it is, folding letters on the way; a text with any other unit is lower-cased once first.
   */
  firstTerm(text: string): string | undefined {
    if (this.skipScan?.rulesOut(text) === true) return undefined;
    const found = this.scan(text, true);
    return found === -2 ? this.termAt(this.scan(text.toLowerCase(), false)) : this.termAt(found);
  }

  /** The term at `index`, or undefined for -1. */
  private termAt(index: number): string | undefined {
    return index < 0 ? undefined : this.terms[index];
  }

  /** The index of the first term found, -1 for none, or -2 when `asciiOnly` and a non-ASCII unit came. */
  private scan(text: string, asciiOnly: boolean): number {
    const { gotos, failure, found, rootAscii } = this;
    let state = ROOT;
    for (let i = 0; i < text.length; i++) {
      let unit = text.charCodeAt(i);
      if (asciiOnly) {
        if (unit > 0x7f) return -2;
        unit = _foldAscii(unit);
      }
      if (state === ROOT && unit < 0x80) {
        state = rootAscii[unit]!;
        if (state !== ROOT && found[state]! >= 0) return found[state]!;
        continue;
      }
      let next = gotos[state]!.get(unit);
      while (next === undefined && state !== ROOT) {
        state = failure[state]!;
        next = gotos[state]!.get(unit);
      }
      state = next ?? ROOT;
      if (found[state]! >= 0) return found[state]!;
    }
    return -1;
  }
}

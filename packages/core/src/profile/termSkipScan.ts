import { _CAPITAL_I_WITH_DOT, _CAPITAL_SIGMA, _foldAscii, _foldUnit, _IRREGULAR } from './unitFold';

/** Units of a block: the scan reads two units a step. */
const BLOCK = 2;
/** The longest window the scan uses (and so its longest shift, one less): shifts fit a byte. */
const WINDOW_MAX = 64;
/** The shortest shortest-term for which skipping pays: shorter terms leave the exact automaton alone. */
const WINDOW_MIN = 3;
/** Bits of a unit's class: a block is hashed as two classes. */
const CLASS_BITS = 6;
/** Classes 1 to 63 name the units of the terms' windows; class 0 is every other unit. */
const CLASSES = 1 << CLASS_BITS;
/** Unit comparisons the scan may spend confirming windows, a text unit, before it leaves the text to the automaton: keeps it linear. */
const CONFIRMATIONS_A_UNIT = 4;
/** Unit comparisons the scan may always spend confirming, whatever the text's length. */
const CONFIRMATIONS_BASE = 256;

/** U+0130 as a string, to search a text for. */
const DOTTED_I = String.fromCharCode(_CAPITAL_I_WITH_DOT);

/** Whether the skip scan ruled a text out, or could not. */
const RULED_OUT = 0;
/** The scan could not rule the text out: a window held a term's start, a unit needed the whole text's lower case, or confirming cost too much. */
const UNDECIDED = 1;

/**
 * A filter in front of the terms' automaton that rules out, reading a fraction of its units,
 * a text that contains none of the terms (the usual case): Wu and Manber's multi-term skip
 * search over the lower-cased units, with a window as long as the shortest term and a block of
 * two units. Each step reads the block that ends the window; unless some term's window ends
 * with that block it moves as far as no term's window could start in between (up to the
 * window's length less one). A window whose block could end a term's window is compared with
 * the windows of the terms (distinct ones only). Whatever the scan cannot rule out is left to
 * the automaton, which decides: the scan never finds, it only spares.
 *
 * Linear whatever the terms: each step moves at least one unit, and the comparisons it may
 * spend confirming are bounded by a multiple of the text's length.
 *
 * @internal
 */
export class _TermSkipScan {
  /** Units of the window: the shortest term's length (at most {@link WINDOW_MAX}). */
  private readonly window: number;
  /** The class of each ASCII unit, upper case folded. */
  private readonly asciiClass = new Uint8Array(0x80);
  /** The class of each non-ASCII lower-cased unit a window holds. */
  private readonly otherClass = new Map<number, number>();
  /** Classes given so far. */
  private classesGiven = 0;
  /** For each block (two classes), how far the window may move when it ends with that block. */
  private readonly shifts = new Uint8Array(CLASSES * CLASSES);
  /** The same for a block of two ASCII units, indexed by the units themselves (seven bits each): one load a step. */
  private readonly asciiShifts = new Uint8Array(0x80 * 0x80);
  /** For each block with shift 0, the distinct windows (lower-cased units) ending with it. */
  private readonly windows = new Map<number, string[]>();
  /**
   * Whether a text's U+0130 (lower-cased to two units, `i` and U+0307) could be part of a term: then
   * a text holding one is left to the automaton, for the units after it no longer stand where the
   * scan reads them.
   */
  private readonly dottedIMatters: boolean;
  /** Whether a text's U+03A3 (lower-cased by context) could make a term: then it is left to the automaton. */
  private readonly sigmaMatters: boolean;
  /** Whether a term holds an astral character: then a text's surrogates (lower-cased by code point) are left to the automaton. */
  private readonly surrogatesMatter: boolean;

  /**
   * @param terms - the lower-cased terms, none empty
   * @param shortest - the length of the shortest of them, at least {@link WINDOW_MIN}
   */
  private constructor(terms: readonly string[], shortest: number) {
    this.window = Math.min(shortest, WINDOW_MAX);
    const all = terms.join('');
    this.dottedIMatters = all.includes('i') || all.includes('\u0307');
    this.sigmaMatters = all.includes('σ') || all.includes('ς');
    // Fewer code points than units: an astral character (the terms are well-formed).
    this.surrogatesMatter = [...all].length !== all.length;
    const distinct = new Set(terms.map((term) => term.slice(0, this.window)));
    for (const window of distinct) for (let i = 0; i < window.length; i++) this.classify(window.charCodeAt(i));
    this.shifts.fill(this.window - BLOCK + 1);
    for (const window of distinct) this.addWindow(window);
    for (let first = 0; first < 0x80; first++) {
      for (let second = 0; second < 0x80; second++) {
        this.asciiShifts[(first << 7) | second] = this.shifts[(this.asciiClass[first]! << CLASS_BITS) | this.asciiClass[second]!]!;
      }
    }
  }

  /** A scan for the lower-cased `terms`, or undefined when the shortest is too short for skipping to pay. */
  static of(terms: readonly string[]): _TermSkipScan | undefined {
    const shortest = Math.min(...terms.map((term) => term.length));
    return shortest < WINDOW_MIN ? undefined : new _TermSkipScan(terms, shortest);
  }

  /** Gives the lower-cased unit `unit` of a window a class (1 to 63, shared round-robin once there are more units). */
  private classify(unit: number): void {
    if (this.classOfFolded(unit) !== 0) return;
    const next = 1 + (this.classesGiven++ % (CLASSES - 1));
    if (unit < 0x80) {
      this.asciiClass[unit] = next;
      if (unit >= 0x61 && unit <= 0x7a) this.asciiClass[unit - 0x20] = next;
    } else {
      this.otherClass.set(unit, next);
    }
  }

  /** Lowers the shift of each block of `window`, and files the window under its last block. */
  private addWindow(window: string): void {
    let last = 0;
    for (let end = BLOCK - 1; end < window.length; end++) {
      last = (this.classOfFolded(window.charCodeAt(end - 1)) << CLASS_BITS) | this.classOfFolded(window.charCodeAt(end));
      const shift = window.length - 1 - end;
      if (shift < this.shifts[last]!) this.shifts[last] = shift;
    }
    const filed = this.windows.get(last);
    if (filed === undefined) this.windows.set(last, [window]);
    else filed.push(window);
  }

  /** The class of a lower-cased unit. */
  private classOfFolded(unit: number): number {
    return unit < 0x80 ? this.asciiClass[unit]! : (this.otherClass.get(unit) ?? 0);
  }

  /** The lower case of a text's non-ASCII unit, or -1 when only the whole text's lower case can tell. */
  private foldOther(unit: number): number {
    if (unit >= 0xd800 && unit <= 0xdfff && this.surrogatesMatter) return -1;
    const lower = _foldUnit(unit);
    if (lower !== _IRREGULAR) return lower;
    // U+0130 when it matters never comes here (see scan); as itself, it is in no lower-cased term.
    return unit === _CAPITAL_SIGMA && this.sigmaMatters ? -1 : unit;
  }

  /** The class of a text's non-ASCII unit, or -1 when only the whole text's lower case can tell. */
  private classOfOther(unit: number): number {
    const lower = this.foldOther(unit);
    return lower < 0 ? -1 : this.classOfFolded(lower);
  }

  /** The block of a text's units `first` and `second` (two classes), or -1 when only the whole text's lower case can tell. */
  private blockOf(first: number, second: number): number {
    const a = first < 0x80 ? this.asciiClass[first]! : this.classOfOther(first);
    const b = second < 0x80 ? this.asciiClass[second]! : this.classOfOther(second);
    return a < 0 || b < 0 ? -1 : (a << CLASS_BITS) | b;
  }

  /** True iff `text` contains none of the terms, lower-cased; false when it may (the automaton decides). */
  rulesOut(text: string): boolean {
    return this.scan(text) === RULED_OUT;
  }

  /** {@link RULED_OUT} or {@link UNDECIDED}. */
  private scan(text: string): number {
    if (this.dottedIMatters && text.indexOf(DOTTED_I) !== -1) return UNDECIDED;
    const { window, asciiShifts } = this;
    const length = text.length;
    let budget = CONFIRMATIONS_BASE + CONFIRMATIONS_A_UNIT * length;
    for (let end = window - 1; end < length; ) {
      const first = text.charCodeAt(end - 1);
      const second = text.charCodeAt(end);
      if ((first | second) < 0x80) {
        const shift = asciiShifts[(first << 7) | second]!;
        if (shift !== 0) {
          end += shift;
          continue;
        }
      }
      const block = this.blockOf(first, second);
      if (block < 0) return UNDECIDED;
      const shift = this.shifts[block]!;
      if (shift !== 0) {
        end += shift;
        continue;
      }
      const spent = this.confirm(text, end + 1 - window, this.windows.get(block)!);
      if (spent < 0) return UNDECIDED;
      budget -= spent;
      if (budget < 0) return UNDECIDED;
      end++;
    }
    return RULED_OUT;
  }

  /** The comparisons spent ruling out each of `windows` at `start` of `text`, or -1 when one may start there. */
  private confirm(text: string, start: number, windows: readonly string[]): number {
    let spent = 0;
    for (let w = 0; w < windows.length; w++) {
      const window = windows[w]!;
      let i = 0;
      for (; i < window.length; i++) {
        const unit = text.charCodeAt(start + i);
        const lower = unit < 0x80 ? _foldAscii(unit) : this.foldOther(unit);
        if (lower < 0) return -1;
        if (lower !== window.charCodeAt(i)) break;
      }
      if (i === window.length) return -1;
      spent += i + 1;
    }
    return spent;
  }
}

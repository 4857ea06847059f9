/** The most digits of a country calling code. */
const LONGEST_COUNTRY_CODE = 3;
/** The most digits of a listed code: a North American country is 1 and its 3-digit area code (`1242`). */
const LONGEST_CODE = 4;

/**
 * True iff `written` is a calling code a profile may list: a country calling code (1 to 3 ASCII
 * digits, the first not 0), or `1` and a 3-digit area code of the North American plan (`1242`).
 *
 * @internal
 */
export function _isCallingCode(written: string): boolean {
  const northAmerican = written.length === LONGEST_CODE && written.charCodeAt(0) === 0x31;
  if (written.length === 0 || (written.length > LONGEST_COUNTRY_CODE && !northAmerican) || written.charCodeAt(0) === 0x30) return false;
  for (let i = 0; i < written.length; i++) {
    const unit = written.charCodeAt(i);
    if (unit < 0x30 || unit > 0x39) return false;
  }
  return true;
}

/**
 * Which destinations a profile sends to, by the calling codes that start the canonical `to`:
 * the longest listed code that starts it decides (allowed or refused); with none, `to` passes
 * unless an allowed list was given.
 *
 * @internal
 */
export class _CallingCodeRule {
  /** Each listed code: true when allowed, false when refused. */
  private readonly verdicts = new Map<string, boolean>();
  /** Whether a `to` that no listed code starts passes (no allowed list given). */
  private readonly unlistedPass: boolean;

  /**
   * @param allowed - allowedCallingCodes, or undefined when absent
   * @param refused - refusedCallingCodes, or undefined when absent (no code in both)
   */
  constructor(allowed: readonly string[] | undefined, refused: readonly string[] | undefined) {
    for (const code of allowed ?? []) this.verdicts.set(code, true);
    for (const code of refused ?? []) this.verdicts.set(code, false);
    this.unlistedPass = allowed === undefined;
  }

  /** True iff a message may be sent to `to` (canonical digits). */
  allows(to: string): boolean {
    for (let length = Math.min(LONGEST_CODE, to.length); length > 0; length--) {
      const verdict = this.verdicts.get(to.slice(0, length));
      if (verdict !== undefined) return verdict;
    }
    return this.unlistedPass;
  }
}

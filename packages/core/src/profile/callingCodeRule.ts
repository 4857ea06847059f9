/** The most digits of a country calling code. */
const LONGEST_COUNTRY_CODE = 3;
/** The most digits of a listed code: a North American country is 1 and its 3-digit area code (`1242`). */
const LONGEST_CODE = 4;
/** The verdict of a code in allowedCallingCodes. */
const ALLOWED = 1;
/** The verdict of a code in refusedCallingCodes. */
const REFUSED = 2;

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
  /** Each code's verdict by its value (codes never start with 0, so a value names one code): 0 unlisted, else {@link ALLOWED} or {@link REFUSED}. */
  private readonly verdicts = new Uint8Array(10 ** LONGEST_CODE);
  /** Whether a `to` that no listed code starts passes (no allowed list given). */
  private readonly unlistedPass: boolean;

  /**
   * @param allowed - allowedCallingCodes, or undefined when absent
   * @param refused - refusedCallingCodes, or undefined when absent (no code in both)
   */
  constructor(allowed: readonly string[] | undefined, refused: readonly string[] | undefined) {
    for (const code of allowed ?? []) this.verdicts[Number(code)] = ALLOWED;
    for (const code of refused ?? []) this.verdicts[Number(code)] = REFUSED;
    this.unlistedPass = allowed === undefined;
  }

  /** True iff a message may be sent to `to` (canonical digits, the first not 0). */
  allows(to: string): boolean {
    let verdict = 0;
    let code = 0;
    // The longest listed code that starts `to` decides: the last one met, digit by digit.
    for (let i = 0; i < LONGEST_CODE && i < to.length; i++) {
      code = code * 10 + to.charCodeAt(i) - 0x30;
      verdict = this.verdicts[code] || verdict;
    }
    return verdict === 0 ? this.unlistedPass : verdict === ALLOWED;
  }
}

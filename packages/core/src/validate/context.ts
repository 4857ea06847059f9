import type { ErrorCode } from '../catalogue/catalogue';
import { _issue, type ExpectedType } from '../catalogue/issue';
import type { Issue } from '../types/result';

/** What every walk of one validation call shares: its clock and how objects may be walked. @internal */
export interface _Settings {
  /** The clock, in epoch milliseconds. */
  readonly nowMs: number;
  /** True when Object.prototype has no enumerable property, so `for...in` sees only own keys. */
  readonly forInSeesOwnKeysOnly: boolean;
}

/** The settings of a validation call made now with the clock `nowMs`. @internal */
export function _settings(nowMs: number): _Settings {
  let polluted = false;
  for (const _key in Object.prototype) polluted = true;
  return { nowMs, forInSeesOwnKeysOnly: !polluted };
}

/** Codes whose value the walk does not size (it is not walked): exact sizing must decide. */
const UNSIZED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['UNKNOWN_FIELD', 'FIELD_INVALID_TYPE', 'FIELD_UNREADABLE']);

/**
 * The state of one walk (the root, or one message): its issues, its settings and an upper
 * bound of its compact JSON size, so that exact sizing runs only when it could matter.
 *
 * @internal
 */
export class _Context {
  /** Issues found so far, in document order. */
  readonly issues: Issue[] = [];
  /** Upper bound of the UTF-8 bytes of the compact JSON walked so far; Infinity once a value was not sized. */
  bytesBound = 0;

  /** @param settings - the clock and walking rules of this validation call */
  constructor(readonly settings: _Settings) {}

  /** Records an issue at `param`. */
  report(code: ErrorCode, param: string, expected?: ExpectedType): void {
    if (UNSIZED.has(code)) this.bytesBound = Infinity;
    this.issues.push(_issue(code, param, expected));
  }

  /**
   * Records an issue at `param` in the place of the issues found so far numbered `at`: for a
   * rule an object states about a field it walks later (so only known then), which the order
   * of issues puts among that object's own rules.
   */
  reportAt(at: number, code: ErrorCode, param: string): void {
    this.issues.splice(at, 0, _issue(code, param));
  }

  /** Records an issue at the field `key` of the object at `path`. */
  reportField(code: ErrorCode, path: string, key: string, expected?: ExpectedType): void {
    this.report(code, path === '' ? key : `${path}.${key}`, expected);
  }
}

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

/**
 * The one builder of a `param`: `messages[message]` (nothing for the root, -1), then each
 * segment (a key after a dot, an index in brackets), then `last` when given.
 *
 * @internal
 */
export function _paramOf(message: number, segments: readonly (string | number)[], last?: string | number): string {
  let param = message < 0 ? '' : `messages[${message}]`;
  for (let i = 0; i <= segments.length; i++) {
    const segment = i < segments.length ? segments[i] : last;
    if (segment === undefined) break;
    if (typeof segment === 'number') param += `[${segment}]`;
    else param += param === '' ? segment : `.${segment}`;
  }
  return param;
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
  /** Keys and indexes from the walk's base to the object being walked: a path is a string only once an issue needs it. */
  private readonly segments: (string | number)[] = [];

  /**
   * @param settings - the clock and walking rules of this validation call
   * @param message - the index of the message this walk validates, or -1 for the root
   */
  constructor(
    readonly settings: _Settings,
    private readonly message: number,
  ) {}

  /** Steps into the field `key` or the element `index` of the object being walked. */
  enter(segment: string | number): void {
    this.segments.push(segment);
  }

  /** Steps back out of the last {@link _Context.enter}. */
  leave(): void {
    this.segments.pop();
  }

  /** Steps back to the walk's base (the message, or the root), after a walk that threw. */
  leaveAll(): void {
    this.segments.length = 0;
  }

  /** The param of the object being walked, with `last` (a key or an index) after it when given. */
  param(last?: string | number): string {
    return _paramOf(this.message, this.segments, last);
  }

  /** Records an issue at the object being walked. */
  report(code: ErrorCode, expected?: ExpectedType): void {
    this.push(code, this.param(), expected);
  }

  /** Records an issue at the field `key` (or the element `index`) of the object being walked. */
  reportField(code: ErrorCode, key: string | number, expected?: ExpectedType): void {
    this.push(code, this.param(key), expected);
  }

  /**
   * Records an issue at the object being walked, in the place of the issues found so far
   * numbered `at`: for a rule an object states about a field it walks later (so only known
   * then), which the order of issues puts among that object's own rules.
   */
  reportAt(at: number, code: ErrorCode): void {
    this.issues.splice(at, 0, _issue(code, this.param()));
  }

  /** Records an issue at `param`. */
  private push(code: ErrorCode, param: string, expected: ExpectedType | undefined): void {
    if (UNSIZED.has(code)) this.bytesBound = Infinity;
    this.issues.push(_issue(code, param, expected));
  }
}

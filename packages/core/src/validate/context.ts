import type { ErrorCode } from '../catalogue/catalogue';
import type { Issue } from '../types/result';
import { _issue } from './issue';

/**
 * The state of one walk (the root, or one message): its issues, its clock and an upper
 * bound of its compact JSON size, so that exact sizing runs only when it could matter.
 *
 * @internal
 */
export class _Context {
  /** Issues found so far, in document order. */
  readonly issues: Issue[] = [];
  /** Upper bound of the UTF-8 bytes of the compact JSON walked so far. */
  bytesBound = 0;

  /** @param nowMs - the clock, in epoch milliseconds */
  constructor(readonly nowMs: number) {}

  /** Records an issue at `param`. */
  report(code: ErrorCode, param: string, expected?: string): void {
    this.issues.push(_issue(code, param, expected));
  }

  /** Records an issue at the field `key` of the object at `path`. */
  reportField(code: ErrorCode, path: string, key: string, expected?: string): void {
    this.issues.push(_issue(code, `${path}.${key}`, expected));
  }
}

/** One thing wrong with a validation profile's data. @public */
export interface ProfileDataIssue {
  /** Dot-and-bracket path of the wrong value in the profile (`allowedHosts[2]`); "" for the profile itself. */
  readonly path: string;
  /** A human sentence saying what is wrong. */
  readonly message: string;
}

/**
 * Thrown by `createValidationProfile` when the data is not a valid profile: every problem
 * found, each at its path. The error's message states the first.
 *
 * @public
 */
export class ProfileError extends Error {
  /** Every problem found, in the order of the profile's fields (at least one). */
  readonly issues: readonly ProfileDataIssue[];
  /**
   * The first problem in one line, where it is first (`allowedHosts[2]: ...`, `(the profile): ...`
   * for the data itself) and how many more follow: what a command prints after the file's name.
   */
  readonly summary: string;

  /** @param issues - every problem found (at least one) */
  constructor(issues: readonly ProfileDataIssue[]) {
    const [first] = issues;
    const where = first === undefined || first.path === '' ? '' : `${first.path}: `;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    const message = first?.message ?? 'unknown problem.';
    super(`Invalid validation profile: ${where}${message}${more}`);
    this.name = 'ProfileError';
    this.issues = Object.freeze([...issues]);
    this.summary = `${where === '' ? '(the profile): ' : where}${message}${more}`;
  }
}

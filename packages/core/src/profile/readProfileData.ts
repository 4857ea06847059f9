import { LIMITS } from '../limits/limits';
import { SUGGESTION_TYPES } from '../limits/enums';
import { _exceedsCodePoints } from '../rules/strings/codePointLength';
import { _isCallingCode } from './callingCodeRule';
import { _canonicalHost } from './hostAllowList';
import type { ProfileDataIssue } from './profileError';
import { PROFILE_LIMITS } from './profileLimits';
import { CONTENT_KINDS, type ValidationProfile } from './validationProfile';

const { refusedTermsMax, refusedTermMaxChars } = PROFILE_LIMITS;

/** Collects the problems of one profile's data, each at its path. */
class Problems {
  /** Every problem found, in field order. */
  readonly found: ProfileDataIssue[] = [];
  /** Records `message` at `path`. */
  add(path: string, message: string): void {
    this.found.push({ path, message });
  }
}

/** The elements of `value` at `key` when it is an array whose every element `isValid` reads; records each problem. */
function listOf<T>(problems: Problems, key: string, value: unknown, what: string, isValid: (element: unknown) => element is T): T[] | undefined {
  if (!Array.isArray(value)) {
    problems.add(key, 'must be an array.');
    return undefined;
  }
  const valid: T[] = [];
  value.forEach((element: unknown, index) => {
    if (isValid(element)) valid.push(element);
    else problems.add(`${key}[${index}]`, `must be ${what}.`);
  });
  return valid.length === value.length ? valid : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isHostEntry = (value: unknown): value is string =>
  isString(value) && _canonicalHost(value.startsWith('*.') ? value.slice(2) : value) !== undefined;
const isCallingCode = (value: unknown): value is string => isString(value) && _isCallingCode(value);
const isContentKind = (value: unknown): value is string => (CONTENT_KINDS as readonly unknown[]).includes(value);
const isSuggestionKind = (value: unknown): value is string => (SUGGESTION_TYPES as readonly unknown[]).includes(value);
const isTerm = (value: unknown): value is string => isString(value) && value.length > 0 && !_exceedsCodePoints(value, refusedTermMaxChars);
const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Each field of a profile, and how its value is checked (undefined: a problem was recorded). */
const FIELDS: Readonly<Record<keyof ValidationProfile, (problems: Problems, value: unknown) => unknown>> = {
  $schema: (problems, value) => (isString(value) ? value : problems.add('$schema', 'must be a string.')),
  allowedHosts: (problems, value) =>
    listOf(problems, 'allowedHosts', value, 'a host name (`cdn.example.com`) or `*.` and a domain (`*.example.com`), without scheme, port or path', isHostEntry),
  expirationRequired: (problems, value) => (typeof value === 'boolean' ? value : problems.add('expirationRequired', 'must be true or false.')),
  maxExpirationSeconds: (problems, value) =>
    isWholeNumber(value, 1, Number.MAX_SAFE_INTEGER) ? value : problems.add('maxExpirationSeconds', 'must be a whole number of seconds, at least 1.'),
  allowedCallingCodes: (problems, value) => {
    const codes = listOf(problems, 'allowedCallingCodes', value, 'a calling code: 1 to 3 digits not starting with 0, or 1 and a 3-digit area code', isCallingCode);
    if (codes?.length === 0) problems.add('allowedCallingCodes', 'must list at least one code (leave it out to allow every country).');
    return codes;
  },
  refusedCallingCodes: (problems, value) =>
    listOf(problems, 'refusedCallingCodes', value, 'a calling code: 1 to 3 digits not starting with 0, or 1 and a 3-digit area code', isCallingCode),
  allowedContentKinds: (problems, value) => {
    const kinds = listOf(problems, 'allowedContentKinds', value, `one of ${CONTENT_KINDS.join(', ')}`, isContentKind);
    if (kinds?.length === 0) problems.add('allowedContentKinds', 'must list at least one kind (leave it out to allow every kind).');
    return kinds;
  },
  allowedSuggestionKinds: (problems, value) =>
    listOf(problems, 'allowedSuggestionKinds', value, `one of ${SUGGESTION_TYPES.join(', ')}`, isSuggestionKind),
  maxMessages: (problems, value) =>
    isWholeNumber(value, LIMITS.messagesMin, LIMITS.messagesMax)
      ? value
      : problems.add('maxMessages', `must be a whole number from ${LIMITS.messagesMin} to ${LIMITS.messagesMax}.`),
  refusedTerms: (problems, value) => {
    const terms = listOf(problems, 'refusedTerms', value, `a non-empty string of at most ${refusedTermMaxChars} characters`, isTerm);
    if (terms !== undefined && terms.length > refusedTermsMax) problems.add('refusedTerms', `must hold at most ${refusedTermsMax} terms.`);
    return terms;
  },
};

/** A code listed both as allowed and as refused, reported at its place in refusedCallingCodes. */
function checkCodesInBothLists(problems: Problems, profile: ValidationProfile): void {
  const allowed = new Set(profile.allowedCallingCodes ?? []);
  profile.refusedCallingCodes?.forEach((code, index) => {
    if (allowed.has(code)) problems.add(`refusedCallingCodes[${index}]`, `must not also be in allowedCallingCodes (${code}).`);
  });
}

/**
 * Reads `data` as a validation profile: a copy of it when valid (plain arrays, no other
 * object), else every problem at its path. Never throws: a value that cannot be read is a problem.
 *
 * @internal
 */
export function _readProfileData(data: unknown): { profile: ValidationProfile } | { problems: ProfileDataIssue[] } {
  const problems = new Problems();
  const profile: Record<string, unknown> = {};
  try {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problems: [{ path: '', message: 'must be a JSON object.' }] };
    for (const key of Object.keys(data)) {
      const value: unknown = (data as Record<string, unknown>)[key];
      if (!Object.hasOwn(FIELDS, key)) problems.add(key, 'is not a field of a validation profile.');
      else if (value !== undefined) profile[key] = FIELDS[key as keyof ValidationProfile](problems, value);
    }
    checkCodesInBothLists(problems, profile as ValidationProfile);
  } catch {
    problems.add('', 'could not be read as plain data.');
  }
  return problems.found.length === 0 ? { profile: profile as ValidationProfile } : { problems: problems.found };
}

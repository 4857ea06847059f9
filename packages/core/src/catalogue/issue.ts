import { ERROR_CATALOGUE, PROFILE_ERROR_CATALOGUE, type ErrorCode, type ProfileErrorCode } from './catalogue';
import type { Issue } from '../types/result';

/**
 * Builds an issue: the one place its description is made, from the catalogue, with the
 * expected type appended for type errors (`expected` goes with `FIELD_INVALID_TYPE` only).
 *
 * @internal
 */
export function _issue(code: ErrorCode, param: string, expected?: ExpectedType): Issue {
  return { code, param, description: expected === undefined ? ERROR_CATALOGUE[code].description : TYPE_DESCRIPTIONS[expected] };
}

/**
 * Builds a profile issue: the catalogue's sentence, then `detail` (what was found) when given.
 *
 * @internal
 */
export function _profileIssue(code: ProfileErrorCode, param: string, detail?: string): Issue<ProfileErrorCode> {
  const { description } = PROFILE_ERROR_CATALOGUE[code];
  return { code, param, description: detail === undefined ? description : `${description} ${detail}` };
}

/** The JSON types a field can be expected to have. @internal */
export type ExpectedType = 'a string' | 'a finite number' | 'an object' | 'an array';

/** The description of a `FIELD_INVALID_TYPE` issue for each expected type, made once. */
const TYPE_DESCRIPTIONS: Readonly<Record<ExpectedType, string>> = {
  'a string': typeDescription('a string'),
  'a finite number': typeDescription('a finite number'),
  'an object': typeDescription('an object'),
  'an array': typeDescription('an array'),
};

/** The catalogue's sentence for a type error, followed by the type that was expected. */
function typeDescription(expected: ExpectedType): string {
  return `${ERROR_CATALOGUE.FIELD_INVALID_TYPE.description} Expected ${expected}.`;
}

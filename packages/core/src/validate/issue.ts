import { ERROR_CATALOGUE, type ErrorCode } from '../catalogue/catalogue';
import type { Issue } from '../types/result';

/**
 * Builds an issue: the one place its description is made, from the catalogue, with the
 * expected type appended for type errors.
 *
 * @internal
 */
export function _issue(code: ErrorCode, param: string, expected?: string): Issue {
  const sentence = ERROR_CATALOGUE[code].description;
  return { code, param, description: expected === undefined ? sentence : `${sentence} Expected ${expected}.` };
}

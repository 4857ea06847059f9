import { CONTENT_CODES } from './contentCodes';
import type { ErrorDefinition } from './errorDefinition';
import { REQUEST_CODES } from './requestCodes';
import { SUGGESTION_CODES } from './suggestionCodes';

/**
 * Every error code the core reports, each with its description, rule, source and `param`.
 * The key order is the order of RULES.md.
 *
 * @public
 */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = {
  ...REQUEST_CODES,
  ...CONTENT_CODES,
  ...SUGGESTION_CODES,
};

/** An error code of the catalogue (UPPER_SNAKE_CASE). @public */
export type ErrorCode = keyof typeof REQUEST_CODES | keyof typeof CONTENT_CODES | keyof typeof SUGGESTION_CODES;

/** Every error code, in catalogue order. @public */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

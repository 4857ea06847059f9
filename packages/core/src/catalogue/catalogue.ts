import { CONTENT_CODES } from './contentCodes';
import type { ErrorDefinition } from './errorDefinition';
import { PROFILE_CODES } from './profileCodes';
import { REQUEST_CODES } from './requestCodes';
import { SUGGESTION_CODES } from './suggestionCodes';

/** Types each entry of a table of codes as an {@link ErrorDefinition}, keeping the codes. */
const definitions = <T extends Record<string, ErrorDefinition>>(table: T): { readonly [Code in keyof T]: ErrorDefinition } =>
  table;

/**
 * Every error code the core reports, each with its description, rule, source and `param`.
 * The key order is the order of RULES.md.
 *
 * @public
 */
export const ERROR_CATALOGUE = definitions({ ...REQUEST_CODES, ...CONTENT_CODES, ...SUGGESTION_CODES });

/** An error code of the catalogue (UPPER_SNAKE_CASE). @public */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every error code, in catalogue order. @public */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

/**
 * Every code a validation profile or the message rules hook reports, each documented like
 * the API's codes; a deployment's own rules, never the API's (RULES.md, "Profile rules").
 *
 * @public
 */
export const PROFILE_ERROR_CATALOGUE = definitions(PROFILE_CODES);

/** An error code of a validation profile or of the message rules hook (UPPER_SNAKE_CASE). @public */
export type ProfileErrorCode = keyof typeof PROFILE_ERROR_CATALOGUE;

/** Every profile error code, in catalogue order. @public */
export const PROFILE_ERROR_CODES = Object.keys(PROFILE_ERROR_CATALOGUE) as readonly ProfileErrorCode[];

import { CONTENT_CODES } from './contentCodes';
import type { ErrorDefinition } from './errorDefinition';
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

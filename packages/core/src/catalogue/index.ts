export { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from './catalogue';
export type { ErrorDefinition } from './errorDefinition';

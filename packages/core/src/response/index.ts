export { toErrorResponse, type ErrorResponse } from './toErrorResponse';

import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import { SERVICE_ERRORS, statusOf, type ServiceErrorCode } from '../errors/catalogue';
import type { ErrorBody, ResponseIssue, ServiceResponse } from './types';

/** Headers every response carries: a JSON body, never sniffed as anything else, that no cache may keep. @internal */
export const _BASE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

/** The response of an issue: its status from the one table and the API's error body. @internal */
export function _issueResponse(issue: ResponseIssue, headers: Record<string, string> = {}): ServiceResponse<ErrorBody> {
  const error: ResponseIssue = { code: issue.code, param: issue.param, description: issue.description };
  return { status: statusOf(issue.code), headers: { ..._BASE_HEADERS, ...headers }, body: { error, messages: null } };
}

/** The issue of a service code at `param`, described as its {@link SERVICE_ERRORS} entry describes it: the one place a service issue is made. @internal */
export function _serviceIssue(code: ServiceErrorCode, param = ''): ResponseIssue {
  return { code, param, description: SERVICE_ERRORS[code].description };
}

/** The issue of a validation code of the core at `param`, described as the core's catalogue describes it. @internal */
export function _coreIssue(code: ErrorCode, param: string): ResponseIssue {
  return { code, param, description: ERROR_CATALOGUE[code].description };
}

/**
 * The error response of a service code: `{ error: { code, param, description }, messages: null }`
 * with the code's status and the headers that status requires.
 *
 * @public
 */
export function errorResponse(code: ServiceErrorCode, param = '', headers: Record<string, string> = {}): ServiceResponse<ErrorBody> {
  return _issueResponse(_serviceIssue(code, param), headers);
}

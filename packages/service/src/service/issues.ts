import type { MessageResult, ProfiledIssueCode } from '@rcs-send/core';
import { SERVICE_ERRORS } from '../errors/catalogue';
import type { ResponseIssue } from '../response/types';

/** The first error of an invalid message in the API's error shape (INTERNAL_ERROR if the core gave none). @internal */
export function _firstIssueOf(result: MessageResult<ProfiledIssueCode>): ResponseIssue {
  const first = result.issues[0];
  if (first === undefined) return { code: 'INTERNAL_ERROR', param: `messages[${result.index}]`, description: SERVICE_ERRORS.INTERNAL_ERROR.description };
  return { code: first.code, param: first.param, description: first.description };
}

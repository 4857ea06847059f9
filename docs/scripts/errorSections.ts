// Sections 4 and 7 of docs/api.md: the statuses, read from the service's one status table,
// and every validation code and profile code, read from the core's catalogues.
import { ERROR_CATALOGUE, ERROR_CODES, PROFILE_ERROR_CATALOGUE, PROFILE_ERROR_CODES } from '@rcs-send/core';
import { SERVICE_ERRORS, type ServiceErrorCode } from '@rcs-send/service';
import { cell, code, table } from './markdown';

/** The statuses table: every service code with its status, in status order. */
export function statusTable(): string {
  const codes = (Object.keys(SERVICE_ERRORS) as ServiceErrorCode[]).sort((a, b) => SERVICE_ERRORS[a].status - SERVICE_ERRORS[b].status);
  return table(
    ['status', 'code', 'meaning'],
    [
      ['202', '', 'every message was accepted for asynchronous processing (accepted is not delivered)'],
      ['200', '', 'some messages were accepted and some rejected: read each outcome'],
      ['400', 'any validation code (7.1, 7.2)', 'the request, or every message, breaks a rule (or the deployment\'s profile)'],
      ...codes.map((c) => [String(SERVICE_ERRORS[c].status), code(c), cell(SERVICE_ERRORS[c].description)]),
    ],
  );
}

/** The validation codes: every code of the catalogue with its rule and param. */
export function validationCodeTable(): string {
  return table(
    ['code', 'rule', 'param'],
    ERROR_CODES.map((c) => [code(c), cell(ERROR_CATALOGUE[c].rule), code(cell(ERROR_CATALOGUE[c].param))]),
  );
}

/** The profile codes: every code of the profile catalogue with its rule, the profile field it comes from, and its param. */
export function profileCodeTable(): string {
  return table(
    ['code', 'rule', 'source', 'param'],
    PROFILE_ERROR_CODES.map((c) => [code(c), cell(PROFILE_ERROR_CATALOGUE[c].rule), cell(PROFILE_ERROR_CATALOGUE[c].source), code(cell(PROFILE_ERROR_CATALOGUE[c].param))]),
  );
}

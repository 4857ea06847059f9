import { msisdnDigits, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import { _coreIssue, _serviceIssue } from '../response/errorResponse';
import { CAPABILITY_MSISDNS_MAX } from '../http/constants';
import type { ResponseIssue } from '../response/types';

/** A field read: its value, or the issue that refuses it. @internal */
export type _Field<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issue: ResponseIssue };

/** An issue of a core code at `param`, described as the core's catalogue describes it. */
const coreIssue = (code: ErrorCode, param: string): _Field<never> => ({ ok: false, issue: _coreIssue(code, param) });
const msisdnIssue = (param: string): _Field<never> => ({ ok: false, issue: _serviceIssue('MSISDN_INVALID', param) });

/** `organizationId` read exactly as the send reads it (the core's own rule, codes and descriptions): its canonical form, lower case. @internal */
export function _organizationIdOf(value: unknown): _Field<string> {
  const { root } = validateSendRequest({ organizationId: value, messages: [] });
  if (root.organizationId !== undefined) return { ok: true, value: root.organizationId };
  const issue = root.issues.find((one) => one.param === 'organizationId');
  return issue === undefined ? coreIssue('ORGANIZATION_ID_INVALID', 'organizationId') : { ok: false, issue };
}

/** `from`, a non-empty string as in a message (whether it is a sender of the organization is asked later). @internal */
export function _senderOf(value: unknown): _Field<string> {
  if (value === undefined) return coreIssue('FIELD_REQUIRED', 'from');
  if (typeof value !== 'string') return coreIssue('FIELD_INVALID_TYPE', 'from');
  return value === '' ? coreIssue('FIELD_EMPTY', 'from') : { ok: true, value };
}

/** One number read as the send reads `messages[].to` (the core's reader): its canonical digits, or MSISDN_INVALID at `param`. @internal */
export function _msisdnOf(value: unknown, param: string): _Field<string> {
  if (typeof value !== 'string') return coreIssue(value === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID_TYPE', param);
  const digits = msisdnDigits(value);
  return digits === undefined ? msisdnIssue(param) : { ok: true, value: digits };
}

/** The keys of a bulk check's body, in the documented order. */
const BODY_KEYS: ReadonlySet<string> = new Set(['organizationId', 'from', 'msisdns']);

/** A bulk check's body as an object of fields, or REQUEST_NOT_OBJECT. @internal */
export function _bodyFieldsOf(body: unknown): _Field<Readonly<Record<string, unknown>>> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ok: true, value: body as Record<string, unknown> } : coreIssue('REQUEST_NOT_OBJECT', '');
}

/** The first key of a bulk check's body that is not documented, refused at its own path (UNKNOWN_FIELD), or undefined. @internal */
export function _unknownKeyOf(fields: Readonly<Record<string, unknown>>): _Field<never> | undefined {
  const unknown = Object.keys(fields).find((key) => !BODY_KEYS.has(key));
  return unknown === undefined ? undefined : coreIssue('UNKNOWN_FIELD', unknown);
}

/** `msisdns`: an array of 1 to {@link CAPABILITY_MSISDNS_MAX} numbers, each read by {@link _msisdnOf} (the first refused one answers). @internal */
export function _msisdnsOf(value: unknown): _Field<string[]> {
  if (value === undefined) return coreIssue('FIELD_REQUIRED', 'msisdns');
  if (!Array.isArray(value)) return coreIssue('FIELD_INVALID_TYPE', 'msisdns');
  if (value.length === 0 || value.length > CAPABILITY_MSISDNS_MAX) {
    return { ok: false, issue: _serviceIssue('MSISDNS_COUNT_INVALID', 'msisdns') };
  }
  const digits: string[] = [];
  for (const [index, written] of value.entries()) {
    const read = _msisdnOf(written, `msisdns[${index}]`);
    if (!read.ok) return read;
    digits.push(read.value);
  }
  return { ok: true, value: digits };
}

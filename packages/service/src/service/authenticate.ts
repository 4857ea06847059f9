import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { AuthPort, Principal } from '../ports/auth';
import { _callPort } from './portCall';

/** `Bearer <token68>` (RFC 6750), the scheme in any case. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;
/** Longer headers are refused without hashing them. */
const MAX_AUTHORIZATION_LENGTH = 4096;

/** The 401 response: `WWW-Authenticate: Bearer`, with `error="invalid_token"` when a credential was presented. */
function unauthenticated(presented: boolean): ServiceResponse<ErrorBody> {
  const challenge = presented ? 'Bearer realm="rcs-send", error="invalid_token"' : 'Bearer realm="rcs-send"';
  return errorResponse('UNAUTHENTICATED', '', { 'www-authenticate': challenge });
}

/** The outcome of step 1: the caller's principal, or the 401 response to give. @internal */
export type _Authentication = { readonly ok: true; readonly principal: Principal } | { readonly ok: false; readonly response: ServiceResponse<ErrorBody> };

/** Step 1: the principal of the `Authorization` header, or the 401 response. @internal */
export async function _authenticate(auth: AuthPort, authorization: string | undefined): Promise<_Authentication> {
  if (authorization === undefined || authorization === '') return { ok: false, response: unauthenticated(false) };
  const match = authorization.length <= MAX_AUTHORIZATION_LENGTH ? BEARER.exec(authorization) : null;
  const apiKey = match?.[1];
  if (apiKey === undefined) return { ok: false, response: unauthenticated(true) };
  const principal = await _callPort('auth', () => auth.authenticate(apiKey));
  if (principal === undefined || (principal as unknown) === null) return { ok: false, response: unauthenticated(true) };
  if (typeof principal.id !== 'string') throw new TypeError('the auth port returned no principal id');
  return { ok: true, principal };
}

import type { AuthPort } from '../ports/auth';
import type { ErrorBody, ServiceResponse } from '../response/types';
import { _authenticate } from './authenticate';

/**
 * The 401 `UNAUTHENTICATED` response the service gives to a request whose `Authorization`
 * header is `authorization` (with its `WWW-Authenticate` challenge), or undefined when the
 * header names a principal of `auth`: for a host that refuses a request without a valid key
 * before it reads the body (so that such a request never holds memory or a share of a body
 * budget). The service still authenticates the request it is then given. A throw of the port
 * rejects the promise.
 *
 * @public
 */
export async function authenticationRefusal(auth: AuthPort, authorization: string | undefined): Promise<ServiceResponse<ErrorBody> | undefined> {
  const authentication = await _authenticate(auth, authorization);
  return authentication.ok ? undefined : authentication.response;
}

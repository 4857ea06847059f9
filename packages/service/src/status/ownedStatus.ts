import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import { _authenticate } from '../service/authenticate';
import { _callPort } from '../service/portCall';
import type { MessageStatusRecord } from './messageStatus';
import type { StatusLookupInput, StatusLookupPorts } from './types';

/** An 8-4-4-4-12 hexadecimal UUID, any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message a caller may see, or the response that ends the request. @internal */
export type _OwnedStatus = { readonly ok: true; readonly status: MessageStatusRecord } | { readonly ok: false; readonly response: ServiceResponse<ErrorBody> };

/**
 * What the lookup and the cancel share: authenticates the caller as sending does (401), checks
 * that the id is a UUID (400 MESSAGE_ID_INVALID), then finds the message's status, only when the
 * caller's principal is a member of its organization (`allowed` or `no-rcs-channel`); otherwise,
 * or when nothing is known of the id, 404 MESSAGE_NOT_FOUND, the same for both.
 *
 * @internal
 */
export async function _ownedStatus(ports: Pick<StatusLookupPorts, 'auth' | 'organizations' | 'states'>, input: StatusLookupInput): Promise<_OwnedStatus> {
  const authentication = await _authenticate(ports.auth, input.authorization);
  if (!authentication.ok) return authentication;
  if (!UUID.test(input.id)) return { ok: false, response: errorResponse('MESSAGE_ID_INVALID') };
  const status = await _callPort('states', () => ports.states.get(input.id.toLowerCase()));
  const organizationId = status?.organizationId;
  if (status === undefined || organizationId === undefined) return { ok: false, response: errorResponse('MESSAGE_NOT_FOUND') };
  const access = await _callPort('organizations', () => ports.organizations.access(authentication.principal, organizationId));
  if (access !== 'allowed' && access !== 'no-rcs-channel') return { ok: false, response: errorResponse('MESSAGE_NOT_FOUND') };
  return { ok: true, status };
}

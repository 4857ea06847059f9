import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { Principal } from '../ports/auth';
import type { OrganizationPort } from '../ports/organizations';
import { _callPort } from './portCall';

/**
 * Step 2: undefined when the principal may send for the organization over RCS (with `reading`,
 * when it is a member, RCS channel or not: what it reads there it sent before), else the 403 or
 * 404 response.
 *
 * @internal
 */
export async function _checkOrganization(
  port: OrganizationPort,
  principal: Principal,
  organizationId: string,
  reading = false,
): Promise<ServiceResponse<ErrorBody> | undefined> {
  const access = await _callPort('organizations', () => port.access(principal, organizationId));
  switch (access) {
    case 'allowed':
      return undefined;
    case 'forbidden':
      return errorResponse('ORGANIZATION_FORBIDDEN', 'organizationId');
    case 'not-found':
      return errorResponse('ORGANIZATION_NOT_FOUND', 'organizationId');
    case 'no-rcs-channel':
      return reading ? undefined : errorResponse('RCS_CHANNEL_NOT_ENABLED', 'organizationId');
    default:
      throw new TypeError('the organization port returned an unknown access');
  }
}

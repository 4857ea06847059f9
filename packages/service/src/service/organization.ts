import type { SendRequestResult } from '@rcs-send/core';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { Principal } from '../ports/auth';
import type { OrganizationPort } from '../ports/organizations';
import { _callPort } from './portCall';

/** Root issues after which the organization cannot be known: no object, or no valid organizationId. */
function hidesOrganization(param: string, code: string): boolean {
  return param === 'organizationId' || (param === '' && code !== 'MESSAGES_EMPTY');
}

/**
 * The canonical (lower-case) organizationId of a request the core has validated, or
 * undefined when the core found it missing or invalid (or the body is no object).
 *
 * @internal
 */
export function _organizationIdOf(input: unknown, result: SendRequestResult): string | undefined {
  if (result.value !== undefined) return result.value.organizationId;
  if (result.issues.some((issue) => hidesOrganization(issue.param, issue.code))) return undefined;
  try {
    const descriptor = Object.getOwnPropertyDescriptor(input, 'organizationId');
    return typeof descriptor?.value === 'string' ? descriptor.value.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Step 2: undefined when the principal may send for the organization over RCS, else the 403 or 404 response. @internal */
export async function _checkOrganization(
  port: OrganizationPort,
  principal: Principal,
  organizationId: string,
): Promise<ServiceResponse | undefined> {
  const access = await _callPort('organizations', () => port.access(principal, organizationId));
  switch (access) {
    case 'allowed':
      return undefined;
    case 'forbidden':
      return errorResponse('ORGANIZATION_FORBIDDEN', 'organizationId');
    case 'not-found':
      return errorResponse('ORGANIZATION_NOT_FOUND', 'organizationId');
    case 'no-rcs-channel':
      return errorResponse('RCS_CHANNEL_NOT_ENABLED', 'organizationId');
    default:
      throw new TypeError('the organization port returned an unknown access');
  }
}

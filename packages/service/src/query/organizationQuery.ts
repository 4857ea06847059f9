import { _organizationIdOf } from '../capabilities/capabilityFields';
import type { AuthPort } from '../ports/auth';
import type { OrganizationPort } from '../ports/organizations';
import { _issueResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import { _authenticate } from '../service/authenticate';
import { _checkOrganization } from '../service/organization';
import { _queryFields } from './queryFields';

/** A read of one organization's data, as an HTTP layer hands it over: its key and its query. @internal */
export interface _OrganizationRead {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The query: `organizationId` and the operation's own parameters. */
  readonly query: URLSearchParams;
}

/** The organization a read may see and the rest of its query, or the response that ends the request. @internal */
export type _OrganizationQuery<Name extends string> =
  | { readonly ok: true; readonly organizationId: string; readonly fields: Partial<Record<Name, string>> }
  | { readonly ok: false; readonly response: ServiceResponse<ErrorBody> };

/**
 * What the reads of an organization's data (the events feed, the message list) begin with, in
 * order: the key, as sending authenticates it (401); the query, each parameter `organizationId`
 * or one of `known` and given once (400 QUERY_PARAMETER_UNKNOWN, QUERY_PARAMETER_REPEATED);
 * `organizationId`, read as the send reads it (400 FIELD_REQUIRED, ORGANIZATION_ID_INVALID); the
 * organization, which the key's principal must be a member of (403 ORGANIZATION_FORBIDDEN, 404
 * ORGANIZATION_NOT_FOUND; one without the RCS channel may still read what it sent). Not counted
 * against the send rate limit, as a status lookup is not.
 *
 * @internal
 */
export async function _organizationQuery<Name extends string>(
  ports: { readonly auth: AuthPort; readonly organizations: OrganizationPort },
  read: _OrganizationRead,
  known: readonly Name[],
): Promise<_OrganizationQuery<Name>> {
  const authentication = await _authenticate(ports.auth, read.authorization);
  if (!authentication.ok) return authentication;
  const fields = _queryFields(read.query, ['organizationId', ...known]);
  if (!fields.ok) return { ok: false, response: _issueResponse(fields.issue) };
  const { organizationId: written, ...rest } = fields.value;
  const organizationId = _organizationIdOf(written);
  if (!organizationId.ok) return { ok: false, response: _issueResponse(organizationId.issue) };
  const refused = await _checkOrganization(ports.organizations, authentication.principal, organizationId.value, true);
  return refused === undefined ? { ok: true, organizationId: organizationId.value, fields: rest as Partial<Record<Name, string>> } : { ok: false, response: refused };
}

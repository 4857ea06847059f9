import type { Principal } from './auth';

/**
 * What a principal may do in an organization: `allowed`, `forbidden` (403, not authorized),
 * `not-found` (404, no such organization) or `no-rcs-channel` (403, no access to RCS).
 *
 * @public
 */
export type OrganizationAccess = 'allowed' | 'forbidden' | 'not-found' | 'no-rcs-channel';

/** Step 2 of the acceptance sequence: the Organization and its RCS channel. @public */
export interface OrganizationPort {
  /** The access of `principal` to the organization `organizationId` (a lower-case UUID). */
  access(principal: Principal, organizationId: string): Promise<OrganizationAccess>;
}

/** Part of step 3: whether a message's `from` is an RCS sender of the organization. @public */
export interface SenderPort {
  /** True when `from` is a sender or agent configured for `organizationId`. */
  isConfigured(organizationId: string, from: string): Promise<boolean>;
}

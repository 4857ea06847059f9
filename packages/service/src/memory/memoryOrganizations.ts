import type { Principal } from '../ports/auth';
import type { OrganizationAccess, OrganizationPort, SenderPort } from '../ports/organizations';

/** An organization known to {@link createMemoryOrganizationPort}. @public */
export interface MemoryOrganization {
  /** Its UUID (any case). */
  readonly id: string;
  /** Ids of the principals authorized to send for it. */
  readonly members: readonly string[];
  /**
   * Whether it has access to the RCS channel.
   * @defaultValue true
   */
  readonly rcsChannel?: boolean;
  /** Its configured RCS senders (the values `from` may take). */
  readonly senders: readonly string[];
}

/** An {@link OrganizationPort} and {@link SenderPort} over a fixed list of organizations. @public */
export function createMemoryOrganizationPort(organizations: readonly MemoryOrganization[]): OrganizationPort & SenderPort {
  const byId = new Map(
    organizations.map((organization) => [
      organization.id.toLowerCase(),
      { members: new Set(organization.members), rcsChannel: organization.rcsChannel ?? true, senders: new Set(organization.senders) },
    ]),
  );
  return {
    async access(principal: Principal, organizationId: string): Promise<OrganizationAccess> {
      const organization = byId.get(organizationId);
      if (organization === undefined) return 'not-found';
      if (!organization.members.has(principal.id)) return 'forbidden';
      return organization.rcsChannel ? 'allowed' : 'no-rcs-channel';
    },
    async isConfigured(organizationId: string, from: string): Promise<boolean> {
      return byId.get(organizationId)?.senders.has(from) ?? false;
    },
  };
}

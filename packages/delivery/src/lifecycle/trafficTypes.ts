import { messageTrafficTypeOf, type MessageTrafficType } from '@rcs-send/rbm';
import type { SubmittedMessage } from '@rcs-send/service';
import type { RoutedOrganization } from './routedOrganization';

/**
 * The traffic type each accepted message declares to the platform, by the use case of its
 * sender's agent in its organization (`OTP`: AUTHENTICATION, `PROMOTIONAL`: PROMOTION, else
 * TRANSACTION), among the `organizations()` of the moment. Never `MESSAGE_TRAFFIC_TYPE_UNSPECIFIED`.
 *
 * @internal
 */
export function _trafficTypes(organizations: () => readonly RoutedOrganization[]): (submitted: Pick<SubmittedMessage, 'organizationId' | 'message'>) => MessageTrafficType {
  let seen: readonly RoutedOrganization[] | undefined;
  let byOrganization = new Map<string, NonNullable<RoutedOrganization['useCases']>>();
  return ({ organizationId, message }) => {
    const now = organizations();
    if (now !== seen) {
      seen = now;
      byOrganization = new Map(now.map((organization) => [organization.id.toLowerCase(), organization.useCases ?? {}]));
    }
    const useCases = byOrganization.get(organizationId);
    return messageTrafficTypeOf((useCases !== undefined && Object.hasOwn(useCases, message.from) ? useCases[message.from] : undefined) ?? 'TRANSACTIONAL');
  };
}

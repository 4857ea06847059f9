import { messageTrafficTypeOf, type MessageTrafficType } from '@rcs-send/rbm';
import type { SubmittedMessage } from '@rcs-send/service';
import type { ServerOrganization } from '../config/webhookSetting';

/**
 * The traffic type each accepted message declares to the platform, by the use case of its
 * sender's agent in its organization's configuration (`OTP`: AUTHENTICATION, `PROMOTIONAL`:
 * PROMOTION, else TRANSACTION). Never `MESSAGE_TRAFFIC_TYPE_UNSPECIFIED`.
 *
 * @internal
 */
export function _trafficTypes(organizations: readonly ServerOrganization[]): (submitted: SubmittedMessage) => MessageTrafficType {
  const byOrganization = new Map(organizations.map((organization) => [organization.id.toLowerCase(), organization.useCases ?? {}]));
  return ({ organizationId, message }) => {
    const useCases = byOrganization.get(organizationId);
    return messageTrafficTypeOf(useCases !== undefined && Object.hasOwn(useCases, message.from) ? (useCases[message.from] ?? 'TRANSACTIONAL') : 'TRANSACTIONAL');
  };
}

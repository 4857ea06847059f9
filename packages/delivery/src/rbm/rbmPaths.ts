import type { RevokeRequest } from '../port/deliveryPort';

/** A phone number as RBM writes it: E.164, `+` then the canonical digits. @internal */
export const _e164 = (msisdn: string): string => `+${msisdn}`;

/** The resource name of a phone, as RBM's paths write it: `phones/+` then the digits. */
const phoneName = (msisdn: string): string => `phones/${_e164(msisdn)}`;

/** The withdrawal of a message: RBM's `agentMessages.delete` names the message as its send did (phone, agent, id). @internal */
export function _revokeRequestOf(id: string, to: string, from: string, agentIdOf: (from: string) => string = (sender) => sender): RevokeRequest {
  return { parent: phoneName(to), agentId: agentIdOf(from), messageId: id };
}

/** `DELETE v1/phones/{E.164}/agentMessages/{messageId}?agentId=`. @internal */
export const _revokePath = (request: RevokeRequest): string =>
  `v1/${request.parent}/agentMessages/${encodeURIComponent(request.messageId)}?agentId=${encodeURIComponent(request.agentId)}`;

/** `GET v1/phones/{E.164}/capabilities?agentId=&requestId=`. @internal */
export const _capabilitiesPath = (msisdn: string, agentId: string, requestId: string): string =>
  `v1/${phoneName(msisdn)}/capabilities?agentId=${encodeURIComponent(agentId)}&requestId=${encodeURIComponent(requestId)}`;

/** `POST v1/users:batchGet` with `{ agentId, users }`. @internal */
export const _BATCH_GET_PATH = 'v1/users:batchGet';

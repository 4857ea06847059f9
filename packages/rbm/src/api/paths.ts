import type { AgentMessageRequest } from '../types/agentMessage';

/** A message as a withdrawal names it, as its send did: phone, agent and messageId (an `AgentMessageRequest` is one). @public */
export type RbmMessageName = Pick<AgentMessageRequest, 'parent' | 'agentId' | 'messageId'>;

/** A phone number as RBM writes it: E.164, `+` then the canonical digits. @public */
export const rbmE164 = (msisdn: string): string => `+${msisdn}`;

/** The resource name of a phone, as RBM's paths write it: `phones/+` then the canonical digits. @public */
export const rbmPhoneName = (msisdn: string): string => `phones/${rbmE164(msisdn)}`;

/** The name of message `messageId` sent to `to` (canonical digits) by the agent of `from`. @public */
export function rbmMessageName(messageId: string, to: string, from: string, agentIdOf: (from: string) => string = (sender) => sender): RbmMessageName {
  return { parent: rbmPhoneName(to), agentId: agentIdOf(from), messageId };
}

/** `agentMessages.create`: `v1/{parent}/agentMessages?agentId=&messageId=`, relative to the API host. @public */
export const rbmSendPath = (name: RbmMessageName): string => `v1/${name.parent}/agentMessages?agentId=${encodeURIComponent(name.agentId)}&messageId=${encodeURIComponent(name.messageId)}`;

/** `agentMessages.delete`: `v1/{parent}/agentMessages/{messageId}?agentId=`, relative to the API host. @public */
export const rbmRevokePath = (name: RbmMessageName): string => `v1/${name.parent}/agentMessages/${encodeURIComponent(name.messageId)}?agentId=${encodeURIComponent(name.agentId)}`;

/** `getCapabilities`: `v1/phones/{E.164}/capabilities?agentId=&requestId=`, relative to the API host. @public */
export const rbmCapabilitiesPath = (msisdn: string, agentId: string, requestId: string): string =>
  `v1/${rbmPhoneName(msisdn)}/capabilities?agentId=${encodeURIComponent(agentId)}&requestId=${encodeURIComponent(requestId)}`;

/** `users.batchGet` (a POST of `{ agentId, users }`), relative to the API host. @public */
export const RBM_BATCH_GET_PATH = 'v1/users:batchGet';

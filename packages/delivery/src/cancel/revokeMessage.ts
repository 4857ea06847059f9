import type { DeliveryPort, RevokeResult } from '../port/deliveryPort';
import { rbmMessageName } from '@rcs-send/rbm';

/** A message as a withdrawal needs it: its id, recipient and sender (a state port's status, or a queue entry's). @internal */
export interface _Withdrawable {
  /** The accepted message's id: the platform's messageId. */
  readonly id: string;
  /** The recipient's canonical digits, when known. */
  readonly to?: string | undefined;
  /** The sender, when known: its agent withdraws the message. */
  readonly from?: string | undefined;
  /** The platform messageId it was handed over under, when not its id (a later window's, see `PlatformHandoverPort`). */
  readonly platformMessageId?: string;
}

/**
 * Withdraws `message` from the platform through `delivery.revoke`, named as its send named it
 * (`phones/+{to}`, the agent of `from`, the messageId it was handed over under): the platform's answer, or undefined when it cannot be
 * withdrawn here (a platform without `revoke`, or a status recorded without recipient or sender).
 *
 * @internal
 */
export async function _revokeMessage(delivery: Pick<DeliveryPort, 'revoke'> | undefined, message: _Withdrawable, agentIdOf?: (from: string) => string): Promise<RevokeResult | undefined> {
  const { id, to, from } = message;
  if (delivery?.revoke === undefined || to === undefined || from === undefined) return undefined;
  return delivery.revoke(rbmMessageName(message.platformMessageId ?? id, to, from, agentIdOf));
}

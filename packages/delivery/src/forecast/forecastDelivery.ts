import type { Message } from '@rcs-send/core';
import { agentMessageAt, platformWindowsOf, PLATFORM_WINDOW_MS, requiredFeaturesOf, toAgentMessage, type AgentMessage, type AgentMessageRequest, type MessageTrafficType } from '@rcs-send/rbm';
import type { DeliveryForecast, SmsFallbackPolicy, SmsForecast } from '@rcs-send/service';
import { _encodedFallbackSms } from '../fallback/smsFallbackOf';

/** A messageId for a translation nothing will send: the body does not depend on it. */
const UNSENT_ID = '00000000-0000-4000-8000-000000000000';

/** What the delivery would read about one message, were it accepted at `at`. @public */
export interface DeliveryFacts {
  /** The canonical message. */
  readonly message: Message;
  /** Its expiration, epoch milliseconds, or null. */
  readonly expiresAt: number | null;
  /** Its handover, epoch milliseconds. */
  readonly at: number;
  /** The traffic type its sender's agent declares. */
  readonly trafficType: MessageTrafficType;
  /** The RBM agent id of a sender. @defaultValue the sender itself */
  readonly agentIdOf?: (from: string) => string;
  /** Whether messages are handed over at all (a platform is configured). */
  readonly handedOver: boolean;
  /** Whether its recipient unsubscribed from the sender's agent. */
  readonly unsubscribed: boolean;
  /** Its sender's SMS fallback policy, when an SMS sender is configured to send it; else undefined. */
  readonly policy: SmsFallbackPolicy | undefined;
  /** Whether a capability check lately found its recipient unable to receive RCS. */
  readonly knownUnreachable: boolean;
  /** The recipient's features as the platform reports them now (undefined: not reachable), when asked; absent when not asked. */
  readonly recipient?: { readonly features: readonly string[] | undefined };
  /** The platform's window. @defaultValue `PLATFORM_WINDOW_MS` */
  readonly windowMs?: number;
}

/** The SMS the policy would send for `message`, or null when the policy is off. */
function smsOf(message: Message, policy: SmsFallbackPolicy | undefined): SmsForecast | null {
  if (policy?.enabled !== true) return null;
  const encoded = _encodedFallbackSms(message, policy.maxSegments);
  const segments = encoded.segments.map(({ text, units }) => ({ text, units }));
  return { triggers: [...policy.triggers], smsSender: policy.smsSender, encoding: encoded.encoding, text: encoded.text, truncated: encoded.truncated, segments };
}

/** The channel of a message RCS would not take for `trigger`: SMS when the policy's triggers include it, else none for `reason`. */
function fallenBack(sms: SmsForecast | null, trigger: 'NOT_RCS_CAPABLE' | 'FAILED', reason: 'NOT_RCS_CAPABLE' | 'FEATURES_MISSING'): Pick<DeliveryForecast, 'channel' | 'reason'> {
  return sms !== null && sms.triggers.includes(trigger) ? { channel: 'SMS', reason: trigger } : { channel: 'NONE', reason };
}

/** The channel and why, as the dispatch and its fallback decide them. */
function channelOf(facts: DeliveryFacts, body: AgentMessage, sms: SmsForecast | null, missing: readonly string[]): Pick<DeliveryForecast, 'channel' | 'reason'> {
  if (!facts.handedOver) return { channel: 'NONE', reason: 'DELIVERY_OFF' };
  if (body.messageTrafficType === 'PROMOTION' && facts.unsubscribed) return { channel: 'NONE', reason: 'UNSUBSCRIBED' };
  const unreachable = facts.recipient === undefined ? facts.knownUnreachable : facts.recipient.features === undefined;
  if (unreachable) return fallenBack(sms, 'NOT_RCS_CAPABLE', 'NOT_RCS_CAPABLE');
  return missing.length > 0 ? fallenBack(sms, 'FAILED', 'FEATURES_MISSING') : { channel: 'RCS', reason: null };
}

/**
 * What the delivery would do with one message, from the very functions it runs: the
 * `AgentMessage` of its first handover (`toAgentMessage`, then `agentMessageAt`), the windows
 * that keep its expiration (`platformWindowsOf`), its traffic type, the SMS of its sender's
 * policy (`smsTextOf` and `encodeSms`), and the channel the dispatch and its fallback would take:
 * none when no platform is configured, a promotional message to a user who unsubscribed, or a
 * recipient RCS cannot reach (or whose device lacks a feature the content needs) without the
 * policy's trigger; SMS with it; else RCS. Zero I/O.
 *
 * @public
 */
export function forecastDelivery(facts: DeliveryFacts): DeliveryForecast {
  const { message, expiresAt, at, trafficType } = facts;
  const windowMs = facts.windowMs ?? PLATFORM_WINDOW_MS;
  const sms = smsOf(message, facts.policy);
  const recipientFeatures = facts.recipient?.features;
  let request: AgentMessageRequest;
  try {
    request = toAgentMessage(message, { messageId: UNSENT_ID, messageTrafficType: trafficType, ...(facts.agentIdOf === undefined ? {} : { agentIdOf: facts.agentIdOf }) });
  } catch {
    const agentId = facts.agentIdOf?.(message.from) ?? message.from;
    return { channel: 'NONE', reason: 'NOT_TRANSLATABLE', trafficType, agentId, agentMessage: null, windows: [], sms, recipient: null };
  }
  const body = agentMessageAt(request.body, expiresAt, at, windowMs);
  const missing = recipientFeatures === undefined ? [] : requiredFeaturesOf(body).filter((feature) => !recipientFeatures.includes(feature));
  const recipient = facts.recipient === undefined ? null : { reachable: recipientFeatures !== undefined, features: [...(recipientFeatures ?? [])], missingFeatures: missing };
  return {
    ...channelOf(facts, body, sms, missing),
    trafficType,
    agentId: request.agentId,
    agentMessage: body as unknown as Readonly<Record<string, unknown>>,
    windows: platformWindowsOf(request.body, expiresAt, at, windowMs),
    sms,
    recipient,
  };
}

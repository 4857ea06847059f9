import type { Message } from '@rcs-send/core';

/** The RBM `messageTrafficType` a message declares (`@rcs-send/rbm`'s `MessageTrafficType`, named here without depending on it). @public */
export type MessageTrafficTypeName = 'AUTHENTICATION' | 'TRANSACTION' | 'PROMOTION' | 'SERVICEREQUEST' | 'ACKNOWLEDGEMENT';

/** One message a preflight asks the delivery about: what the delivery would read of it, were it accepted now. @public */
export interface ForecastRequest {
  /** The organization (lower case). */
  readonly organizationId: string;
  /** The canonical message. */
  readonly message: Message;
  /** Its expiration, epoch milliseconds, or null (read as the send reads it). */
  readonly expiresAt: number | null;
  /** The moment the prediction is for (its handover), epoch milliseconds. */
  readonly at: number;
  /** Whether to ask the platform for the recipient's reachability and features (`?capabilities=true`). */
  readonly capabilities: boolean;
}

/**
 * Why a message would go by SMS (the fallback's trigger: `NOT_RCS_CAPABLE`, `FAILED`) or by no
 * channel: `UNSUBSCRIBED` (a promotional message to a user who opted out), `NOT_RCS_CAPABLE` or
 * `FEATURES_MISSING` without the policy's trigger, `DELIVERY_OFF` (no platform: it stays queued),
 * `NOT_TRANSLATABLE`.
 *
 * @public
 */
export type ForecastReason = 'UNSUBSCRIBED' | 'NOT_RCS_CAPABLE' | 'FAILED' | 'FEATURES_MISSING' | 'DELIVERY_OFF' | 'NOT_TRANSLATABLE';

/** The RBM `AgentMessage` body (`@rcs-send/rbm`'s `AgentMessage`, as JSON). @public */
export type AgentMessageBody = Readonly<Record<string, unknown>>;

/** One segment of a predicted SMS. @public */
export interface SmsSegmentForecast {
  /** The part of the text it carries. */
  readonly text: string;
  /** Its size: septets in GSM 7-bit, UTF-16 units in UCS-2. */
  readonly units: number;
}

/** One stay of a message at the platform. @public */
export interface PlatformWindowForecast {
  /** When it would be handed over, RFC 3339 UTC. */
  readonly handedOverAt: string;
  /** The `expireTime` it would be sent with, at which the platform revokes it if undelivered (and it is handed over again, unless it is its own expiration). */
  readonly expireTime: string;
}

/** The SMS a message would be sent as (the fallback's text, encoded and cut as the SMS sender does). @public */
export interface SmsForecast {
  /** The outcomes that would send it (the policy's triggers). */
  readonly triggers: readonly string[];
  /** The SMS sender of the policy. */
  readonly smsSender: string;
  /** GSM7 or UCS2. */
  readonly encoding: 'GSM7' | 'UCS2';
  /** The text as sent (cut with a marker past the policy's `maxSegments`). */
  readonly text: string;
  /** Whether it was cut. */
  readonly truncated: boolean;
  /** Each segment's text and size; each segment costs one unit once the message falls back (its RCS unit given back). */
  readonly segments: readonly SmsSegmentForecast[];
}

/** The recipient as the platform sees it now, when asked. @public */
export interface RecipientForecast {
  /** Whether the sender's agent can reach the number over RCS. */
  readonly reachable: boolean;
  /** The RCS features of the device (empty when not reachable). */
  readonly features: readonly string[];
  /** The features the content needs that the device lacks (the platform would refuse the message: 400 INVALID_ARGUMENT). */
  readonly missingFeatures: readonly string[];
}

/** What the delivery would do with one accepted message. @public */
export interface DeliveryForecast {
  /** RCS, SMS (by the sender's fallback policy), or NONE. */
  readonly channel: 'RCS' | 'SMS' | 'NONE';
  /** Why SMS (the trigger) or NONE; null for RCS. */
  readonly reason: ForecastReason | null;
  /** The traffic type declared to the platform, by the sender's agent's use case. */
  readonly trafficType: MessageTrafficTypeName;
  /** The RBM agent id it would be sent as. */
  readonly agentId: string;
  /** The RBM `AgentMessage` body of its first handover, exactly as the delivery sends it (null when it cannot be translated). */
  readonly agentMessage: AgentMessageBody | null;
  /** How its expiration is kept across the platform's windows: each handover and its `expireTime` (empty without an expiration). */
  readonly windows: readonly PlatformWindowForecast[];
  /** The SMS it would be sent as (channel SMS), or fall back to should RCS fail by a trigger of the policy; null without a fallback. */
  readonly sms: SmsForecast | null;
  /** The recipient's reachability and missing features, when asked (`?capabilities=true`) and a platform is configured to ask; else null (not asked, delivery off, or a message the platform cannot carry). */
  readonly recipient: RecipientForecast | null;
}

/**
 * Where a preflight asks what the delivery would do with a message: the host implements it from
 * the very functions its delivery runs (`@rcs-send/delivery`'s engine gives one), reading its
 * tenants, opt-outs and the platform without changing or remembering anything.
 *
 * @public
 */
export interface DeliveryForecastPort {
  /** The forecast of one valid message. */
  forecast(request: ForecastRequest): Promise<DeliveryForecast>;
}

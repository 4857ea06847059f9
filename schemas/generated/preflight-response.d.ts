/* Generated from schemas/preflight-response.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * The outcome of one message of a preflight.
 */
export type PreflightOutcome = PreflightValidMessage | PreflightRejectedMessage;
/**
 * Why a message would go by SMS (the fallback's trigger: `NOT_RCS_CAPABLE`, `FAILED`) or by no
 * channel: `UNSUBSCRIBED` (a promotional message to a user who opted out), `NOT_RCS_CAPABLE` or
 * `FEATURES_MISSING` without the policy's trigger, `DELIVERY_OFF` (no platform: it stays queued),
 * `NOT_TRANSLATABLE`.
 */
export type ForecastReason =
  'UNSUBSCRIBED' | 'NOT_RCS_CAPABLE' | 'FAILED' | 'FEATURES_MISSING' | 'DELIVERY_OFF' | 'NOT_TRANSLATABLE';
/**
 * The RBM `messageTrafficType` a message declares (`@rcs-send/rbm`'s `MessageTrafficType`, named here without depending on it).
 */
export type MessageTrafficTypeName =
  'AUTHENTICATION' | 'TRANSACTION' | 'PROMOTION' | 'SERVICEREQUEST' | 'ACKNOWLEDGEMENT';
/**
 * An UPPER_SNAKE_CASE error code: a validation code of @rcs-send/core (status 400, each documented in packages/core/RULES.md), a validation profile's code (PROFILE_..., status 400, in the core's PROFILE_ERROR_CATALOGUE) or a deployment's own rule code (status 400) when the deployment has them, or a code of the service (its status is in the OpenAPI responses). A client must accept codes it does not know.
 */
export type ResponseErrorCode = string;

/**
 * The body of a 200 preflight.
 */
export interface PreflightBody {
  /**
   * One outcome per message of the request, in order.
   */
  messages: PreflightOutcome[];
  /**
   * The units the send would hold for the whole request.
   */
  units: number;
  /**
   * The organization's balance now, and what the send would leave of it.
   */
  balance: PreflightBalance;
}
/**
 * A message of a preflight the send would accept: its canonical form, its units and what the delivery would do.
 */
export interface PreflightValidMessage {
  /**
   * Index in the request's `messages`.
   */
  index: number;
  /**
   * Always VALID.
   */
  status: 'VALID';
  /**
   * The canonical message, as it would be accepted.
   */
  message: CanonicalMessage;
  /**
   * The units the send would hold for it.
   */
  units: number;
  /**
   * What the delivery would do with it, or null when the host has no delivery forecast.
   */
  delivery: DeliveryForecast | null;
}
/**
 * The canonical message, as send-request.canonical.schema.json states it (`to` in digits, `organizationId` lower case).
 */
export interface CanonicalMessage {}
/**
 * What the delivery would do with one accepted message.
 */
export interface DeliveryForecast {
  /**
   * RCS, SMS (by the sender's fallback policy), or NONE.
   */
  channel: 'RCS' | 'SMS' | 'NONE';
  /**
   * Why SMS (the trigger) or NONE; null for RCS.
   */
  reason: ForecastReason | null;
  /**
   * The traffic type declared to the platform, by the sender's agent's use case.
   */
  trafficType: MessageTrafficTypeName;
  /**
   * The RBM agent id it would be sent as.
   */
  agentId: string;
  /**
   * The RBM `AgentMessage` body of its first handover, exactly as the delivery sends it (null when it cannot be translated).
   */
  agentMessage: AgentMessageBody | null;
  /**
   * How its expiration is kept across the platform's windows: each handover and its `expireTime` (empty without an expiration).
   */
  windows: PlatformWindowForecast[];
  /**
   * The SMS it would be sent as (channel SMS), or fall back to should RCS fail by a trigger of the policy; null without a fallback.
   */
  sms: SmsForecast | null;
  /**
   * The recipient's reachability and missing features, when asked (`?capabilities=true`) and a platform is configured to ask; else null (not asked, delivery off, or a message the platform cannot carry).
   */
  recipient: RecipientForecast | null;
}
/**
 * The RBM AgentMessage body (contentMessage, messageTrafficType, expireTime), as the delivery posts it to phones.agentMessages.create.
 */
export interface AgentMessageBody {}
/**
 * One stay of a message at the platform.
 */
export interface PlatformWindowForecast {
  /**
   * When it would be handed over, RFC 3339 UTC.
   */
  handedOverAt: string;
  /**
   * The `expireTime` it would be sent with, at which the platform revokes it if undelivered (and it is handed over again, unless it is its own expiration).
   */
  expireTime: string;
}
/**
 * The SMS a message would be sent as (the fallback's text, encoded and cut as the SMS sender does).
 */
export interface SmsForecast {
  /**
   * The outcomes that would send it (the policy's triggers).
   */
  triggers: string[];
  /**
   * The SMS sender of the policy.
   */
  smsSender: string;
  /**
   * GSM7 or UCS2.
   */
  encoding: 'GSM7' | 'UCS2';
  /**
   * The text as sent (cut with a marker past the policy's `maxSegments`).
   */
  text: string;
  /**
   * Whether it was cut.
   */
  truncated: boolean;
  /**
   * Each segment's text and size; each segment costs one unit once the message falls back (its RCS unit given back).
   */
  segments: SmsSegmentForecast[];
}
/**
 * One segment of a predicted SMS.
 */
export interface SmsSegmentForecast {
  /**
   * The part of the text it carries.
   */
  text: string;
  /**
   * Its size: septets in GSM 7-bit, UTF-16 units in UCS-2.
   */
  units: number;
}
/**
 * The recipient as the platform sees it now, when asked.
 */
export interface RecipientForecast {
  /**
   * Whether the sender's agent can reach the number over RCS.
   */
  reachable: boolean;
  /**
   * The RCS features of the device (empty when not reachable).
   */
  features: string[];
  /**
   * The features the content needs that the device lacks (the platform would refuse the message: 400 INVALID_ARGUMENT).
   */
  missingFeatures: string[];
}
/**
 * A message of a preflight the send would reject: every issue it has, the first the one the send answers.
 */
export interface PreflightRejectedMessage {
  /**
   * Index in the request's `messages`.
   */
  index: number;
  /**
   * Always REJECTED.
   */
  status: 'REJECTED';
  /**
   * The issues, in the order the send finds them; the send answers with the first.
   */
  errors: ResponseIssue[];
  /**
   * 0: nothing is held for it.
   */
  units: number;
}
/**
 * The API's error object (section 7): what went wrong and where.
 */
export interface ResponseIssue {
  /**
   * An UPPER_SNAKE_CASE code: a service code or a validation code of the core.
   */
  code: ResponseErrorCode;
  /**
   * Dot-and-bracket path of the field in the request body; "" when no field is at fault.
   */
  param: string;
  /**
   * A human sentence describing the error.
   */
  description: string;
}
/**
 * The organization's balance as a preflight reads it.
 */
export interface PreflightBalance {
  /**
   * The units it has now, held ones excluded.
   */
  available: number;
  /**
   * What the send would leave of them (negative: the send would answer 402 INSUFFICIENT_BALANCE).
   */
  after: number;
}

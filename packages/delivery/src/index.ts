// The public surface of @rcs-send/delivery, named one by one so that a new export shows in a diff.
export type { DeliveryCall, DeliveryPort, DeliveryResult, RevokeRequest, RevokeResult } from './port/deliveryPort';
export { createRbmDeliveryPort, type RbmDeliveryOptions } from './rbm/rbmDeliveryPort';
export { createRbmCapabilityPort, type RbmCapabilityOptions } from './rbm/rbmCapabilityPort';
export { createMessageCancelPort, type MessageCancelOptions } from './cancel/createMessageCancelPort';
export { serviceAccountTokens, serviceAccountTokensFromFile, staticAccessToken, RBM_SCOPE, type AccessTokens, type ServiceAccountOptions } from './rbm/serviceAccountTokens';
export { dispatchMessage, type DispatchOptions, type MessageOutcome } from './dispatch/dispatchMessage';
export { RETRY_DEFAULTS, type RetryOptions } from './dispatch/backoff';
export { startDispatcher, type Dispatcher, type DispatcherOptions } from './dispatch/startDispatcher';
export type { SmsFallbackOptions, SmsSubmitter } from './fallback/smsFallbackOptions';
export { SMS_FALLBACK_REASONS } from './fallback/fallbackReasons';
export { createSmsReceiptInbox, type SmsReceiptInbox, type SmsReceiptInboxOptions } from './fallback/smsReceiptInbox';
export { createKnownReachability, KNOWN_REACHABILITY_DEFAULTS, type KnownReachability, type KnownReachabilityOptions } from './fallback/knownReachability';
export { rememberingCapabilities } from './fallback/rememberingCapabilities';
export { forecastDelivery, type DeliveryFacts } from './forecast/forecastDelivery';
// The lifecycle contract lives in @rcs-send/service; re-exported here so that imports from delivery keep working.
export {
  advances,
  applyChange,
  createMemoryOptOutPort,
  createMemorySeenPort,
  createMemoryStatePort,
  isDispatched,
  type MemorySeenOptions,
  type MessageState,
  type MessageStatePort,
  type MessageStatus,
  type OptOutPort,
  type PlatformHandoverPort,
  type QueueEntry,
  type QueueSource,
  type SeenPort,
  type StateChange,
  type StateStep,
  type SubscriptionChange,
} from '@rcs-send/service';
export { createRbmEventReceiver, type RbmEventAnswer, type RbmEventHeaders, type RbmEventOutcome, type RbmEventReceiver, type RbmEventReceiverOptions } from './events/createRbmEventReceiver';
export { answerRbmEventRequest } from './events/answerRbmEventRequest';
// The RBM wire lives in @rcs-send/rbm; re-exported here so that imports from delivery keep working.
export { PLATFORM_WINDOW_MS, rbmSignature, type RbmUserContent, type RbmUserFileInfo, type RbmUserMessage } from '@rcs-send/rbm';
export { signWebhook, webhookSecretProblem, WEBHOOK_SECRET_BYTES, type WebhookHeaders } from './webhooks/webhookSignature';
export { webhookEndpointProblem, type WebhookEndpoint } from './webhooks/webhookEndpoint';
export type {
  MessageReplyData,
  MessageReplyEvent,
  MessageStatusData,
  MessageStatusEvent,
  NotifiedState,
  RecipientSubscriptionData,
  RecipientSubscriptionEvent,
  WebhookEvent,
  WebhookPayload,
} from '@rcs-send/service';
export type { WebhookDeliveryStats, WebhookFailure } from './webhooks/webhookFailure';
export { MAX_WEBHOOK_RETRY_AFTER_MS, WEBHOOK_SCHEDULE_MS } from './webhooks/webhookSchedule';
export { startWebhookDeliveries, type WebhookDeliveries, type WebhookDeliveryOptions, type WebhookOrganization } from './webhooks/webhookDeliveries';
export { startLifecycle, type Lifecycle } from './lifecycle/startLifecycle';
export type { LifecycleErrorSource, LifecycleObserver, LifecycleOptions, LifecyclePlatform } from './lifecycle/lifecycleOptions';
export type { RoutedOrganization } from './lifecycle/routedOrganization';
export type { UsageMetric } from './lifecycle/usageCounter';

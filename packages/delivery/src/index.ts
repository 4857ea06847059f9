// The public surface of @rcs-send/delivery, named one by one so that a new export shows in a diff.
export type { DeliveryCall, DeliveryPort, DeliveryResult, RevokeRequest, RevokeResult } from './port/deliveryPort';
export { createRbmDeliveryPort, type RbmDeliveryOptions } from './rbm/rbmDeliveryPort';
export { createRbmCapabilityPort, type RbmCapabilityOptions } from './rbm/rbmCapabilityPort';
export { createMessageCancelPort, type MessageCancelOptions } from './cancel/createMessageCancelPort';
export { serviceAccountTokens, serviceAccountTokensFromFile, staticAccessToken, RBM_SCOPE, type AccessTokens, type ServiceAccountOptions } from './rbm/serviceAccountTokens';
export { dispatchMessage, type DispatchOptions, type MessageOutcome } from './dispatch/dispatchMessage';
export { PLATFORM_WINDOW_MS } from './dispatch/platformWindow';
export { RETRY_DEFAULTS, type RetryOptions } from './dispatch/backoff';
export { startDispatcher, type Dispatcher, type DispatcherOptions } from './dispatch/startDispatcher';
export { advances, applyChange, createMemoryStatePort, isDispatched, type MessageState, type MessageStatePort, type MessageStatus, type StateChange, type StateStep } from './state/messageStates';
export { createMemorySeenPort, type MemorySeenOptions, type SeenPort } from './state/seenPort';
export { createRedisStatePort, type RedisStateOptions } from './state/redisStatePort';
export { createRedisSeenPort, type RedisSeenOptions } from './state/redisSeenPort';
export type { QueueEntry, QueueSource } from './source/queueSource';
export type { PlatformHandoverPort } from './handover/platformHandoverPort';
export { createMemoryOptOutPort, type OptOutPort, type SubscriptionChange } from './optOuts/optOutPort';
export { streamSource, type StreamSourceOptions } from './source/streamSource';
export { createRbmEventReceiver, type RbmEventAnswer, type RbmEventHeaders, type RbmEventOutcome, type RbmEventReceiver, type RbmEventReceiverOptions } from './events/createRbmEventReceiver';
export { answerRbmEventRequest } from './events/answerRbmEventRequest';
export { rbmSignature } from './events/rbmSignature';
export type { RbmUserContent, RbmUserFileInfo, RbmUserMessage } from './events/rbmUserMessage';
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
} from './webhooks/webhookEvents';
export type { WebhookFailure, WebhookNotifierStats } from './webhooks/webhookFailure';
export { MAX_WEBHOOK_RETRY_AFTER_MS, WEBHOOK_SCHEDULE_MS } from './webhooks/webhookSchedule';
export { createWebhookNotifier, type NotifyResult, type WebhookNotifier, type WebhookNotifierOptions } from './webhooks/webhookNotifier';
export { notifyingStatePort } from './webhooks/notifyingStatePort';
export { startStreamWorker, type StreamWorker, type StreamWorkerOptions } from './worker/startStreamWorker';

// The public surface of @rcs-send/delivery, named one by one so that a new export shows in a diff.
export type { DeliveryCall, DeliveryPort, DeliveryResult } from './port/deliveryPort';
export { createRbmDeliveryPort, type RbmDeliveryOptions } from './rbm/rbmDeliveryPort';
export { serviceAccountTokens, serviceAccountTokensFromFile, staticAccessToken, RBM_SCOPE, type AccessTokens, type ServiceAccountOptions } from './rbm/serviceAccountTokens';
export { dispatchMessage, type DispatchOptions, type MessageOutcome } from './dispatch/dispatchMessage';
export { RETRY_DEFAULTS, type RetryOptions } from './dispatch/backoff';
export { startDispatcher, type Dispatcher, type DispatcherOptions } from './dispatch/startDispatcher';
export { advances, applyChange, createMemoryStatePort, isDispatched, isFinalFailure, type MessageState, type MessageStatePort, type MessageStatus, type StateChange, type StateStep } from './state/messageStates';
export { openFileStatePort, type FileStatePort } from './state/fileStatePort';
export { createMemorySeenPort, type MemorySeenOptions, type SeenPort } from './state/seenPort';
export { createRedisStatePort, type RedisStateOptions } from './state/redisStatePort';
export { createRedisSeenPort, type RedisSeenOptions } from './state/redisSeenPort';
export type { QueueEntry, QueueSource } from './source/queueSource';
export { openOutboxSource, type OutboxSourceOptions } from './source/outboxSource';
export { streamSource, type StreamSourceOptions } from './source/streamSource';
export { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker/startOutboxWorker';
export { startStreamWorker, type StreamWorker, type StreamWorkerOptions } from './worker/startStreamWorker';

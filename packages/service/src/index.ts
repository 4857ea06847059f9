// The public surface of @rcs-send/service, named one by one so that a new export shows in a
// diff. Runtime-neutral (WebCrypto, Fetch API); the node:http bridge uses structural types only.
export { createSendService } from './service/createSendService';
export { authenticationRefusal } from './service/authenticationRefusal';
export type { BatchMode, MessagesAnswered, SendBody, SendInput, SendService, SendServiceOptions } from './service/types';
export type { ProfileOptions, ValidationProfileChooser, ValidationProfileOption } from './profile/profileOption';
export { SERVICE_ERRORS, statusOf, type ResponseErrorCode, type ServiceErrorCode, type ServiceErrorDefinition } from './errors/catalogue';
export { TransportError, type TransportErrorCode } from './errors/transportError';
export { ServiceUnavailableError } from './errors/unavailableError';
export { errorResponse } from './response/errorResponse';
export type { AcceptedMessage, ErrorBody, MessageOutcome, RejectedMessage, ResponseIssue, ServiceResponse, SuccessBody } from './response/types';
export type { AuthPort, Principal } from './ports/auth';
export type { BalancePort, BalanceReservation } from './ports/balance';
export type { IdempotencyClaim, IdempotencyPort } from './ports/idempotency';
export type { OrganizationAccess, OrganizationPort, SenderPort } from './ports/organizations';
export type { PortName, SendPorts } from './ports/ports';
export type { RateLimitDecision, RateLimitPort } from './ports/rateLimit';
export type { CompletedIdempotencyKey, SubmitPort, SubmittedBatch, SubmittedMessage } from './ports/submit';
export type { MessageCancelPort } from './ports/cancel';
export type { CapabilityPort } from './ports/capabilities';
export type { LedgerEntry, NewApiKey, NewTenantOrganization, StoredApiKey, TenantOrganization, TenantSender, TenantStore, TenantValidationProfiles, TenantWebhook, UsageDay, UsageOutcome } from './ports/tenants';
export { createMemoryAuthPort, type MemoryApiKey } from './memory/memoryAuth';
export { createMemoryBalancePort, type MemoryBalancePort } from './memory/memoryBalance';
export { createMemoryIdempotencyPort, type MemoryIdempotencyOptions } from './memory/memoryIdempotency';
export { createMemoryOrganizationPort, type MemoryOrganization } from './memory/memoryOrganizations';
export { createMemoryRateLimitPort, type MemoryRateLimitOptions } from './memory/memoryRateLimit';
export { createMemorySubmitPort, type MemorySubmitPort } from './memory/memorySubmit';
export { createMemoryPorts, type MemoryPorts, type MemorySeed, type MemorySeedOrganization } from './memory/memoryPorts';
export { createMemoryTenantStore } from './memory/memoryTenants';
export { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from './memory/memoryStore';
export { constantTimeEqual } from './crypto/constantTimeEqual';
export { API_PREFIX, SEND_PATH, MESSAGES_PATH, EVENTS_PATH, PREFLIGHT_PATH, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT, DEFAULT_MAX_BODY_BYTES, CAPABILITIES_PATH, CAPABILITY_MSISDNS_MAX, CAPABILITIES_MAX_BODY_BYTES } from './http/constants';
export type { MessageChannelFields, MessageStatusBody, MessageStatusRecord, MessageStatusStep, SmsStatusBody, SmsStatusEncoding, StatusLookupPort } from './status/messageStatus';
export { messageChannelFields } from './status/channelFields';
export { MESSAGE_STATES, STATE_MOVES, STATE_MOVES_AFTER_WITHDRAWAL, advances, isFinal, isNotified, type MessageChannel, type MessageState, type StateStep } from './lifecycle/messageStates';
export { SMS_FALLBACK_FROM, SMS_STATE_MOVES, advancesOnChannel } from './lifecycle/channelMoves';
export { applyChange, handingOver, isCancellable, isDispatched, wasHandedOver, type MessageStatus, type SmsDetails, type StateChange } from './lifecycle/stateChange';
export { acceptedChange } from './lifecycle/acceptedChange';
export { createMemoryStatePort, type MessageStatePort } from './lifecycle/messageStatePort';
export type { Store, StoreCheck } from './lifecycle/store';
export { createMemorySeenPort, type MemorySeenOptions, type SeenPort } from './lifecycle/seenPort';
export { platformMessageId, type PlatformHandoverPort } from './lifecycle/platformHandoverPort';
export { createMemoryOptOutPort, type OptOutPort, type SubscriptionChange } from './lifecycle/optOutPort';
export type { QueueEntry, QueueSource } from './lifecycle/queueSource';
export { SMS_FALLBACK_TRIGGERS, type NewSmsFallback, type SmsFallbackBegun, type SmsFallbackFailOptions, type SmsFallbackPolicy, type SmsFallbackPolicyPort, type SmsFallbackPort, type SmsFallbackRecord, type SmsFallbackStage, type SmsFallbackTrigger } from './lifecycle/smsFallback';
export { SMS_FALLBACK_FINAL_STAGES, acceptedSmsFallback, pendingSmsFallback, smsReceiptReason, failGivesChargeBack, unsentSmsCredit, type UnsentSmsCredit } from './lifecycle/smsFallbackStages';
export { SMS_FALLBACK_DEFAULT_TRIGGERS, parseSmsFallbackPolicy } from './lifecycle/smsFallbackPolicy';
export { createMemorySmsFallbackPort, type MemorySmsFallbackOptions, type SmsFallbackCharges } from './lifecycle/memorySmsFallbackPort';
export type { StatusLookup, StatusLookupInput, StatusLookupOptions, StatusLookupPorts, StatusLookupResponse } from './status/types';
export { createStatusLookup } from './status/createStatusLookup';
export { handleStatusHttpRequest, isStatusPath } from './status/handleStatusHttpRequest';
export type { CapabilitiesBody, CapabilitiesRequest, CapabilityBody, CapabilityResult } from './capabilities/capabilityBodies';
export type { CapabilitiesInput, CapabilityCheck, CapabilityCheckOptions, CapabilityCheckPorts, CapabilityInput, CapabilityResponse } from './capabilities/types';
export { createCapabilityCheck } from './capabilities/createCapabilityCheck';
export { handleCapabilityHttpRequest, isCapabilityPath } from './capabilities/handleCapabilityHttpRequest';
export type { EventFeed, EventFeedBody, EventFeedInput, EventFeedOptions, EventFeedPorts, EventFeedResponse } from './feed/types';
export { createEventFeed } from './feed/createEventFeed';
export { handleEventFeedHttpRequest, isEventFeedPath } from './feed/handleEventFeedHttpRequest';
export type { MessageList, MessageListBody, MessageListInput, MessageListOptions, MessageListPorts, MessageListResponse } from './list/types';
export { createMessageList } from './list/createMessageList';
export { handleMessageListHttpRequest, isMessageListPath } from './list/handleMessageListHttpRequest';
export type { BalanceReadPort, Preflight, PreflightBalance, PreflightBody, PreflightOutcome, PreflightInput, PreflightOptions, PreflightPorts, PreflightRejectedMessage, PreflightResponse, PreflightValidMessage } from './preflight/types';
export type { DeliveryForecast, DeliveryForecastPort, ForecastRequest, AgentMessageBody, ForecastReason, MessageTrafficTypeName, PlatformWindowForecast, RecipientForecast, SmsForecast, SmsSegmentForecast } from './preflight/forecastPort';
export { createPreflight } from './preflight/createPreflight';
export { handlePreflightHttpRequest, isPreflightPath } from './preflight/handlePreflightHttpRequest';
export { handleHttpRequest } from './http/handleHttpRequest';
export { createFetchHandler, handleFetchRequest } from './http/fetchHandler';
export { validateFetchRequest } from './http/validateFetchRequest';
export { bodyParserErrorResponse } from './http/bodyParserError';
export { validateHttpRequest } from './validation/validateHttpRequest';
export type { MessageVerdict, SendValidation, ValidationOptions, ValidationVerdict, ValidMessage } from './validation/types';
export type { HttpOptions, HttpRequestLike, RoutedHttpOptions, RoutedResponse } from './http/types';
export { routeHttpRequest, type OperationName, type RoutedAnswer } from './http/routeHttpRequest';
export { createNodeListener } from './node/createNodeListener';
export { routeNodeRequest, type NodeRouteOptions } from './node/routeNodeRequest';
export { originForm } from './node/originForm';
export { handleNodeRequest, writeNodeResponse, type NodeRequestOptions } from './node/handleNodeRequest';
export { validateNodeRequest, type NodeValidationOptions } from './node/validateNodeRequest';
export type { NodeRequestLike, NodeResponseLike } from './node/nodeTypes';
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
} from './status/webhookBodies';
export { keptEventPayload, type KeptEvent } from './events/keptEvent';
export type { EventLogPort, NewEvent } from './events/eventLogPort';
export type { LeasedDelivery, ReplayRange, WebhookBacklog, WebhookOutboxPort } from './events/webhookOutboxPort';
export type { ListPosition, MessageFilter, MessageListing, MessageListPort } from './events/messageListPort';
export { statusEvent } from './events/statusEvent';
export { isPast, listPositionOf, matchesFilter } from './events/messageFilter';

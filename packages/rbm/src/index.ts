// The public surface of @rcs-send/rbm, named one by one so that a new export shows in a diff.
export { toAgentMessage, TO_AGENT_MESSAGE_DEFAULTS, type ToAgentMessageOptions } from './to/toAgentMessage';
export { toRbmTimestamp } from './time/utcTimestamp';
export { fromAgentMessage, type FromAgentMessageOptions, type FromAgentMessageResult } from './from/fromAgentMessage';
export { RBM_IMPORT_ISSUES, type RbmImportIssueCode, type FromAgentMessageIssue } from './from/issues';
export { mimeTypeFromUrl } from './from/mimeType';
export { rbmWarnings, PDF_CARD_CALLING_CODES, type RbmWarningsOptions } from './warnings/rbmWarnings';
export { RBM_WARNING_CATALOGUE, type RbmWarningCode, type RbmWarning, type RbmWarningDefinition } from './warnings/catalogue';
export { checkAgentMessage, type CheckAgentMessageOptions, type AgentMessageCheck } from './check/checkAgentMessage';
export { agentMessageExpiresAt } from './time/expiresAt';
export { isRbmPhoneNumber, isRbmUuid } from './ids';
export { RBM_FEATURES, type RbmFeature } from './features/features';
export { requiredFeaturesOf } from './features/requiredFeaturesOf';
export { messageTrafficTypeOf, AGENT_USE_CASES, type AgentUseCase } from './traffic/messageTrafficTypeOf';
export { RBM_VIOLATION_REASONS, type RbmViolationReason, type RbmFieldViolation } from './check/reasons';
export { toRbmErrorResponse, type RbmErrorResponse } from './check/toRbmErrorResponse';
export { RBM_LIMITS, type RbmLimits } from './limits';
export { PLATFORM_WINDOW_MS } from './window/platformWindow';
export { agentMessageAt, platformWindowsOf, windowExpireTime, type PlatformWindow } from './window/platformWindows';
export { RBM_HOSTS } from './hosts';
export { RBM_BATCH_GET_PATH, rbmCapabilitiesPath, rbmE164, rbmMessageName, rbmPhoneName, rbmRevokePath, rbmSendPath, type RbmMessageName } from './api/paths';
export { rbmApiRouteOf, type RbmApiMethod, type RbmApiRoute } from './api/apiRoutes';
export { rbmErrorReason, rbmRetryOf, rbmRevokeResultOf, rbmSendResultOf, retryAfterMs, type RbmAnswer, type RbmRevokeResult, type RbmSendResult } from './api/answers';
export { parseRbmEvent, parseRbmPost } from './events/parseRbmEvent';
export type { RbmEvent, RbmPost, RbmSubscriptionChange } from './events/rbmEvent';
export { rbmSignature, rbmSignatureMatches } from './events/rbmSignature';
export type { RbmUserContent, RbmUserFileInfo, RbmUserMessage } from './events/rbmUserMessage';
export {
  MESSAGE_TRAFFIC_TYPES,
  MESSAGE_TRAFFIC_TYPE_UNSPECIFIED,
  type MessageTrafficType,
  type AgentMessage,
  type AgentMessageRequest,
  type RbmRichMessageClassification,
} from './types/agentMessage';
export type {
  AgentContentMessage,
  RbmCardContent,
  RbmCarouselCard,
  RbmContentInfo,
  RbmMedia,
  RbmMediaHeight,
  RbmRichCard,
  RbmStandaloneCard,
  RbmUploadedRbmFile,
} from './types/content';
export type {
  RbmComposeAction,
  RbmComposeRecordingMessage,
  RbmComposeTextMessage,
  RbmCreateCalendarEventAction,
  RbmDialAction,
  RbmLatLng,
  RbmOpenUrlAction,
  RbmOpenUrlApplication,
  RbmShareLocationAction,
  RbmSuggestedAction,
  RbmSuggestedActionBase,
  RbmSuggestedReply,
  RbmSuggestion,
  RbmViewLocationAction,
  RbmWebviewViewMode,
} from './types/suggestion';

// The public surface of @rcs-send/core, named one by one so that a new export shows in a diff.
export { validateSendRequest } from './validate/validateSendRequest';
export { validateMessage, type ValidateMessageOptions } from './validate/validateMessage';
export { applyValidationProfile } from './profile/applyValidationProfile';
export { dateTimeToEpochMs } from './rules/datetime/dateTimeToEpochMs';
export { msisdnDigits } from './rules/msisdn/msisdnDigits';
export { toErrorResponse, type ErrorResponse } from './response/toErrorResponse';
export {
  ContentInfoSchema,
  ReplySchema,
  OpenUrlActionSchema,
  DialActionSchema,
  ViewLocationActionSchema,
  ShareLocationActionSchema,
  CreateCalendarEventActionSchema,
  SuggestionSchema,
  CardMediaSchema,
  CardContentSchema,
  StandaloneCardSchema,
  CarouselCardSchema,
  RichCardSchema,
  ContentMessageSchema,
  messageSchema,
  MessageSchema,
  type Clock,
  sendRequestSchema,
  SendRequestSchema,
  toIssues,
} from './schemas/index';
export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  PROFILE_ERROR_CATALOGUE,
  PROFILE_ERROR_CODES,
  type ProfileErrorCode,
} from './catalogue/catalogue';
export { createValidationProfile } from './profile/createValidationProfile';
export { CompiledValidationProfile } from './profile/compiledValidationProfile';
export { ProfileError, type ProfileDataIssue } from './profile/profileError';
export { PROFILE_LIMITS } from './profile/profileLimits';
export { CONTENT_KINDS, type ContentKind, type ValidationProfile } from './profile/validationProfile';
export type { MessageRules, MessageRuleContext, MessageRuleIssue } from './profile/messageRules';
export type { ErrorDefinition } from './catalogue/errorDefinition';
export { LIMITS, type Limits } from './limits/limits';
export { LENGTH_LIMITS, type LengthLimit, type LengthLimitCode, type LengthLimitKey } from './fields/lengthLimits';
export type { RequestObjectName } from './fields/requestObjectName';
export {
  MIME_TYPES,
  type SupportedMimeType,
  CARD_ORIENTATIONS,
  type CardOrientation,
  THUMBNAIL_IMAGE_ALIGNMENTS,
  type ThumbnailImageAlignment,
  CARD_WIDTHS,
  type CardWidth,
  MEDIA_HEIGHTS,
  type MediaHeight,
  PRIMARY_CONTENT_TYPES,
  SUGGESTION_TYPES,
  type SuggestionType,
} from './limits/enums';
export type {
  Issue,
  MessageResult,
  ValidMessageResult,
  InvalidMessageResult,
  SendRequestResult,
  ValidSendRequestResult,
  InvalidSendRequestResult,
  RootResult,
  ValidRootResult,
} from './types/result';
export type { ValidateOptions, ProfiledIssueCode, IssueCodeOf } from './types/options';
export type { Message, SendRequest } from './types/request';
export type {
  CardContent,
  CardMedia,
  CarouselCard,
  ContentInfo,
  ContentMessage,
  MediaContent,
  RichCard,
  RichCardContent,
  StandaloneCard,
  TextContent,
} from './types/content';
export type {
  CreateCalendarEventAction,
  DialAction,
  OpenUrlAction,
  Reply,
  ShareLocationAction,
  Suggestion,
  ViewLocationAction,
} from './types/suggestion';

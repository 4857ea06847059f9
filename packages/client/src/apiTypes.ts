// The API's bodies, as the packages that answer and sign them define them: type-only imports,
// inlined into this package's declarations at build, so no server code reaches a consumer.
export type { SendRequest, Message } from '@rcs-send/core';
export type { CardContent, CardMedia, CarouselCard, ContentInfo, ContentMessage, MediaContent, RichCard, RichCardContent, StandaloneCard, TextContent } from '@rcs-send/core';
export type { CreateCalendarEventAction, DialAction, OpenUrlAction, Reply, ShareLocationAction, Suggestion, ViewLocationAction } from '@rcs-send/core';
export type { CardOrientation, CardWidth, ErrorCode, ErrorDefinition, MediaHeight, ProfiledIssueCode, ProfileErrorCode, SupportedMimeType, ThumbnailImageAlignment } from '@rcs-send/core';
// The lists the types above are read from: types here, no value (the client ships none of them).
export type { CARD_ORIENTATIONS, CARD_WIDTHS, ERROR_CATALOGUE, MEDIA_HEIGHTS, MIME_TYPES, PROFILE_ERROR_CATALOGUE, THUMBNAIL_IMAGE_ALIGNMENTS } from '@rcs-send/core';
export type { MESSAGE_STATES, SERVICE_ERRORS, ServiceErrorCode } from '@rcs-send/service';
export type {
  AcceptedMessage,
  CapabilitiesBody,
  CapabilitiesRequest,
  CapabilityBody,
  CapabilityResult,
  ErrorBody,
  EventFeedBody,
  MessageChannel,
  MessageListBody,
  MessageOutcome,
  MessageState,
  MessageStatusBody,
  MessageStatusStep,
  AgentMessageBody,
  DeliveryForecast,
  ForecastReason,
  MessageTrafficTypeName,
  PlatformWindowForecast,
  PreflightBalance,
  PreflightBody,
  PreflightOutcome,
  PreflightRejectedMessage,
  PreflightValidMessage,
  RecipientForecast,
  SmsForecast,
  SmsSegmentForecast,
  RejectedMessage,
  ResponseErrorCode,
  ResponseIssue,
  SmsStatusBody,
  SmsStatusEncoding,
  StateStep,
  SuccessBody,
} from '@rcs-send/service';
export type { MessageReplyData, MessageReplyEvent, MessageStatusData, MessageStatusEvent, NotifiedState, RecipientSubscriptionData, RecipientSubscriptionEvent, WebhookEvent, WebhookPayload } from '@rcs-send/service';

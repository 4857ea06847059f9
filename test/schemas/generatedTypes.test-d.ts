// Type-level proof that the types json-schema-to-typescript generates from the committed
// schemas and the hand-written types of the core and the service are the same types: each
// assignable to the other. Checked by `pnpm tsc -p tsconfig.json` (never run by vitest).
import type * as core from '@rcs-send/core';
import type * as delivery from '@rcs-send/delivery';
import type * as service from '@rcs-send/service';
import type * as errorBody from '../../schemas/generated/error-response';
import type * as feedBody from '../../schemas/generated/event-feed-response';
import type * as listBody from '../../schemas/generated/message-list-response';
import type * as statusBody from '../../schemas/generated/message-status-response';
import type * as request from '../../schemas/generated/send-request';
import type * as successBody from '../../schemas/generated/success-response';
import type * as webhookBody from '../../schemas/generated/webhook-event';

/**
 * True iff A and B are the same type: not only assignable each way (which an optional property
 * missing on one side would pass) but identical, property by property, optional or not.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
type Assert<T extends true> = T;

/** `T` as one object type (an intersection flattened), so that it can be compared with an interface. */
type Flat<T> = { [K in keyof T]: T[K] };
/** The service's issue with its code read as any string: what a client generated from the schema reads (codes stay open). */
type OpenIssue = Flat<Omit<service.ResponseIssue, 'code'> & { code: string }>;
/** `T` with its `error` read as an {@link OpenIssue}. */
type WithOpenError<T extends { error: unknown }> = Flat<Omit<T, 'error'> & { error: OpenIssue }>;

/** The request: every type of the core is the type generated from send-request.schema.json. */
export type RequestTypesAgree = [
  Assert<Same<core.SendRequest, request.SendRequest>>,
  Assert<Same<core.Message, request.Message>>,
  Assert<Same<core.ContentMessage, request.ContentMessage>>,
  Assert<Same<core.TextContent, request.TextContent>>,
  Assert<Same<core.MediaContent, request.MediaContent>>,
  Assert<Same<core.RichCardContent, request.RichCardContent>>,
  Assert<Same<core.ContentInfo, request.ContentInfo>>,
  Assert<Same<core.RichCard, request.RichCard>>,
  Assert<Same<core.StandaloneCard, request.StandaloneCard>>,
  Assert<Same<core.CarouselCard, request.CarouselCard>>,
  Assert<Same<core.CardContent, request.CardContent>>,
  Assert<Same<core.CardMedia, request.CardMedia>>,
  Assert<Same<core.Suggestion, request.Suggestion>>,
  Assert<Same<core.Reply, request.Reply>>,
  Assert<Same<core.OpenUrlAction, request.OpenUrlAction>>,
  Assert<Same<core.DialAction, request.DialAction>>,
  Assert<Same<core.ViewLocationAction, request.ViewLocationAction>>,
  Assert<Same<core.ShareLocationAction, request.ShareLocationAction>>,
  Assert<Same<core.CreateCalendarEventAction, request.CreateCalendarEventAction>>,
];

/** The responses: the service's bodies are the generated ones, error codes read as open strings. */
export type ResponseTypesAgree = [
  Assert<Same<OpenIssue, errorBody.ResponseIssue>>,
  Assert<Same<WithOpenError<service.ErrorBody>, errorBody.ErrorBody>>,
  Assert<Same<service.AcceptedMessage, successBody.AcceptedMessage>>,
  Assert<Same<WithOpenError<service.RejectedMessage>, successBody.RejectedMessage>>,
  Assert<Same<Flat<Omit<service.SuccessBody, 'messages'> & { messages: (service.AcceptedMessage | WithOpenError<service.RejectedMessage>)[] }>, successBody.SuccessBody>>,
  // The closed types are assignable to the open ones: every body the service or the core builds is valid.
  Assert<[service.SuccessBody] extends [successBody.SuccessBody] ? true : false>,
  Assert<[service.ErrorBody] extends [errorBody.ErrorBody] ? true : false>,
  Assert<[core.ErrorResponse] extends [errorBody.ErrorBody] ? true : false>,
];

/** `T` with `readonly` taken off at every depth (the delivery package's events are read-only; JSON has no such thing). */
type Writable<T> = T extends readonly (infer Item)[] ? Writable<Item>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
/** An event of the delivery package as its webhook body carries it: with the payload's `id`, `timestamp` and `sequence`. */
type Posted<T> = Flat<Writable<T> & { id: string; timestamp: string; sequence: number }>;

/** The status lookup's body and the webhook bodies: the generated types are the service's and the delivery package's. */
export type StatusAndWebhookTypesAgree = [
  Assert<Same<Writable<service.MessageStatusBody>, statusBody.MessageStatusBody>>,
  Assert<Same<Writable<service.MessageStatusStep>, webhookBody.MessageStatusStep>>,
  Assert<Same<Writable<service.SmsStatusBody>, webhookBody.SmsStatusBody>>,
  Assert<Same<Writable<delivery.MessageStatusData>, webhookBody.MessageStatusData>>,
  Assert<Same<Writable<delivery.MessageReplyData>, webhookBody.MessageReplyData>>,
  Assert<Same<Writable<delivery.RecipientSubscriptionData>, webhookBody.RecipientSubscriptionData>>,
  Assert<Same<Posted<delivery.MessageStatusEvent>, webhookBody.MessageStatusEvent>>,
  Assert<Same<Posted<delivery.MessageReplyEvent>, webhookBody.MessageReplyEvent>>,
  Assert<Same<Posted<delivery.RecipientSubscriptionEvent>, webhookBody.RecipientSubscriptionEvent>>,
  // Every payload the notifier sends is a generated payload (once read from JSON, where nothing is read-only), and the reverse.
  Assert<[Writable<delivery.WebhookPayload>] extends [webhookBody.WebhookPayload] ? true : false>,
  Assert<[webhookBody.WebhookPayload] extends [delivery.WebhookPayload] ? true : false>,
];

/** The pages of the events feed and the message list: the generated bodies are the service's, the feed's events the webhook bodies. */
export type ReadTypesAgree = [
  Assert<Same<Writable<service.MessageListBody>, listBody.MessageListBody>>,
  Assert<Same<Writable<service.MessageStatusBody>, listBody.MessageStatusBody>>,
  Assert<Same<feedBody.WebhookPayload, webhookBody.WebhookPayload>>,
  Assert<Same<Flat<Omit<Writable<service.EventFeedBody>, 'events'> & { events: webhookBody.WebhookPayload[] }>, feedBody.EventFeedBody>>,
  Assert<[Writable<service.EventFeedBody>] extends [feedBody.EventFeedBody] ? true : false>,
  Assert<[feedBody.EventFeedBody] extends [service.EventFeedBody] ? true : false>,
];

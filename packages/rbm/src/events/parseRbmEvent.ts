import { dateTimeToEpochMs } from '@rcs-send/core';
import type { RbmEvent, RbmPost } from './rbmEvent';
import type { RbmUserContent, RbmUserFileInfo } from './rbmUserMessage';

/**
 * The platform's own events on an agent message (ServerEvent), as the state and reason they
 * record: withdrawn undelivered at its expiry, or not withdrawn (DELIVERED may still follow).
 */
const SERVER_EVENTS: Readonly<Record<string, { readonly state: 'EXPIRED'; readonly reason: string; readonly revoked?: true }>> = {
  TTL_EXPIRATION_REVOKED: { state: 'EXPIRED', reason: 'TTL_EXPIRATION_REVOKED: the platform withdrew it undelivered at its expiry', revoked: true },
  TTL_EXPIRATION_REVOKE_FAILED: { state: 'EXPIRED', reason: 'TTL_EXPIRATION_REVOKE_FAILED: the platform could not withdraw it at its expiry; it may still be delivered' },
};

/** The longest id (message, agent, phone number) taken; RBM's are far shorter. */
const MAX_ID_LENGTH = 256;

type Fields = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Fields | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined);
const idOf = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : undefined);
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const decoder = new TextDecoder();

/** Parses UTF-8 JSON bytes, or undefined when they are not JSON. */
function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** The bytes of standard base64 (whitespace and missing padding forgiven, as `atob` does), or undefined when it is not base64. */
function base64Bytes(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * The body of a POST to the agent's webhook (bytes as received), or undefined when it is
 * neither a handshake nor a push envelope whose `message.data` is base64. Zero I/O.
 *
 * @public
 */
export function parseRbmPost(rawBody: Uint8Array): RbmPost | undefined {
  const body = objectOf(parseJson(rawBody));
  if (body === undefined) return undefined;
  const clientToken = stringOf(body['clientToken']);
  const secret = stringOf(body['secret']);
  if (clientToken !== undefined && secret !== undefined && body['message'] === undefined) return { kind: 'handshake', clientToken, secret };
  const data = stringOf(objectOf(body['message'])?.['data']);
  const eventBytes = data === undefined ? undefined : base64Bytes(data);
  return eventBytes === undefined ? undefined : { kind: 'envelope', eventBytes };
}

/** A `UserFileInfo`, or undefined when it is not one. */
function fileOf(value: unknown): RbmUserFileInfo | undefined {
  const info = objectOf(value);
  const [mimeType, fileUri, fileName] = [stringOf(info?.['mimeType']), stringOf(info?.['fileUri']), stringOf(info?.['fileName']) ?? ''];
  const fileSizeBytes = numberOf(info?.['fileSizeBytes']) ?? 0;
  return mimeType === undefined || fileUri === undefined ? undefined : { mimeType, fileSizeBytes, fileUri, fileName };
}

/** The content of a `UserMessage`: a value, 'none' when it has no content this receiver knows, 'bad' when one is malformed. */
function contentOf(event: Fields): RbmUserContent | 'none' | 'bad' {
  if (event['text'] !== undefined) {
    const text = stringOf(event['text']);
    return text === undefined ? 'bad' : { kind: 'text', text };
  }
  if (event['suggestionResponse'] !== undefined) {
    const response = objectOf(event['suggestionResponse']);
    const [postbackData, text, type] = [stringOf(response?.['postbackData']) ?? '', stringOf(response?.['text']) ?? '', response?.['type']];
    return type === 'REPLY' || type === 'ACTION' ? { kind: 'suggestionResponse', postbackData, text, type } : 'bad';
  }
  if (event['location'] !== undefined) {
    const location = objectOf(event['location']);
    const [latitude, longitude] = [numberOf(location?.['latitude']), numberOf(location?.['longitude'])];
    return latitude === undefined || longitude === undefined ? 'bad' : { kind: 'location', latitude, longitude };
  }
  if (event['userFile'] !== undefined) {
    const userFile = objectOf(event['userFile']);
    const file = fileOf(userFile?.['payload']);
    const thumbnail = userFile?.['thumbnail'] === undefined ? undefined : fileOf(userFile['thumbnail']);
    if (file === undefined || (userFile?.['thumbnail'] !== undefined && thumbnail === undefined)) return 'bad';
    return { kind: 'file', file, ...(thumbnail === undefined ? {} : { thumbnail }) };
  }
  return 'none';
}

/**
 * What a verified event (the decoded `message.data`) asks: a DELIVERED or READ of an agent
 * message (at `now`, when the service learns it; the event's `sendTime` kept as `platformAt`
 * when it is a date, never trusted for order: a signed event dated 1970 must not land before ACCEPTED), an EXPIRED with its reason for
 * the platform's TTL_EXPIRATION_REVOKED or TTL_EXPIRATION_REVOKE_FAILED, a user's UNSUBSCRIBE or
 * SUBSCRIBE, a user message, or nothing (IS_TYPING, content not known here).
 * Undefined when the event is malformed: not JSON, or without the ids its kind needs. Dates are
 * read with the core's `dateTimeToEpochMs`. Zero I/O.
 *
 * @public
 */
export function parseRbmEvent(eventBytes: Uint8Array, now: () => Date): RbmEvent | undefined {
  const event = objectOf(parseJson(eventBytes));
  if (event === undefined) return undefined;
  const sendTime = stringOf(event['sendTime']);
  const sentAt = sendTime === undefined ? undefined : dateTimeToEpochMs(sendTime);
  const platformAt = sentAt === undefined ? undefined : new Date(sentAt).toISOString();
  const at = now().toISOString();
  const messageId = idOf(event['messageId']);
  const eventType = event['eventType'];
  if (eventType !== undefined) {
    if (typeof eventType !== 'string') return undefined;
    if (eventType === 'UNSUBSCRIBE' || eventType === 'SUBSCRIBE') {
      const [agentId, phoneNumber] = [idOf(event['agentId']), idOf(event['senderPhoneNumber'])];
      if (agentId === undefined || phoneNumber === undefined) return undefined;
      const eventId = idOf(event['eventId']);
      return { kind: 'subscription', change: { agentId, phoneNumber, subscribed: eventType === 'SUBSCRIBE', at }, ...(eventId === undefined ? {} : { eventId }) };
    }
    const serverEvent = Object.hasOwn(SERVER_EVENTS, eventType) ? SERVER_EVENTS[eventType] : undefined;
    if (eventType !== 'DELIVERED' && eventType !== 'READ' && serverEvent === undefined) return { kind: 'ignored' };
    if (messageId === undefined) return undefined;
    const when = { at, ...(platformAt === undefined ? {} : { platformAt }) };
    return serverEvent === undefined ? { kind: 'state', messageId, state: eventType as 'DELIVERED' | 'READ', ...when } : { kind: 'state', messageId, ...when, ...serverEvent };
  }
  const content = contentOf(event);
  if (content === 'none') return { kind: 'ignored' };
  const [agentId, senderPhoneNumber] = [idOf(event['agentId']), idOf(event['senderPhoneNumber'])];
  if (content === 'bad' || messageId === undefined || agentId === undefined || senderPhoneNumber === undefined) return undefined;
  return { kind: 'userMessage', message: { agentId, senderPhoneNumber, messageId, sendTime: platformAt ?? at, content } };
}

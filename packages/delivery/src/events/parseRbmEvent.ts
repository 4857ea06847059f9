import type { RbmUserContent, RbmUserFileInfo, RbmUserMessage } from './rbmUserMessage';

/** What a verified event asks of the receiver. @internal */
export type _RbmEvent =
  | { readonly kind: 'state'; readonly messageId: string; readonly state: 'DELIVERED' | 'READ'; readonly at: string }
  | { readonly kind: 'userMessage'; readonly message: RbmUserMessage }
  | { readonly kind: 'ignored' };

/** What the body of a POST is: RBM's set-up handshake, or a Pub/Sub push envelope. @internal */
export type _RbmPost = { readonly kind: 'handshake'; readonly clientToken: string; readonly secret: string } | { readonly kind: 'envelope'; readonly eventBytes: Buffer };

/** The longest id (message, agent, phone number) taken; RBM's are far shorter. */
const MAX_ID_LENGTH = 256;

type Fields = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Fields | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined);
const idOf = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : undefined);
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Parses JSON text, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body of a POST to the webhook, or undefined when it is neither a handshake nor an envelope. @internal */
export function _parseRbmPost(rawBody: Uint8Array): _RbmPost | undefined {
  const body = objectOf(parseJson(Buffer.from(rawBody).toString('utf8')));
  if (body === undefined) return undefined;
  const clientToken = stringOf(body['clientToken']);
  const secret = stringOf(body['secret']);
  if (clientToken !== undefined && secret !== undefined && body['message'] === undefined) return { kind: 'handshake', clientToken, secret };
  const data = stringOf(objectOf(body['message'])?.['data']);
  return data === undefined ? undefined : { kind: 'envelope', eventBytes: Buffer.from(data, 'base64') };
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
 * message (at its `sendTime`, or `now` when that is not a date), a user message, or nothing
 * (IS_TYPING, SUBSCRIBE, UNSUBSCRIBE, the platform's own events, content not known here).
 * Undefined when the event is malformed: not JSON, or without the ids its kind needs.
 *
 * @internal
 */
export function _parseRbmEvent(eventBytes: Buffer, now: () => Date): _RbmEvent | undefined {
  const event = objectOf(parseJson(eventBytes.toString('utf8')));
  if (event === undefined) return undefined;
  const sendTime = stringOf(event['sendTime']);
  const parsedTime = sendTime === undefined ? Number.NaN : Date.parse(sendTime);
  const at = (Number.isNaN(parsedTime) ? now() : new Date(parsedTime)).toISOString();
  const messageId = idOf(event['messageId']);
  const eventType = event['eventType'];
  if (eventType !== undefined) {
    if (eventType !== 'DELIVERED' && eventType !== 'READ') return typeof eventType === 'string' ? { kind: 'ignored' } : undefined;
    return messageId === undefined ? undefined : { kind: 'state', messageId, state: eventType, at };
  }
  const content = contentOf(event);
  if (content === 'none') return { kind: 'ignored' };
  const [agentId, senderPhoneNumber] = [idOf(event['agentId']), idOf(event['senderPhoneNumber'])];
  if (content === 'bad' || messageId === undefined || agentId === undefined || senderPhoneNumber === undefined) return undefined;
  return { kind: 'userMessage', message: { agentId, senderPhoneNumber, messageId, sendTime: at, content } };
}

import { dateTimeToEpochMs, type Message } from '@rcs-send/core';
import type { SubmittedMessage } from '@rcs-send/service';

/** One message read from the stream: the stream entry's id, and the message as it was submitted. @public */
export interface QueuedMessage {
  /** The Redis Stream entry id (e.g. `1732233600000-0`), to acknowledge it with. */
  readonly entryId: string;
  /** The accepted message: its id, organization, principal, index, acceptance time and canonical content. */
  readonly message: SubmittedMessage;
  /** The messageId to hand it over with, for an entry queued again for a later platform window (see `createRedisHandoverPort`); absent: its own id. */
  readonly platformMessageId?: string;
}

/** The stream entry of `message`, as XADD field-value pairs; the canonical message as compact JSON; a later window's `platformMessageId` last. @internal */
export function _entryFields(message: SubmittedMessage, platformMessageId?: string): string[] {
  const fields = [
    'id',
    message.id,
    'organizationId',
    message.organizationId,
    'principalId',
    message.principalId,
    'index',
    String(message.index),
    'acceptedAt',
    message.acceptedAt,
    'expiresAt',
    message.expiresAt === null ? '' : String(message.expiresAt),
    'message',
    JSON.stringify(message.message),
  ];
  return platformMessageId === undefined ? fields : [...fields, 'platformMessageId', platformMessageId];
}

/** The `platformMessageId` field of a stream entry's field-value pairs, or undefined when it has none. @internal */
export function _platformMessageIdOf(fields: readonly unknown[]): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'platformMessageId') return String(fields[i + 1]);
  return undefined;
}

/** The message of a stream entry's field-value pairs, or undefined when they are not one of {@link _entryFields}. @internal */
export function _messageOf(fields: readonly unknown[]): SubmittedMessage | undefined {
  const values = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) values.set(String(fields[i]), String(fields[i + 1]));
  const id = values.get('id');
  const organizationId = values.get('organizationId');
  const principalId = values.get('principalId');
  const acceptedAt = values.get('acceptedAt');
  const index = Number(values.get('index'));
  const text = values.get('message');
  if (id === undefined || organizationId === undefined || principalId === undefined || acceptedAt === undefined || text === undefined) return undefined;
  if (!Number.isInteger(index)) return undefined;
  let message: Message;
  try {
    message = JSON.parse(text) as Message;
  } catch {
    return undefined;
  }
  const expiresAt = _expiresAtOf(values.get('expiresAt'), message);
  return expiresAt === undefined ? undefined : { id, organizationId, principalId, index, acceptedAt, expiresAt, message };
}

/**
 * The expiration of an entry: its `expiresAt` field (epoch milliseconds, empty for none), or,
 * for an entry an earlier version queued without it, its message's `expirationDateTime` read
 * once here by the core's reader (never sent late: an unreadable one is long past); undefined
 * for a field that is not a number.
 */
function _expiresAtOf(field: string | undefined, message: Message): number | null | undefined {
  if (field === undefined) return message.expirationDateTime === undefined ? null : (dateTimeToEpochMs(message.expirationDateTime) ?? 0);
  if (field === '') return null;
  const expiresAt = Number(field);
  return Number.isSafeInteger(expiresAt) ? expiresAt : undefined;
}

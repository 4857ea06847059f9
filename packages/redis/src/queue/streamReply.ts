import { _messageOf, _platformMessageIdOf, type QueuedMessage } from './streamEntry';

/** The entries of a stream reply (`[[id, fields], ...]`), well-formed messages only; deleted entries (null fields) skipped. @internal */
export function _queuedOf(entries: unknown): { messages: QueuedMessage[]; lastId: string | undefined } {
  const messages: QueuedMessage[] = [];
  let lastId: string | undefined;
  if (!Array.isArray(entries)) return { messages, lastId };
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [id, fields] = entry as [unknown, unknown];
    lastId = String(id);
    const message = Array.isArray(fields) ? _messageOf(fields) : undefined;
    const platformMessageId = message === undefined ? undefined : _platformMessageIdOf(fields as unknown[]);
    if (message !== undefined) messages.push({ entryId: lastId, message, ...(platformMessageId === undefined ? {} : { platformMessageId }) });
  }
  return { messages, lastId };
}

/**
 * The entries of an XREADGROUP reply for one stream: `[[stream, entries]]` (RESP2), or
 * `[stream, entries]` (a RESP3 map flattened by ioredis), or null.
 *
 * @internal
 */
export function _readGroupEntries(reply: unknown): unknown {
  if (!Array.isArray(reply) || reply.length === 0) return [];
  const first = reply[0] as unknown;
  return Array.isArray(first) ? first[1] : reply[1];
}

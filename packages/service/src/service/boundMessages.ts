import { LIMITS } from '@rcs-send/core';

/**
 * The body the service validates: `body` itself, or, when its `messages` array is longer than
 * `LIMITS.messagesMax + 1`, a shallow copy keeping only the first `messagesMax + 1` elements.
 * Such a request is answered with its first root issue (MESSAGES_TOO_MANY, or one before it),
 * which the dropped elements cannot change; without the bound, a 2.6 MB body of a million
 * invalid elements cost nearly a second of CPU to answer the same 400.
 *
 * @internal
 */
export function _boundMessages(body: unknown): unknown {
  try {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const messages: unknown = Object.getOwnPropertyDescriptor(body, 'messages')?.value; // a data property: no getter is run
    if (!Array.isArray(messages) || messages.length <= LIMITS.messagesMax + 1) return body;
    return { ...body, messages: messages.slice(0, LIMITS.messagesMax + 1) };
  } catch {
    return body; // a hostile object (a revoked proxy...): the core reports it as it is
  }
}

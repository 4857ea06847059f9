import type { ListPosition } from '../events/messageListPort';

/** The longest cursor read (a message id of 255 characters, each of four UTF-8 bytes, fits). */
const MAX_CURSOR_LENGTH = 1400;
/** The longest message id a cursor carries. */
const MAX_ID_LENGTH = 255;
/** base64url without padding (RFC 4648, section 5). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The base64url text of `bytes`, without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The cursor of `position`, the `next` of a page of the message list: the base64url (no padding)
 * of its JSON `{"acceptedAt":...,"id":"..."}`, opaque to clients.
 *
 * @internal
 */
export function _listCursorOf(position: ListPosition): string {
  return base64url(new TextEncoder().encode(JSON.stringify({ acceptedAt: position.acceptedAt, id: position.id })));
}

/** The JSON text `cursor` encodes, or undefined when it is not base64url of UTF-8. */
function decodedText(cursor: string): string | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor) || cursor.length % 4 === 1) return undefined;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * The position a cursor names, read strictly: only the exact text {@link _listCursorOf} makes of
 * a position (an acceptance time in whole epoch milliseconds, an id of 1 to 255 characters) is
 * one; anything else (altered, cut, padded, re-encoded, another JSON) is undefined.
 *
 * @internal
 */
export function _listPositionOf(cursor: string): ListPosition | undefined {
  const text = decodedText(cursor);
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { acceptedAt, id } = value as Record<string, unknown>;
  if (typeof acceptedAt !== 'number' || !Number.isSafeInteger(acceptedAt) || acceptedAt < 0) return undefined;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return undefined;
  const position = { acceptedAt, id };
  return _listCursorOf(position) === cursor ? position : undefined;
}

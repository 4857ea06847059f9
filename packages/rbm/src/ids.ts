/** An RFC 4122 UUID in its 8-4-4-4-12 hexadecimal form, any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `+` then 1 to 15 digits, the first not 0. */
const E164 = /^\+[1-9][0-9]{0,14}$/;

/**
 * Whether `value` is an RFC 4122 UUID (8-4-4-4-12 hexadecimal digits, any case): what RBM takes
 * as a `messageId`, an agent event's `eventId` and a capability check's `requestId`.
 *
 * @public
 */
export function isRbmUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether `value` is a phone number as RBM writes it in `phones/{E.164}`: `+` then 1 to 15
 * digits, the first not 0.
 *
 * @public
 */
export function isRbmPhoneNumber(value: unknown): value is string {
  return typeof value === 'string' && E164.test(value);
}

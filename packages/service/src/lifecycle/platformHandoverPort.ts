import { _hex, _sha256 } from '../crypto/sha256';

/**
 * The platform keeps a message for a window (RBM: 15 days). A message expiring later is handed
 * over with the window's end as its expiry; when the platform revokes it there while its own
 * expiration is still ahead, it is handed over again, under a new platform messageId (the
 * platform refuses an id it has seen), for the next window. A store that queues messages
 * implements this port; the receiver of the platform's events calls it.
 *
 * @public
 */
export interface PlatformHandoverPort {
  /** The accepted message a platform messageId names (its own id the first time, a later window's id after), or undefined when none does. */
  idOf(platformMessageId: string): Promise<string | undefined>;
  /** The platform messageId the message `id` is handed over under now (its own id, or a later window's), or undefined when it is not known. */
  platformIdOf(id: string): Promise<string | undefined>;
  /**
   * Queues the message `id` again, under a new platform messageId, when its own expiration is
   * still ahead of `atMs`: true; false (nothing changed) when it has none or it has passed. With
   * `revoked` (the platform messageId the platform withdrew), only that window is followed by a
   * new one: when it is no longer the current one (another instance, or a repeat of the event,
   * handed the message over already) nothing changes and the answer is true.
   */
  handOverAgain(id: string, atMs: number, revoked?: string): Promise<boolean>;
}

/**
 * The platform messageId of message `id`'s handover `handover` (0: the first, under its own
 * id): for a later window, a UUID (version 4 in form, as RBM requires) read from the SHA-256 of
 * `${id}/handover/${handover}`, so that a handover repeated after a crash, or by another
 * instance of a fleet, reuses its id and the platform drops the repeat. Every store derives
 * later windows' ids with it.
 *
 * @public
 */
export async function platformMessageId(id: string, handover: number): Promise<string> {
  if (!Number.isSafeInteger(handover) || handover < 0) throw new RangeError('handover must be a non-negative integer');
  if (handover === 0) return id;
  const bytes = (await _sha256(`${id}/handover/${handover}`)).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = _hex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { createHash } from 'node:crypto';

/**
 * The platform messageId of message `id`'s handover `n` (0: the first, under its own id): for
 * a later window, a UUID (version 4 in form, as RBM requires) derived from the id and `n`, so
 * that a handover repeated after a crash reuses its id and the platform drops the repeat.
 *
 * @internal
 */
export function _platformMessageId(id: string, n: number): string {
  if (n === 0) return id;
  const bytes = createHash('sha256').update(`${id}/handover/${n}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
  /** Queues the message `id` again, under a new platform messageId, when its own expiration is still ahead of `atMs`: true; false (nothing changed) when it has none or it has passed. */
  handOverAgain(id: string, atMs: number): Promise<boolean>;
}

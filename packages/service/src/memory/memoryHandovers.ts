import { platformMessageId, type PlatformHandoverPort } from '../lifecycle/platformHandoverPort';
import type { _MemoryQueue } from './memoryQueue';

/**
 * The {@link PlatformHandoverPort} of the memory store, over its messages: `idOf` names the
 * message of its current handover's id only (an earlier window's was revoked); `handOverAgain`
 * queues a message again, last, under the next handover's id (`platformMessageId`), when it has
 * an expiration still ahead of `atMs`. A handover another call made (before the read, for the
 * `revoked` window; or while the next id was derived) is that call's: true, nothing done twice.
 *
 * @internal
 */
export function _memoryHandovers(queue: _MemoryQueue): PlatformHandoverPort {
  return {
    idOf: async (platformId) => queue.idOf(platformId),
    platformIdOf: async (id) => queue.find(id)?.platformId,
    async handOverAgain(id, atMs, revoked) {
      const held = queue.find(id);
      const expiresAt = held?.message.expiresAt ?? null;
      if (held === undefined || expiresAt === null || expiresAt <= atMs) return false;
      if (revoked !== undefined && held.platformId !== revoked) return true; // that window was followed already
      const next = held.handovers + 1;
      const nextId = await platformMessageId(id, next);
      if (queue.find(id)?.handovers === held.handovers) queue.handOver(id, next, nextId);
      return true;
    },
  };
}

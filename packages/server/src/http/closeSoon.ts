import type { Socket } from 'node:net';

/** Milliseconds a client has to read what was written before its connection is cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * Lets `socket` send what was written, then closes it; a client that never reads cannot hold
 * it open past {@link CLOSE_GRACE_MS}.
 *
 * @internal
 */
export function _closeSoon(socket: Socket): void {
  socket.destroySoon();
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

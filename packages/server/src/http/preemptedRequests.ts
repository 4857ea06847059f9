import type { IncomingMessage } from 'node:http';

/** Requests answered by the HTTP server itself before their listener could answer them. */
const preempted = new WeakSet<IncomingMessage>();

/**
 * Records that `request` was answered by the HTTP server itself (a client error while it was
 * still being received: too slow, malformed framing), so that its listener's own answer, which
 * is never sent, is neither logged nor counted as sent.
 *
 * @internal
 */
export function _preempt(request: IncomingMessage): void {
  preempted.add(request);
}

/** True when `request` was answered by the HTTP server itself: see {@link _preempt}. @internal */
export function _wasPreempted(request: IncomingMessage): boolean {
  return preempted.has(request);
}

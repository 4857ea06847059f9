import type { IncomingMessage } from 'node:http';

/**
 * Bodies declared at most this many bytes (a send of a few messages) bypass the budget: their
 * total is bounded by the connection cap instead (at most `maxConnections` of them at once), so
 * an honest small request is served even while large ones have the budget to themselves.
 *
 * @internal
 */
export const _SMALL_BODY_BYTES = 64 * 1024;

/**
 * The bytes a request's body may take while it is read: its Content-Length (cut to `maxBodyBytes`,
 * since a longer one is refused with 413 unread), `maxBodyBytes` for a body without one
 * (chunked: it may grow to the bound), 0 for a request without a body.
 *
 * @internal
 */
export function _declaredBodyBytes(request: Pick<IncomingMessage, 'headers'>, maxBodyBytes: number): number {
  const length = request.headers['content-length'];
  if (length !== undefined && /^\d+$/.test(length)) return Math.min(Number(length), maxBodyBytes);
  return request.headers['transfer-encoding'] === undefined ? 0 : maxBodyBytes;
}

/** A server-wide budget of request body bytes in flight. @internal */
export interface _BodyBudget {
  /** Takes `bytes` of the budget for one body and returns what gives them back, or undefined when they do not fit (small bodies always fit and take nothing). */
  take(bytes: number): (() => void) | undefined;
  /** Bytes taken now. */
  inFlight(): number;
}

/** A budget of `limit` bytes of request bodies being read at once. @internal */
export function _createBodyBudget(limit: number): _BodyBudget {
  let taken = 0;
  return {
    take(bytes) {
      if (bytes <= _SMALL_BODY_BYTES) return () => undefined;
      if (taken + bytes > limit) return undefined;
      taken += bytes;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        taken -= bytes;
      };
    },
    inFlight: () => taken,
  };
}

/**
 * The part of a `node:http` `IncomingMessage` the bridge reads (any Node request, e.g.
 * Express's `req` or Koa's `ctx.req`, is one). Structural, so this package needs no Node types.
 *
 * @public
 */
export interface NodeRequestLike {
  /** The request method. */
  readonly method?: string | undefined;
  /** The request target: path and query. */
  readonly url?: string | undefined;
  /** The headers, names in lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The headers as received, names and values alternating (Node keeps only the first of some repeated headers in `headers`). */
  readonly rawHeaders?: readonly string[];
  /** True once the body stream has been read to its end. */
  readonly readableEnded: boolean;
  /** True once the whole request has been received. */
  readonly complete: boolean;
  /** Listens to the body stream: `data` (a chunk), `end`, `error` or `close`. */
  on(event: 'data' | 'end' | 'error' | 'close', listener: (chunk: Uint8Array) => void): unknown;
  /** Removes a listener set with `on`. */
  off(event: 'data' | 'end' | 'error' | 'close', listener: (chunk: Uint8Array) => void): unknown;
  /** Lets the rest of the body flow, unread. */
  resume(): unknown;
}

/** The part of a `node:http` `ServerResponse` the bridge writes to. @public */
export interface NodeResponseLike {
  /** Sends the status line and headers. */
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  /** Sends the body and ends the response. */
  end(body: Uint8Array): unknown;
  /** Cuts the connection (when the response could not be written). */
  destroy?(): unknown;
}

// The node:http bridge without a socket: a request stream and a response object in memory,
// so that what is timed is the bridge (body read, JSON.parse, the acceptance sequence, the
// JSON answer), not the kernel.
import { Readable } from 'node:stream';
import { createNodeListener, SEND_PATH, type NodeRequestLike, type NodeResponseLike } from '@rcs-send/service';
import { API_KEY, countingService } from './countingService';

/** What the bridge answered: its status and body bytes. */
export interface BridgeAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The response body. */
  readonly body: Uint8Array;
}

/** A `POST /v1.2/rcs/send` of `body` as the bridge reads it: a one-chunk stream with headers. */
function request(body: Uint8Array): NodeRequestLike {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}`, 'content-length': String(body.byteLength) };
  return Object.assign(Readable.from([body], { objectMode: false }), { method: 'POST', url: SEND_PATH, headers, complete: true });
}

/** A bridge on the counting service; each call sends one body and resolves with the answer. */
export function inProcessBridge(): (body: Uint8Array) => Promise<BridgeAnswer> {
  const listener = createNodeListener(countingService().service);
  return (body) =>
    new Promise((resolve) => {
      let status = 0;
      const response: NodeResponseLike = {
        writeHead: (code) => void (status = code),
        end: (bytes) => resolve({ status, body: bytes }),
      };
      listener(request(body), response);
    });
}

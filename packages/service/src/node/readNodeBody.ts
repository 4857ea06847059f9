import { TransportError } from '../errors/transportError';
import { _concat } from '../http/readStream';
import type { NodeRequestLike } from './nodeTypes';

/**
 * Reads a node request body to its end, at most `maxBytes`. Past the bound it stops
 * collecting and lets the rest drain (so the client still reads the 413 response) and
 * throws PAYLOAD_TOO_LARGE; a request aborted midway is MALFORMED_JSON (incomplete).
 *
 * @internal
 */
export function _readNodeBody(request: NodeRequestLike, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    const cleanup = (): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onFault);
      request.off('close', onClose);
    };
    const fail = (code: 'PAYLOAD_TOO_LARGE' | 'MALFORMED_JSON'): void => {
      cleanup();
      request.resume();
      reject(new TransportError(code));
    };
    function onData(chunk: Uint8Array): void {
      length += chunk.byteLength;
      if (length > maxBytes) fail('PAYLOAD_TOO_LARGE');
      else chunks.push(chunk);
    }
    function onEnd(): void {
      cleanup();
      resolve(_concat(chunks, length));
    }
    function onFault(): void {
      fail('MALFORMED_JSON');
    }
    function onClose(): void {
      if (!request.complete) fail('MALFORMED_JSON');
    }
    if (request.readableEnded) {
      resolve(new Uint8Array(0));
      return;
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onFault);
    request.on('close', onClose);
  });
}

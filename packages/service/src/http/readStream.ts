import { TransportError } from '../errors/transportError';

/** Joins chunks of known total length into one array. @internal */
export function _concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Reads a web stream to its end, at most `maxBytes`: past the bound the stream is cancelled
 * and PAYLOAD_TOO_LARGE thrown; a stream that fails midway is MALFORMED_JSON (incomplete).
 *
 * @internal
 */
export async function _readStream(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw new TransportError('MALFORMED_JSON');
    }
    if (next.done) return _concat(chunks, length);
    length += next.value.byteLength;
    if (length > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw new TransportError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(next.value);
  }
}

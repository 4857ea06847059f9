import type { Readable } from 'node:stream';

/** One line of an input, without its line break: its text, or where its bytes stop being UTF-8. */
export type Utf8Line = { /** The decoded line. */ text: string } | { /** 1-based column (code points) of the first byte that is not UTF-8. */ notUtf8Column: number };

/** True when `bytes` are UTF-8, a sequence cut short at their end allowed. */
function decodesAsPrefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes one line as strict UTF-8, as the service reads a body: a byte order mark is dropped
 * from the first line of an input only; bytes that are not UTF-8 are never replaced by U+FFFD.
 */
function decodeLine(bytes: Uint8Array, first: boolean): Utf8Line {
  const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
  const line = bytes.subarray(0, end);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: !first }).decode(line) };
  } catch {
    let [low, high] = [0, line.length];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (decodesAsPrefix(line.subarray(0, middle))) low = middle;
      else high = middle - 1;
    }
    const before = new TextDecoder('utf-8', { ignoreBOM: !first }).decode(line.subarray(0, low), { stream: true });
    return { notUtf8Column: [...before].length + 1 };
  }
}

/**
 * The lines of a byte stream (split at LF, a CR before it dropped), each decoded as strict
 * UTF-8 on its own, so that a line that is not UTF-8 is reported where it is and the lines
 * after it are still read. Never holds more than one line in memory.
 */
export async function* utf8Lines(input: Readable): AsyncGenerator<Utf8Line> {
  let pending: Uint8Array[] = [];
  let first = true;
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let lineFeed = bytes.indexOf(0x0a); lineFeed !== -1; lineFeed = bytes.indexOf(0x0a, start)) {
      pending.push(bytes.subarray(start, lineFeed));
      yield decodeLine(Buffer.concat(pending), first);
      [pending, first, start] = [[], false, lineFeed + 1];
    }
    if (start < bytes.length) pending.push(bytes.subarray(start));
  }
  if (pending.length > 0) yield decodeLine(Buffer.concat(pending), first);
}

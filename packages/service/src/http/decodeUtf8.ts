/** The parts of Node's `node:buffer` the decoder uses where the runtime has them: simdutf's checks and ICU's converter. */
interface NodeBufferCodecs {
  isUtf8(input: Uint8Array): boolean;
  isAscii(input: Uint8Array): boolean;
  transcode(source: Uint8Array, fromEncoding: 'utf8', toEncoding: 'ucs2'): { toString(encoding: 'ucs2'): string };
}

/**
 * `node:buffer`'s codecs, read through `process.getBuiltinModule` (Node 20.16 and later) so that
 * this package imports no Node module and runs unchanged where there is none; undefined there,
 * and in a Node built without ICU (no `transcode`).
 */
function nodeBufferCodecs(): NodeBufferCodecs | undefined {
  try {
    const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
    const codecs = host.process?.getBuiltinModule?.('node:buffer') as Partial<NodeBufferCodecs> | undefined;
    const complete = typeof codecs?.isUtf8 === 'function' && typeof codecs.isAscii === 'function' && typeof codecs.transcode === 'function';
    return complete ? (codecs as NodeBufferCodecs) : undefined;
  } catch {
    return undefined;
  }
}

const codecs = nodeBufferCodecs();
/** Strict: throws on bytes that are not UTF-8. Only asked when the lenient decoder replaced something. */
const strictDecoder = new TextDecoder('utf-8', { fatal: true });
/** Lenient: faster, and writes U+FFFD for each byte sequence that is not UTF-8. */
const lenientDecoder = new TextDecoder('utf-8');
/**
 * From this many bytes a body that is not all ASCII is converted by ICU: about 0.4 ns a byte
 * against V8's 1 ns, after about 0.7 µs of fixed cost (a 17 KB body with some accented text:
 * 7 µs instead of 18).
 */
const TRANSCODE_FROM_BYTES = 1024;

/** True when `bytes` opens with UTF-8's byte order mark (EF BB BF). */
const opensWithBom = (bytes: Uint8Array): boolean => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * The text of strict UTF-8 `bytes`, a byte order mark dropped, as `TextDecoder('utf-8', { fatal: true })`
 * gives it; throws a TypeError on bytes that are not UTF-8.
 *
 * Where Node's codecs are at hand, a body of at least 1 KB that is all ASCII goes to V8 (which
 * decodes it fastest); any other is checked by simdutf, then converted to UTF-16 by ICU.
 * Elsewhere the lenient decoder runs first (about a third cheaper than the strict one on Node
 * 20): a text with no U+FFFD in it replaced nothing, so the bytes were UTF-8; only a text that
 * holds U+FFFD, sent or made, is decoded again strictly to tell which.
 *
 * @internal
 */
export function _decodeUtf8(bytes: Uint8Array): string {
  if (codecs !== undefined && bytes.byteLength >= TRANSCODE_FROM_BYTES) {
    if (codecs.isAscii(bytes)) return lenientDecoder.decode(bytes); // ASCII is UTF-8: no second check
    if (!codecs.isUtf8(bytes)) throw new TypeError('the bytes are not UTF-8');
    return codecs.transcode(opensWithBom(bytes) ? bytes.subarray(3) : bytes, 'utf8', 'ucs2').toString('ucs2');
  }
  const text = lenientDecoder.decode(bytes);
  return text.includes('\uFFFD') ? strictDecoder.decode(bytes) : text;
}

import { TransportError } from '../errors/transportError';
import type { SendBody } from '../service/types';
import { _decodeUtf8 } from './decodeUtf8';
import { _findDuplicateKey } from './duplicateKey';
import { _mayRepeatKeys } from './keyCounts';
import type { HttpRequestLike } from './types';

/**
 * `application/json`, with at most a `charset` parameter naming UTF-8 (any case, optional quotes):
 * `utf-8`, or `utf8`, the label the WHATWG Encoding Standard also gives UTF-8 and the one Node,
 * PHP and MySQL spell.
 */
const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;
/**
 * Throws UNSUPPORTED_MEDIA_TYPE unless the request says its body is UTF-8 JSON, and
 * CONTENT_ENCODING_UNSUPPORTED for a body sent with a Content-Encoding other than identity
 * (a gzipped body would otherwise be read as malformed JSON, and a plain body labelled gzip
 * accepted). Compression is not supported: bodies are small, and decoding would need its own
 * bound against a body that inflates a thousandfold.
 */
function _checkContentType(request: HttpRequestLike): void {
  const contentType = request.header('content-type');
  if (contentType === undefined || !JSON_MEDIA_TYPE.test(contentType.trim())) throw new TransportError('UNSUPPORTED_MEDIA_TYPE');
  const encoding = request.header('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') throw new TransportError('CONTENT_ENCODING_UNSUPPORTED');
}

/** Throws PAYLOAD_TOO_LARGE when the declared Content-Length already passes the bound. @internal */
function _checkContentLength(request: HttpRequestLike, maxBytes: number): void {
  const declared = request.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw new TransportError('PAYLOAD_TOO_LARGE');
}

/**
 * Decodes strict UTF-8 and parses JSON; MALFORMED_JSON when either fails or the body is empty,
 * DUPLICATE_KEY (at the repeated key's path) when an object holds a key twice: a proxy or log
 * reading the first value and this service the last would see two different requests.
 *
 * @internal
 */
export function _parseJson(bytes: Uint8Array): SendBody {
  let text: string;
  let value: unknown;
  try {
    text = _decodeUtf8(bytes);
    value = JSON.parse(text);
  } catch {
    throw new TransportError('MALFORMED_JSON');
  }
  const duplicate = _mayRepeatKeys(text, value) ? _findDuplicateKey(text) : undefined;
  if (duplicate !== undefined) throw new TransportError('DUPLICATE_KEY', duplicate);
  return { value, bytes };
}

/**
 * Reads a request's body as the API's JSON: content type first (415), then the bound (413),
 * then UTF-8 and JSON (400 MALFORMED_JSON) with no key twice in one object (400 DUPLICATE_KEY).
 * A body a framework already parsed is taken as it is (its duplicate keys are gone already),
 * bounded by its declared Content-Length: the parser's own limit may be larger.
 *
 * @internal
 */
export async function _readJsonBody(request: HttpRequestLike, maxBytes: number): Promise<SendBody> {
  _checkContentType(request);
  _checkContentLength(request, maxBytes);
  if (request.parsedBody !== undefined) return { value: request.parsedBody.value };
  return _parseJson(await request.readBytes(maxBytes));
}

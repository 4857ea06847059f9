const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const COLON = 0x3a;
const SLASH = 0x2f;

/** True iff `s` is empty or the WHATWG parser would silently strip part of it (edge C0/space, inner tab/CR/LF). @internal */
export function _needsSilentRepair(s: string): boolean {
  const n = s.length;
  if (n === 0 || s.charCodeAt(0) <= SPACE || s.charCodeAt(n - 1) <= SPACE) return true;
  for (let i = 1; i < n - 1; i++) {
    const unit = s.charCodeAt(i);
    if (unit === TAB || unit === LF || unit === CR) return true;
  }
  return false;
}

/** A host label the fast path decides on alone: ASCII letters, digits, `-` and `_`, not `xn--` (punycode: the parser validates it). */
const LABEL = '(?![Xx][Nn]--)[-0-9A-Z_a-z]+';
/** The last label: the same, not starting with a digit (WHATWG "ends in a number": IPv4 or failure). */
const LAST_LABEL = '(?![Xx][Nn]--)[-A-Z_a-z][-0-9A-Z_a-z]*';

/**
 * From just after `//`: a host of non-empty labels, one trailing dot allowed, matched up to its
 * end (so `lastIndex` is where it ends), followed by an optional port of at most four digits
 * and then nothing, or `/`, `?` or `#` and printable ASCII only (`!` to `~`). Sticky: tested
 * at an offset, it copies nothing. Each label ends at a dot, so it cannot backtrack badly.
 */
const HOST_THEN_REST = new RegExp(`(?:${LABEL}\\.)*${LAST_LABEL}\\.?(?=(?::\\d{0,4})?(?:[#/?][!-~]*)?$)`, 'y');

/** Allocation-free fast path: `(hostEnd << 1) | isHttps` for a common, simple http(s) URL, else -1 (ask `new URL`). @internal */
export function _scanSimpleHttpUrl(s: string): number {
  // Decided here: `http://` or `https://` in lower case, then what HOST_THEN_REST matches.
  // Such a string is an absolute URL for the WHATWG parser, with no userinfo, whose host is
  // `s.slice(isHttps ? 8 : 7, hostEnd)` lower-cased. A regular expression, not a loop of
  // charCodeAt: about 50 ns against 75 for a 55-character URL.

  // `http`, an optional `s`, then `://` (charCodeAt beats two startsWith calls here).
  if (s.charCodeAt(0) !== 0x68 || s.charCodeAt(1) !== 0x74 || s.charCodeAt(2) !== 0x74 || s.charCodeAt(3) !== 0x70) return -1;
  const https = s.charCodeAt(4) === 0x73 ? 1 : 0;
  const i = 4 + https;
  if (s.charCodeAt(i) !== COLON || s.charCodeAt(i + 1) !== SLASH || s.charCodeAt(i + 2) !== SLASH) return -1;
  HOST_THEN_REST.lastIndex = i + 3;
  return HOST_THEN_REST.test(s) ? (HOST_THEN_REST.lastIndex << 1) | https : -1;
}

/** True iff `url` is an absolute `http:`/`https:` URL for the WHATWG parser and needs no silent repair. @internal */
export function _isValidOpenUrl(url: string): boolean {
  if (_scanSimpleHttpUrl(url) > 0) return true;
  if (_needsSilentRepair(url)) return false;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return false;
  }
  return protocol === 'http:' || protocol === 'https:';
}

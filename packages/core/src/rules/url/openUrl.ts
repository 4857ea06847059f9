const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const DOT = 0x2e;
const COLON = 0x3a;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
const ZERO = 0x30;
const NINE = 0x39;
const EXCLAMATION = 0x21; // the first printable ASCII unit above space
const TILDE = 0x7e; // the last printable ASCII unit

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

/** 1 at each ASCII host unit the fast path decides on alone: letter, digit, `-` or `_`. */
const HOST_UNITS = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_') HOST_UNITS[c.charCodeAt(0)] = 1;

function isHostUnit(unit: number): boolean {
  return unit < 0x80 && HOST_UNITS[unit] === 1;
}

/** True iff the label starting at `i` starts with `xn--` (any case): punycode, left to the parser. */
function isAceLabel(s: string, i: number): boolean {
  return (
    (s.charCodeAt(i) | 0x20) === 0x78 &&
    (s.charCodeAt(i + 1) | 0x20) === 0x6e &&
    s.charCodeAt(i + 2) === 0x2d &&
    s.charCodeAt(i + 3) === 0x2d
  );
}

/** Allocation-free fast path: `(hostEnd << 1) | isHttps` for a common, simple http(s) URL, else -1 (ask `new URL`). @internal */
export function _scanSimpleHttpUrl(s: string): number {
  // Decided here: `http://` or `https://` in lower case; a non-empty host of ASCII letters,
  // digits, `-`, `_` and `.`, no label starting `xn--` (punycode: the parser validates it),
  // the last label (one trailing empty label ignored) not starting with a digit (WHATWG
  // "ends in a number": IPv4 or failure); an optional port up to 65535; then `/`, `?` or `#`
  // and printable ASCII only. Such a string is an absolute URL for the WHATWG parser, with
  // no userinfo, whose host is `s.slice(isHttps ? 8 : 7, hostEnd)` lower-cased.

  // `http`, an optional `s`, then `://` (charCodeAt beats two startsWith calls here).
  if (s.charCodeAt(0) !== 0x68 || s.charCodeAt(1) !== 0x74 || s.charCodeAt(2) !== 0x74 || s.charCodeAt(3) !== 0x70) return -1;
  const https = s.charCodeAt(4) === 0x73 ? 1 : 0;
  let i = 4 + https;
  if (s.charCodeAt(i) !== COLON || s.charCodeAt(i + 1) !== SLASH || s.charCodeAt(i + 2) !== SLASH) return -1;
  i += 3;
  const n = s.length;
  const hostStart = i;
  let label = i; // start of the current label
  let previous = -1; // start of the label before it
  for (; i < n; i++) {
    const unit = s.charCodeAt(i);
    if (unit === DOT) {
      previous = label;
      label = i + 1;
    } else if (!isHostUnit(unit)) break;
    else if (i === label && isAceLabel(s, i)) return -1;
  }
  const hostEnd = i;
  if (hostEnd === hostStart) return -1;
  // WHATWG "ends in a number": the last label, ignoring one trailing empty label.
  const last = label === hostEnd ? previous : label;
  const first = s.charCodeAt(last);
  if (first >= ZERO && first <= NINE) return -1;
  if (i < n && s.charCodeAt(i) === COLON) {
    let port = 0;
    for (i++; i < n; i++) {
      const unit = s.charCodeAt(i);
      if (unit < ZERO || unit > NINE) break;
      port = port * 10 + unit - ZERO;
      if (port > 0xffff) return -1;
    }
  }
  if (i < n) {
    const unit = s.charCodeAt(i);
    if (unit !== SLASH && unit !== QUESTION && unit !== HASH) return -1;
  }
  for (; i < n; i++) {
    // One unsigned comparison for EXCLAMATION <= unit <= TILDE.
    if (((s.charCodeAt(i) - EXCLAMATION) >>> 0) > TILDE - EXCLAMATION) return -1;
  }
  return (hostEnd << 1) | https;
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

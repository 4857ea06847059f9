import { _isNonPublicIpv4, _isNonPublicIpv6 } from './nonPublicAddress';
import { _needsSilentRepair, _scanSimpleHttpUrl } from './openUrl';

/** Why a media URL (`fileUrl`, `thumbnailUrl`) was refused. @internal */
export type MediaUrlError = 'MEDIA_URL_INVALID' | 'MEDIA_URL_NOT_HTTPS' | 'MEDIA_URL_NOT_PUBLIC';

const LOCALHOST = 'localhost';

/** True iff `s.slice(start, end)` is `localhost` or ends with `.localhost`, one trailing dot allowed, any case. */
function isLocalhost(s: string, start: number, end: number): boolean {
  if (end > start && s.charCodeAt(end - 1) === 0x2e) end--;
  const from = end - LOCALHOST.length;
  if (from < start) return false;
  for (let k = 0; k < LOCALHOST.length; k++) {
    // Every letter of "localhost" is ASCII: `| 0x20` folds only its own upper case onto it.
    if ((s.charCodeAt(from + k) | 0x20) !== LOCALHOST.charCodeAt(k)) return false;
  }
  return from === start || s.charCodeAt(from - 1) === 0x2e;
}

/** The address of a hostname the parser serialised as dotted IPv4 (`a.b.c.d`), else -1. */
function dottedIpv4(host: string): number {
  const parts = host.split('.');
  if (parts.length !== 4) return -1;
  let v = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return -1;
    v = v * 256 + Number(part);
  }
  return v;
}

/** The eight pieces of a hostname the parser serialised as `[v6]` (hex pieces, at most one `::`). */
function ipv6Pieces(host: string): number[] {
  const inner = host.slice(1, -1);
  const gap = inner.indexOf('::');
  const hex = (part: string): number[] => (part === '' ? [] : part.split(':').map((piece) => parseInt(piece, 16)));
  if (gap < 0) return hex(inner);
  const head = hex(inner.slice(0, gap));
  const tail = hex(inner.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** True iff the authority of `s` (after the scheme and any slashes, up to `/`, `\`, `?` or `#`) holds an `@`. */
function hasAtInAuthority(s: string): boolean {
  let i = s.indexOf(':') + 1;
  while (i < s.length && (s.charCodeAt(i) === 0x2f || s.charCodeAt(i) === 0x5c)) i++;
  for (; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit === 0x40) return true;
    if (unit === 0x2f || unit === 0x5c || unit === 0x3f || unit === 0x23) return false;
  }
  return false;
}

/** The judgement of `new URL`, for every URL the fast path does not decide. */
function checkParsed(s: string): MediaUrlError | undefined {
  if (_needsSilentRepair(s)) return 'MEDIA_URL_INVALID';
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return 'MEDIA_URL_INVALID';
  }
  if (url.protocol !== 'https:') return 'MEDIA_URL_NOT_HTTPS';
  if (url.username !== '' || url.password !== '' || hasAtInAuthority(s)) return 'MEDIA_URL_NOT_PUBLIC';
  const host = url.hostname;
  if (isLocalhost(host, 0, host.length)) return 'MEDIA_URL_NOT_PUBLIC';
  if (host.charCodeAt(0) === 0x5b) return _isNonPublicIpv6(ipv6Pieces(host)) ? 'MEDIA_URL_NOT_PUBLIC' : undefined;
  const v4 = dottedIpv4(host);
  return v4 >= 0 && _isNonPublicIpv4(v4) ? 'MEDIA_URL_NOT_PUBLIC' : undefined;
}

/** The contract's verdict on a media URL (absolute, `https:`, could be public), or undefined when it is fine. @internal */
export function _checkMediaUrl(url: string): MediaUrlError | undefined {
  const scan = _scanSimpleHttpUrl(url);
  if (scan < 0) return checkParsed(url);
  if ((scan & 1) === 0) return 'MEDIA_URL_NOT_HTTPS';
  return isLocalhost(url, 8, scan >>> 1) ? 'MEDIA_URL_NOT_PUBLIC' : undefined;
}

/** What a `*.` entry of allowedHosts starts with. */
const WILDCARD = '*.';

/** Units an allowedHosts entry may not hold: what would make it more than a host (path, port, userinfo, query, fragment, escapes, spaces). */
const NOT_IN_HOST = /[\s#%/:?@[\\\]*]/u;

/** `host` without one trailing dot. */
const withoutTrailingDot = (host: string): string => (host.endsWith('.') ? host.slice(0, -1) : host);

/**
 * The host of an allowedHosts entry (after any `*.`) as the WHATWG URL parser reads it, lower
 * case, punycode, without a trailing dot; undefined when it is not a plain host name.
 *
 * @internal
 */
export function _canonicalHost(written: string): string | undefined {
  if (written.length === 0 || NOT_IN_HOST.test(written)) return undefined;
  let host: string;
  try {
    host = new URL(`https://${written}/`).hostname;
  } catch {
    return undefined;
  }
  host = withoutTrailingDot(host);
  return host.length === 0 || host.startsWith('.') ? undefined : host;
}

/**
 * Where the host of `url` ends, when `url` starts `https://` or `http://` (from `start`) and its
 * host is one the WHATWG parser keeps as written: lower-case ASCII letters, digits, `-`, `_`
 * and dots, up to `/`, `?`, `#` or the end, its last label not starting with a digit (which
 * the parser would read as an IPv4 address). A punycode label (`xn--`) is kept as written too: the
 * parser refuses one that decodes to anything it would write otherwise. -1 for any other URL:
 * upper case, a port, userinfo, escapes, other characters.
 */
function plainHostEnd(url: string, start: number): number {
  let labelStart = start;
  let end = start;
  for (; end < url.length; end++) {
    const unit = url.charCodeAt(end);
    if (unit === 0x2f || unit === 0x3f || unit === 0x23) break;
    if (unit === 0x2e) {
      labelStart = end + 1;
    } else if (!((unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x2d || unit === 0x5f)) {
      return -1;
    }
  }
  const lastLabel = labelStart === end && end > start ? url.lastIndexOf('.', end - 2) + 1 : labelStart;
  const first = url.charCodeAt(Math.max(lastLabel, start));
  return end === start || (first >= 0x30 && first <= 0x39) ? -1 : end;
}

/**
 * The host of an absolute http(s) URL the core accepted, as the WHATWG parser reads it, without
 * a trailing dot: sliced from the text when it is written as the parser keeps it, else parsed.
 *
 * @internal
 */
export function _urlHost(url: string): string {
  const start = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : -1;
  const end = start < 0 ? -1 : plainHostEnd(url, start);
  return withoutTrailingDot(end < 0 ? new URL(url).hostname : url.slice(start, end));
}

/**
 * The hosts a profile allows, compiled: exact hosts in one set, the domains of `*.` entries in
 * another; a host is looked up once, then once per dot in it.
 *
 * @internal
 */
export class _HostAllowList {
  /** Hosts allowed exactly. */
  private readonly exact = new Set<string>();
  /** Domains whose every subdomain is allowed. */
  private readonly below = new Set<string>();

  /** @param entries - valid allowedHosts entries (see {@link _canonicalHost}) */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const wildcard = entry.startsWith(WILDCARD);
      const host = _canonicalHost(wildcard ? entry.slice(WILDCARD.length) : entry) as string;
      (wildcard ? this.below : this.exact).add(host);
    }
  }

  /** True iff `host` (as {@link _urlHost} reads it) is allowed. */
  allows(host: string): boolean {
    if (this.exact.has(host)) return true;
    for (let dot = host.indexOf('.'); dot >= 0; dot = host.indexOf('.', dot + 1)) {
      if (this.below.has(host.slice(dot + 1))) return true;
    }
    return false;
  }
}

import { _scanSimpleHttpUrl } from '../rules/url/openUrl';

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
 * The host of an absolute http(s) URL the core accepted, as the WHATWG parser reads it, without
 * a trailing dot: sliced from the text when the core's fast scan decides it, else parsed.
 *
 * @internal
 */
export function _urlHost(url: string): string {
  const scan = _scanSimpleHttpUrl(url);
  const host = scan < 0 ? new URL(url).hostname : url.slice(7 + (scan & 1), scan >>> 1).toLowerCase();
  return withoutTrailingDot(host);
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

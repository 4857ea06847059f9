import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _HostAllowList, _urlHost } from './hostAllowList';

/** What `_urlHost` must answer: the WHATWG parser's host, one trailing dot removed. */
const reference = (url: string): string => new URL(url).hostname.replace(/\.$/u, '');

/** Parts of http(s) URLs the parser accepts, chosen to reach every branch of the slicing fast path and every reason to leave it. */
const hostUnit = fc.constantFrom(...'abxnz09-_.AZ', 'xn--', '%41', 'é', '例');
const url = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', 'https:', 'Http://'),
    fc.constantFrom('', '', '', 'u@', 'u:p@'),
    fc.oneof(fc.domain(), fc.array(hostUnit, { minLength: 1, maxLength: 8 }).map((units) => units.join('')), fc.constantFrom('1.2.3.4', '0x7f.1', 'a.1', 'a.1b', 'a.b1', '1a.com', 'a..b', 'a.b.', 'xn--r8jz45g.jp', 'axn--b.com', 'a.xn--c')),
    fc.constantFrom('', '', ':443', ':8080', ':'),
    fc.constantFrom('', '/', '/a/b.jpg?x=1#y', '?q', '#f', '/@'),
  )
  .map((parts) => parts.join(''))
  .filter((candidate) => URL.canParse(candidate));

describe('_urlHost', () => {
  it('should read the host as the WHATWG parser does, whether it slices or parses', () => {
    fc.assert(fc.property(url, (candidate) => _urlHost(candidate) === reference(candidate)), { numRuns: 20_000 });
  });

  it('should slice plain hosts and leave every other host to the parser', () => {
    expect(_urlHost('https://cdn.example.com/a.jpg')).toBe('cdn.example.com');
    expect(_urlHost('http://a_b.example.com?x')).toBe('a_b.example.com');
    expect(_urlHost('https://example.com.#f')).toBe('example.com');
    expect(_urlHost('https://EXAMPLE.com/')).toBe('example.com');
    expect(_urlHost('https://0x7f.1/')).toBe('127.0.0.1');
    expect(_urlHost('https://bücher.de/')).toBe('xn--bcher-kva.de');
    expect(_urlHost('https://user@example.com:8443/')).toBe('example.com');
  });
});

describe('_HostAllowList', () => {
  it('should allow exact hosts and the subdomains of wildcard entries, never the wildcard domain itself', () => {
    const hosts = new _HostAllowList(['cdn.example.com', '*.static.example.net']);
    expect(hosts.allows('cdn.example.com')).toBe(true);
    expect(hosts.allows('a.cdn.example.com')).toBe(false);
    expect(hosts.allows('a.static.example.net')).toBe(true);
    expect(hosts.allows('a.b.static.example.net')).toBe(true);
    expect(hosts.allows('static.example.net')).toBe(false);
    expect(hosts.allows('xstatic.example.net')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _isValidOpenUrl, _needsSilentRepair, _scanSimpleHttpUrl } from './openUrl';

const valid = [
  'https://example.com', 'https://example.com/', 'http://example.com/', 'HTTP://EXAMPLE.COM/', 'Https://example.com',
  'https://www.example.com/path/to/page?utm_source=rcs&x=1#top', 'https://example.com:8080/', 'https://example.com:/',
  'http://localhost:3000/', 'http://127.0.0.1/', 'https://10.0.0.1/', 'https://[::1]/', 'https://[fe80::1]/',
  'https://user:pass@example.com/', 'https://@example.com/', 'https:example.com', 'http:example.com', 'https:///example.com',
  'https://例え.jp/', 'https://bücher.de/ü?q=ü', 'https://xn--r8jz45g.jp/', 'https://a_b.example.com/',
  'https://example.com/a b', 'https://example.com/\u00a0', 'https://example.com/a\u0001b', 'https://example.com\\path',
  'https://127.1/', 'https://2130706433/', 'https://1.2../',
];
const invalid = [
  '', ' ', 'example.com', 'www.example.com/page', '/relative', '//example.com/', '?q=1', 'https://', 'https:', 'http://',
  'ftp://example.com/', 'data:text/plain,hi', 'mailto:a@b.c', 'tel:+351912345678', 'javascript:alert(1)', 'file:///x',
  'ws://example.com/', 'blob:https://example.com/uuid', 'a:', 'https://exa mple.com/', 'https://example.com:65536/',
  'https://example.com:80a/', 'https://[::1/', 'https://xn--a.com/', 'https://a.09/', 'https://256.1.1.1/', 'https://user@/',
  ' https://example.com/', 'https://example.com/ ', 'https://example.com/\n', 'https://exa\tmple.com/', 'https://a.com/\rb',
  '\u0000https://example.com/', 'https://example.com/\u001f', 'ht\ttp://example.com/',
];

describe('_isValidOpenUrl', () => {
  it.each(valid)('accepts %j', (url) => expect(_isValidOpenUrl(url)).toBe(true));
  it.each(invalid)('refuses %j', (url) => expect(_isValidOpenUrl(url)).toBe(false));
});

describe('_needsSilentRepair', () => {
  it.each(['', ' a', 'a ', '\u0000a', 'a\u001f', 'a\tb', 'a\nb', 'a\rb', '\t', 'ab\n'])('is true for %j', (s) => expect(_needsSilentRepair(s)).toBe(true));
  it.each(['a', 'a b', 'a\u0001b', '\u00a0a\u00a0', 'https://example.com/'])('is false for %j', (s) => expect(_needsSilentRepair(s)).toBe(false));
});

/** The rule written the plain way on top of `new URL`: the oracle of the fast path. */
function reference(s: string): boolean {
  if (s === '' || /^[\u0000-\u0020]|[\u0000-\u0020]$|[\t\n\r]/.test(s)) return false;
  try {
    const { protocol } = new URL(s);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const odd = 'abcfghklnostxzABXZ0123456789-_.%@:[]/\\?# \t\n\u0000\u001f\u00a0ü例';
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV4Extended(),
  fc.ipV6().map((h) => `[${h}]`),
  fc.string({ unit: fc.constantFrom(...'abxn019-_.XN'), maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...odd), maxLength: 8 }),
  fc.constantFrom('example.com', 'EXAMPLE.com', 'xn--a.com', 'xn--r8jz45g.jp', '例え.jp', 'a..b', '.', 'a.1a', 'a.0x', 'a.09', '1.2..', '127.0.0.1.', ''),
);
const built = fc
  .tuple(
    fc.constantFrom('', '', '', ' ', '\u0000', '\u00a0'),
    fc.constantFrom('https://', 'http://', 'https://', 'http://', 'HTTP://', 'https:', 'http:/', 'https:///', 'http:\\\\', 'ftp://', 'mailto:', 'ws://', '', '//'),
    fc.constantFrom('', '', '', '@', 'u@', 'u:p@', 'a@b@'),
    host,
    fc.constantFrom('', '', ':', ':80', ':0', ':65535', ':65536', ':99999', ':8a'),
    fc.oneof(fc.constantFrom('', '/', '/a?b=c#d', '\\x', '/ü'), fc.string({ unit: fc.constantFrom(...odd), maxLength: 10 })),
    fc.constantFrom('', '', '', ' ', '\t', '\n', '\u001f'),
  )
  .map((parts) => parts.join(''));
const urlish = fc.oneof(
  { weight: 4, arbitrary: built },
  { weight: 2, arbitrary: fc.webUrl({ validSchemes: ['https', 'http', 'ftp'], withQueryParameters: true, withFragments: true, authoritySettings: { withIPv4: true, withIPv6: true, withIPv4Extended: true, withUserInfo: true, withPort: true } }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...odd), maxLength: 30 }).map((s) => `http://${s}`) },
);

describe('_isValidOpenUrl, differential', () => {
  it('agrees with the plain new URL-based reference', () => {
    fc.assert(fc.property(urlish, (s) => _isValidOpenUrl(s) === reference(s)), { numRuns: 30_000 });
  });

  it('fast path: whatever it decides, new URL parses to the same scheme and host, with no userinfo', () => {
    fc.assert(
      fc.property(urlish, (s) => {
        const scan = _scanSimpleHttpUrl(s);
        if (scan < 0) return true;
        const https = (scan & 1) === 1;
        const url = new URL(s);
        return (
          !_needsSilentRepair(s) &&
          url.protocol === (https ? 'https:' : 'http:') &&
          url.hostname === s.slice(https ? 8 : 7, scan >>> 1).toLowerCase() &&
          url.username === '' &&
          url.password === '' &&
          !/^[^:]*:[/\\]*[^/\\?#]*@/.test(s)
        );
      }),
      { numRuns: 30_000 },
    );
  });

  it('fast path takes the common URLs', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (s) => !/^https:\/\/[a-z0-9.-]+(\/[!-~]*)?$/.test(s) || /(^|\.)xn--/.test(s) || _scanSimpleHttpUrl(s) > 0));
  });
});

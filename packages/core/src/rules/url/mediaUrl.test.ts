import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _checkMediaUrl, type MediaUrlError } from './mediaUrl';
import { _scanSimpleHttpUrl } from './openUrl';

const ok = [
  'https://cdn.example.com/media/image-001.jpg', 'https://example.com', 'https://example.com/', 'https://EXAMPLE.COM/IMG.PNG',
  'https://example.com:443/a', 'https://example.com:8443/a?b=c#d', 'https://example.com:/', 'https://example.com?x=1',
  'https://example.com#frag', 'https://a_b.example.com/', 'https://ex%41mple.com/', 'https://例え.jp/画像.png',
  'https://xn--r8jz45g.jp/', 'https://bücher.de/', 'https://example.com/a@b', 'https://example.com/?q=a@b',
  'https://example.com/#a@b', 'https://example.com/a b', 'https://example.com/a\u0001b', 'https://example.com/\u00a0',
  'https:example.com', 'https:/example.com', 'https:///example.com', 'https:\\\\example.com', 'HTTPS://example.com/',
  'https://localhost.example.com/', 'https://mylocalhost/', 'https://localhost.com/', 'https://localhost../',
  'https://a.1a/', 'https://1.2../',
  // IPv4 just outside each range
  'https://8.8.8.8/', 'https://1.0.0.0/', 'https://9.255.255.255/', 'https://11.0.0.0/', 'https://126.255.255.255/',
  'https://128.0.0.0/', 'https://172.15.255.255/', 'https://172.32.0.0/', 'https://192.167.255.255/',
  'https://192.169.0.0/', 'https://169.253.255.255/', 'https://169.255.0.0/', 'https://100.63.255.255/',
  'https://100.128.0.0/', 'https://99.64.0.0/', 'https://101.64.0.0/', 'https://0x8.8.8.8/', 'https://134744072/',
  // IPv6 just outside each range (the forms embedding an IPv4 are tabled in nonPublicAddress.test.ts)
  'https://[2001:db8::1]/', 'https://[1::]/', 'https://[fbff::]/', 'https://[fe00::]/', 'https://[fe7f:ffff::]/',
  'https://[::ffff:8.8.8.8]/',
  'https://[::ffff:172.32.0.0]/', 'https://[::fffe:7f00:1]/', 'https://[1::ffff:7f00:1]/', 'https://[::8.8.8.8]/',
];
const notPublic = [
  'https://user@example.com/', 'https://user:pass@example.com/', 'https://@example.com/', 'https://:@example.com/',
  'https://:pass@example.com/', 'https://user:@example.com/', 'https://a@b@example.com/', 'https:user@example.com',
  'https:@example.com', 'https://%40@example.com/', 'https://example.com@evil.com/', 'https://u@8.8.8.8/',
  'https://localhost', 'https://localhost/', 'https://localhost./', 'https://LOCALHOST/', 'https://LocalHost:8443/x',
  'https://foo.localhost/', 'https://a.b.localhost./', 'https://.localhost/', 'https://FOO.LOCALHOST.',
  'https://127.0.0.1/', 'https://127.255.255.255/', 'https://127.1/', 'https://0x7f.0.0.1/', 'https://2130706433/',
  'https://0177.0.0.1/', 'https://0x7f000001/', 'https://10.0.0.0/', 'https://10.255.255.255/', 'https://10.1/',
  'https://172.16.0.0/', 'https://172.31.255.255/', 'https://192.168.0.0/', 'https://192.168.255.255/',
  'https://169.254.0.0/', 'https://169.254.255.255/', 'https://0.0.0.0/', 'https://0.255.255.255/', 'https://0/',
  'https://0x/', 'https://100.64.0.0/', 'https://100.127.255.255/', 'https://127.0.0.1./',
  'https://[::1]/', 'https://[::]/', 'https://[0:0:0:0:0:0:0:1]/', 'https://[fc00::]/', 'https://[fdff:ffff::1]/',
  'https://[fe80::1]/', 'https://[FE80::1]/', 'https://[febf::]/', 'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/', 'https://[::ffff:10.0.0.1]/', 'https://[::ffff:192.168.1.1]/', 'https://[::ffff:0.0.0.0]/',
  'https://[::ffff:100.64.0.1]/', 'https://[::ffff:172.31.255.255]/', 'https://[::ffff:169.254.1.1]/',
];
const notHttps = [
  'http://example.com/', 'HTTP://example.com', 'http://localhost/', 'http://user@127.0.0.1/', 'ftp://example.com/x',
  'data:image/png;base64,AAAA', 'file:///etc/passwd', 'mailto:a@b.c', 'javascript:alert(1)', 'ws://example.com',
  'wss://example.com', 'blob:https://example.com/uuid', 'httpss://example.com', 'urn:isbn:123', 'a:', 'http:example.com',
];
const invalid = [
  '', ' ', 'example.com', 'cdn.example.com/a.jpg', '/relative/path', '//example.com/x', '?q', '#f', 'https://', 'https:',
  'https:///', 'https://:443/', 'https://example.com:65536/', 'https://example.com:80a/', 'https://exa mple.com/',
  'https://exa<mple.com/', 'https://[::1/', 'https://[1.2.3.4]/', 'https://xn--a.com/', 'https://a.09/', 'https://a.0x/',
  'https://256.0.0.1/', 'https://1.2.3.4.5/', 'https://08.1.1.1/', 'https://user@/', 'http://', 'ftp://',
  ' https://example.com/', 'https://example.com/ ', 'https://example.com/\n', 'https://exa\tmple.com/',
  'https://example.com/a\rb', 'https://example.com/a\nb', '\u0000https://example.com/', 'https://example.com/\u001f',
  '\u001fhttp://example.com/', ' http://localhost/', 'https://127.0.0.1/\t', 'ht\ttps://example.com/',
];

describe('_checkMediaUrl', () => {
  it.each(ok)('accepts %j', (url) => expect(_checkMediaUrl(url)).toBeUndefined());
  it.each(notPublic)('refuses %j as not public', (url) => expect(_checkMediaUrl(url)).toBe('MEDIA_URL_NOT_PUBLIC'));
  it.each(notHttps)('refuses %j as not https', (url) => expect(_checkMediaUrl(url)).toBe('MEDIA_URL_NOT_HTTPS'));
  it.each(invalid)('refuses %j as invalid', (url) => expect(_checkMediaUrl(url)).toBe('MEDIA_URL_INVALID'));
  it.each(['https://cdn.example.com/media/image-001.jpg', 'https://EXAMPLE.com:8443/a?b=c#d', 'https://localhost/'])(
    'decides %j on the fast path',
    (url) => expect(_scanSimpleHttpUrl(url)).toBeGreaterThan(0),
  );
});

/** The contract's rules, written the plain way on top of `new URL`: the oracle of the fast path. */
function reference(s: string): MediaUrlError | undefined {
  if (/^[\u0000-\u0020]|[\u0000-\u0020]$|[\t\n\r]/.test(s) || s === '') return 'MEDIA_URL_INVALID';
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return 'MEDIA_URL_INVALID';
  }
  if (url.protocol !== 'https:') return 'MEDIA_URL_NOT_HTTPS';
  const authority = /^[^:]*:[/\\]*([^/\\?#]*)/.exec(s)?.[1] ?? '';
  if (authority.includes('@') || url.username !== '' || url.password !== '') return 'MEDIA_URL_NOT_PUBLIC';
  const host = url.hostname;
  if (/^(.*\.)?localhost\.?$/.test(host)) return 'MEDIA_URL_NOT_PUBLIC';
  const v4Ranges: [string, number][] = [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['0.0.0.0', 8], ['100.64.0.0', 10], ['224.0.0.0', 4], ['240.0.0.0', 4]];
  const v4 = (dotted: string): bigint => dotted.split('.').reduce((acc, part) => acc * 256n + BigInt(part), 0n);
  const privateV4 = (ip: bigint): boolean => v4Ranges.some(([base, bits]) => ip >> BigInt(32 - bits) === v4(base) >> BigInt(32 - bits));
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return privateV4(v4(host)) ? 'MEDIA_URL_NOT_PUBLIC' : undefined;
  if (!host.startsWith('[')) return undefined;
  const v6 = (text: string): bigint => {
    const [head = '', tail] = text.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === undefined || tail === '' ? [] : tail.split(':');
    const pieces = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
    return BigInt(`0x${pieces.map((p) => p.padStart(4, '0')).join('')}`);
  };
  const ip = v6(host.slice(1, -1));
  const inRange = ([base, bits]: [string, number]): boolean => ip >> BigInt(128 - bits) === v6(base) >> BigInt(128 - bits);
  const v6Ranges: [string, number][] = [['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['64:ff9b:1::', 48]];
  if (v6Ranges.some(inRange)) return 'MEDIA_URL_NOT_PUBLIC';
  const low32 = ip & 0xffffffffn;
  const embedding: [[string, number], bigint][] = [
    [['::', 96], low32], [['::ffff:0:0', 96], low32], [['::ffff:0:0:0', 96], low32], [['64:ff9b::', 96], low32],
    [['2002::', 16], (ip >> 80n) & 0xffffffffn], [['2001::', 32], low32 ^ 0xffffffffn],
  ];
  const embedded = embedding.find(([range]) => inRange(range));
  return embedded !== undefined && privateV4(embedded[1]) ? 'MEDIA_URL_NOT_PUBLIC' : undefined;
}

const join = (parts: readonly string[]): string => parts.join('');
const octet = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0, 10, 15, 16, 31, 32, 63, 64, 100, 127, 128, 168, 169, 172, 192, 254, 255));
const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
const odd = 'abcfghklnostxzABCFLXZ0123456789-_.%@:[]/\\?# \t\u0000\u00a0ü例';
const ipv4Odd = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }).map((n) => (n % 2 === 0 ? String(n) : `0x${n.toString(16)}`)),
  fc.constantFrom('127.1', '0x7f.1', '0177.0.0.1', '10.1', '192.168.1', '0', '0x', '0.0x0', '1.2.3.4.', '256.1.1.1', '1.2.3.4.5', '08.1.1.1', '1.2..', '0X7F.1'),
);
const ipv6 = fc
  .oneof(
    fc.ipV6(),
    ipv4.map((v) => `::ffff:${v}`),
    fc.tuple(fc.constantFrom('fc', 'fd', 'fe', 'fb', 'ff', '0', '::'), fc.integer({ min: 0, max: 0xff })).map(([p, n]) => `${p}${n.toString(16).padStart(2, '0')}::${n}`),
    fc.constantFrom('::1', '::', '::ffff:7f00:1', '::127.0.0.1', 'FE80::1', '0:0:0:0:0:ffff:a00:1', '::1:2:3', '1::2::3', '::ffff:1.2.3'),
  )
  .map((h) => `[${h}]`);
const localhostish = fc
  .tuple(fc.constantFrom('', 'a.', 'foo.bar.', '.', 'x-y.', 'A.'), fc.constantFrom('localhost', 'LOCALHOST', 'LocalHost', 'localhos', 'xlocalhost', 'localhost.com'), fc.constantFrom('', '.', '..'))
  .map(join);
const domain = fc.oneof(
  fc.domain(),
  fc.string({ unit: fc.constantFrom(...'abxn019-_.X'), maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...odd), maxLength: 8 }),
  fc.constantFrom('example.com', 'xn--r8jz45g.jp', 'xn--a.com', '例え.jp', 'a..b', '.', 'a.1a', 'a.0x', 'a.09', 'ex%41mple.com', 'a_b.com'),
);
const built = fc
  .tuple(
    fc.constantFrom('', '', '', '', ' ', '\u0000', '\u00a0'),
    fc.constantFrom('https://', 'https://', 'https://', 'http://', 'HTTPS://', 'https:', 'https:/', 'https:///', 'https:\\\\', 'ftp://', 'data:', '', '//'),
    fc.constantFrom('', '', '', '', '@', 'u@', 'u:p@', ':@', 'a@b@', '%40@', 'u p@'),
    fc.oneof(domain, ipv4, ipv4Odd, ipv6, localhostish, fc.constant('')),
    fc.constantFrom('', '', '', ':', ':443', ':0', ':65535', ':65536', ':8a', '::1'),
    fc.oneof(fc.constantFrom('', '/', '/a/b.jpg', '?q=1', '#f', '/a@b', '?@', '\\x', '/ü'), fc.string({ unit: fc.constantFrom(...odd), maxLength: 10 })),
    fc.constantFrom('', '', '', '', ' ', '\t', '\n', '\u001f'),
  )
  .map(join);
const simple = fc
  .tuple(
    fc.constantFrom('https://', 'https://', 'http://'),
    fc.oneof(localhostish, fc.domain(), fc.string({ unit: fc.constantFrom(...'aLxn0-_.'), minLength: 1, maxLength: 14 })),
    fc.constantFrom('', '', ':443', ':'),
    fc.constantFrom('', '/', '/m/i.jpg?w=1#x', '?@', '#'),
  )
  .map(join);
const withBreak = fc.tuple(built, fc.nat(), fc.constantFrom('\t', '\n', '\r')).map(([s, at, c]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1)));
const urlish = fc.oneof(
  { weight: 4, arbitrary: built },
  { weight: 3, arbitrary: simple },
  { weight: 1, arbitrary: withBreak },
  { weight: 2, arbitrary: fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true, authoritySettings: { withIPv4: true, withIPv6: true, withIPv4Extended: true, withUserInfo: true, withPort: true } }) },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...odd, ...'https://localhost'), maxLength: 30 }).map((s) => `https://${s}`) },
);

describe('_checkMediaUrl, differential', () => {
  it('agrees with the plain new URL-based reference', () => {
    fc.assert(fc.property(urlish, (s) => _checkMediaUrl(s) === reference(s)), { numRuns: 30_000 });
  });
});

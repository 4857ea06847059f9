import { describe, expect, it } from 'vitest';
import { LIMITS, MIME_TYPES } from '../index';
import {
  CCJ,
  CM,
  EMOJI,
  SCC,
  carouselMessage,
  codes,
  get,
  issuesOf,
  mediaMessage,
  set,
  standaloneMessage,
  urlOf,
  validRequest,
  validate,
  type Obj,
} from '../../test-support/testPayloads';

/** The three places a contentInfo appears: a media message, a standalone card's media, a carousel card's media. */
const LOCATIONS: [name: string, build: () => Obj, path: string][] = [
  ['media message', () => validRequest(mediaMessage()), `${CM()}.contentInfo`],
  ['standalone card media', () => validRequest(standaloneMessage()), `${SCC()}.media.contentInfo`],
  ['carousel card media', () => validRequest(carouselMessage(3)), `${CCJ(2)}.media.contentInfo`],
];
const FIELDS = ['fileUrl', 'thumbnailUrl'] as const;

/** Every (location, field) pair, for test.each. */
const PLACES = LOCATIONS.flatMap(([name, build, path]) =>
  FIELDS.map((field) => ({ name: `${name} ${field}`, build, param: `${path}.${field}` })),
);

/** The issues of a request whose URL at `param` is `url`. */
const urlIssues = (build: () => Obj, param: string, url: string): string[] => issuesOf(set(build(), param, url));

/** Asserts every URL of `urls` gives exactly `code` (or nothing) at every place. */
function expectAtEveryPlace(urls: readonly string[], code: string | undefined): void {
  for (const { build, param } of PLACES) {
    for (const url of urls) {
      expect([url, urlIssues(build, param, url)]).toEqual([url, code === undefined ? [] : [`${code}@${param}`]]);
    }
  }
}

describe('MEDIA_URL_INVALID', () => {
  const invalid = [
    'not a url',
    '/media/photo.jpg',
    'media/photo.jpg',
    'cdn.example.com/media/photo.jpg',
    '//cdn.example.com/media/photo.jpg',
    'https://',
    'https:///',
    ' https://cdn.example.com/media/photo.jpg',
    'https://cdn.example.com/media/photo.jpg ',
    '\u0001https://cdn.example.com/media/photo.jpg',
    'https://cdn.example.com/media/photo.jpg\u001f',
    'https://cdn.exa\tmple.com/media/photo.jpg',
    'https://cdn.example.com/me\ndia/photo.jpg',
    'https://cdn.example.com/media/photo.jpg\r\n',
    'https://cdn.exa mple.com/photo.jpg',
    'https://[::1/photo.jpg',
    'https://cdn.example.com:99999/photo.jpg',
    'https://cdn.example.com:65536/photo.jpg',
    'https://cdn.example.com:port/photo.jpg',
    'https://exa%mple.com/photo.jpg',
    'https://256.256.256.256/photo.jpg',
  ];

  it.each(PLACES)('$name: relative, unparsable, or needing silent repair', ({ build, param }) => {
    for (const url of invalid) expect([url, urlIssues(build, param, url)]).toEqual([url, [`MEDIA_URL_INVALID@${param}`]]);
  });

  it('port 65535 is fine, an empty port too', () => {
    expectAtEveryPlace(['https://cdn.example.com:65535/photo.jpg', 'https://cdn.example.com:/photo.jpg', 'https://cdn.example.com:8443/a.jpg'], undefined);
  });

  it('URLs are kept as given', () => {
    const url = 'HTTPS://CDN.Example.COM:443/Media/%7Ephoto.jpg?x=1#frag';
    const result = validate(set(validRequest(mediaMessage()), `${CM()}.contentInfo.fileUrl`, url));
    expect(codes(result)).toEqual([]);
    expect(get(result.value, `${CM()}.contentInfo.fileUrl`)).toBe(url);
  });
});

describe('MEDIA_URL_NOT_HTTPS', () => {
  it.each(PLACES)('$name: http and other schemes fail; https in any case passes', ({ build, param }) => {
    for (const url of [
      'http://cdn.example.com/media/photo.jpg',
      'HTTP://CDN.EXAMPLE.COM/photo.jpg',
      'ftp://cdn.example.com/photo.jpg',
      'file:///etc/passwd',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      'wss://cdn.example.com/photo.jpg',
      'httpss://cdn.example.com/photo.jpg',
      'mailto:media@example.com',
    ]) {
      expect([url, urlIssues(build, param, url)]).toEqual([url, [`MEDIA_URL_NOT_HTTPS@${param}`]]);
    }
    for (const url of ['HTTPS://cdn.example.com/photo.jpg', 'Https://cdn.example.com/photo.jpg']) {
      expect([url, urlIssues(build, param, url)]).toEqual([url, []]);
    }
  });
});

describe('MEDIA_URL_NOT_PUBLIC', () => {
  /** [inside the range (fails), just outside (passes)] pairs at both edges of every range of the contract. */
  const EDGES: [range: string, inside: string[], outside: string[]][] = [
    ['0/8', ['0.0.0.0', '0.255.255.255'], ['1.0.0.0']],
    ['10/8', ['10.0.0.0', '10.255.255.255'], ['9.255.255.255', '11.0.0.0']],
    ['100.64/10', ['100.64.0.0', '100.127.255.255'], ['100.63.255.255', '100.128.0.0']],
    ['127/8', ['127.0.0.0', '127.0.0.1', '127.255.255.255'], ['126.255.255.255', '128.0.0.0']],
    ['169.254/16', ['169.254.0.0', '169.254.255.255'], ['169.253.255.255', '169.255.0.0']],
    ['172.16/12', ['172.16.0.0', '172.31.255.255'], ['172.15.255.255', '172.32.0.0']],
    ['192.168/16', ['192.168.0.0', '192.168.255.255'], ['192.167.255.255', '192.169.0.0']],
    ['224/4 and 240/4', ['224.0.0.0', '239.255.255.255', '240.0.0.0', '255.255.255.255'], ['223.255.255.255']],
    ['::/96 (::1, :: and IPv4-compatible) judged by its IPv4', ['[::1]', '[::]', '[0:0:0:0:0:0:0:1]', '[0000:0000:0000:0000:0000:0000:0000:0000]', '[::2]', '[::1:0]'], ['[1::]', '[::8.8.8.8]', '[0:0:0:0:1::]']],
    ['fc00::/7', ['[fc00::]', '[fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]', '[FD12:3456::1]'], ['[fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]', '[fe00::]']],
    ['fe80::/10 and fec0::/10', ['[fe80::]', '[febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff]', '[FE80::1]', '[fec0::]', '[feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]'], ['[fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff]']],
    ['ff00::/8', ['[ff00::]', '[ff02::1]', '[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]'], ['[fe7f::1]']],
    [
      'IPv4-mapped IPv6 judged by its IPv4 part',
      ['[::ffff:127.0.0.1]', '[::ffff:10.0.0.1]', '[::ffff:192.168.1.1]', '[::ffff:7f00:1]', '[::ffff:a9fe:0]', '[::ffff:0.0.0.0]'],
      ['[::ffff:8.8.8.8]', '[::ffff:172.32.0.0]', '[::ffff:100.128.0.0]'],
    ],
    [
      'IPv4 written as the WHATWG parser reads it',
      ['2130706433', '0x7f.1', '0177.0.0.1', '127.1', '0', '10.0.0.1.', '0xa000001', '192.168.1'],
      ['134744072', '0x08080808'],
    ],
    ['public addresses', [], ['8.8.8.8', '1.1.1.1', '[2001:db8::1]', '[2606:4700:4700::1111]', '93.184.216.34']],
  ];

  it.each(EDGES)('%s: edges inside fail, just outside pass (every place)', (_, inside, outside) => {
    expectAtEveryPlace(
      inside.map((host) => `https://${host}/media/photo.jpg`),
      'MEDIA_URL_NOT_PUBLIC',
    );
    expectAtEveryPlace(
      outside.map((host) => `https://${host}/media/photo.jpg`),
      undefined,
    );
  });

  it('localhost in every form fails; names that merely contain it pass', () => {
    expectAtEveryPlace(
      [
        'https://localhost/photo.jpg',
        'https://LOCALHOST/photo.jpg',
        'https://LocalHost:8443/photo.jpg',
        'https://localhost./photo.jpg',
        'https://cdn.localhost/photo.jpg',
        'https://a.b.LOCALHOST./photo.jpg',
        'https://localhost',
        'https://localhost?x',
        'https://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/photo.jpg',
        'https://%6c%6fcalhost/photo.jpg',
      ],
      'MEDIA_URL_NOT_PUBLIC',
    );
    expectAtEveryPlace(
      ['https://localhost.com/photo.jpg', 'https://notlocalhost/photo.jpg', 'https://localhost-cdn.example.com/photo.jpg', 'https://localhostx/a.jpg'],
      undefined,
    );
  });

  it('any userinfo fails, even empty; an @ outside the authority is fine', () => {
    expectAtEveryPlace(
      [
        'https://user@cdn.example.com/photo.jpg',
        'https://user:pass@cdn.example.com/photo.jpg',
        'https://:pass@cdn.example.com/photo.jpg',
        'https://@cdn.example.com/photo.jpg',
        'https://:@cdn.example.com/photo.jpg',
        'https://user%40x@cdn.example.com/photo.jpg',
        'https:\\\\user@cdn.example.com/photo.jpg',
      ],
      'MEDIA_URL_NOT_PUBLIC',
    );
    expectAtEveryPlace(
      ['https://cdn.example.com/path@x/photo.jpg', 'https://cdn.example.com/photo.jpg?by=@me', 'https://cdn.example.com/photo.jpg#@x'],
      undefined,
    );
  });
});

describe('THUMBNAIL_URL_TOO_LONG', () => {
  const max = LIMITS.thumbnailUrlMaxChars;

  it.each(LOCATIONS)('%s: a thumbnailUrl of max code points passes, max + 1 fails (ASCII and emoji)', (_, build, path) => {
    const param = `${path}.thumbnailUrl`;
    for (const unit of ['a', EMOJI, '\u00e9']) {
      expect([...urlOf(max, unit)]).toHaveLength(max);
      expect(urlIssues(build, param, urlOf(max, unit))).toEqual([]);
      expect(urlIssues(build, param, urlOf(max + 1, unit))).toEqual([`THUMBNAIL_URL_TOO_LONG@${param}`]);
    }
  });

  it.each(LOCATIONS)('%s: fileUrl has no length limit of its own', (_, build, path) => {
    expect(urlIssues(build, `${path}.fileUrl`, urlOf(max * 10))).toEqual([]);
  });
});

describe('MIME_TYPE_UNSUPPORTED', () => {
  it.each(LOCATIONS)('%s: every supported type passes, in any case, canonical lower case in value', (_, build, path) => {
    const param = `${path}.mimeType`;
    for (const mimeType of MIME_TYPES) {
      for (const written of [mimeType, mimeType.toUpperCase(), mimeType.replace(/^./, (c) => c.toUpperCase())]) {
        const result = validate(set(build(), param, written));
        expect([written, codes(result)]).toEqual([written, []]);
        expect(get(result.value, param)).toBe(mimeType);
      }
    }
  });

  it.each(LOCATIONS)('%s: unsupported or decorated types fail', (_, build, path) => {
    const param = `${path}.mimeType`;
    for (const mimeType of [
      'image/bmp',
      'image/jpeg; charset=x',
      'image/jpeg;',
      ' image/jpeg',
      'image/jpeg ',
      'image/*',
      'jpeg',
      'image/svg+xml',
      'image/webp',
      'video/quicktime',
      'application/octet-stream',
      'text/plain',
      '\u0130MAGE/JPEG',
      '\u0131mage/jpeg',
      'image\\jpeg',
    ]) {
      expect([mimeType, urlIssues(build, param, mimeType)]).toEqual([mimeType, [`MIME_TYPE_UNSUPPORTED@${param}`]]);
    }
  });
});

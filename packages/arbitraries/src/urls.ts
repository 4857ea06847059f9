import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import type { Settings } from './options';

const alphanumeric = 'abcdefghijklmnopqrstuvwxyz0123456789';
const unreserved = `${alphanumeric}ABCDEFGHIJKLMNOPQRSTUVWXYZ-_~.`;

/** A string of `min` to `max` characters of `alphabet`. @internal */
export function word(alphabet: string, min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
}

/** A path segment that needs no repair by the WHATWG parser (never `.` or `..`). @internal */
export const pathSegment: fc.Arbitrary<string> = fc
  .tuple(word(alphanumeric, 1, 1), word(unreserved, 0, 11))
  .map(([first, rest]) => first + rest);

// Never an `xn--` label: that prefix marks punycode, which the URL parser decodes, and a random
// tail ("xn--a") is no host (fast-check found one in CI).
const label = fc
  .tuple(word(alphanumeric, 1, 1), word(`${alphanumeric}-`, 0, 8))
  .map(([first, rest]) => first + rest.replace(/-+$/, ''))
  .filter((value) => !value.startsWith('xn--'));

/** Public hosts as the contract judges them, boundaries of the private ranges included. @internal */
export const publicHost: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('cdn.example.com', 'media.example.org', 'img.example.net', 'static.rcs-media.io') },
  { weight: 3, arbitrary: fc.array(label, { minLength: 1, maxLength: 2 }).map((labels) => `${labels.join('.')}.example.com`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'localhost.example.com', 'mylocalhost', '8.8.8.8', '93.184.216.34', '1.0.0.1', '9.255.255.255', '11.0.0.0',
      '126.255.255.255', '128.0.0.1', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0',
      '169.253.255.255', '169.255.0.1', '192.167.255.255', '192.169.0.0', '[2001:db8::1]', '[2606:4700::1111]',
      '[fbff::1]', '[fe00::1]', '[::ffff:8.8.8.8]', '[::8.8.8.8]', '[64:ff9b::8.8.8.8]', '[2002:808:808::1]', '223.255.255.255',
    ),
  },
);

/** Any host an openUrlAction may point to: public, private or localhost (no public-host rule). @internal */
const anyHost: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: publicHost },
  { weight: 1, arbitrary: fc.constantFrom('localhost', '10.0.0.1', '192.168.1.20', '127.0.0.1', '[::1]') },
);

const port = fc.option(fc.integer({ min: 1, max: 65535 }).map((value) => `:${value}`), { nil: '' });
const query = fc.option(
  fc.array(fc.tuple(word(alphanumeric, 1, 6), word(alphanumeric, 0, 8)), { minLength: 1, maxLength: 3 }).map(
    (pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`,
  ),
  { nil: '' },
);

/** `url` lengthened to exactly `length` characters with a last path segment (url has no query). @internal */
export function padUrl(url: string, length: number): string {
  const slash = url.endsWith('/') ? '' : '/';
  const missing = length - url.length - slash.length;
  return missing <= 0 ? url : `${url}${slash}${'a'.repeat(missing)}`;
}

function urlOf(scheme: fc.Arbitrary<string>, host: fc.Arbitrary<string>, withTail: boolean): fc.Arbitrary<string> {
  const tail = withTail ? fc.tuple(query, fc.option(word(alphanumeric, 1, 8).map((f) => `#${f}`), { nil: '' })) : fc.constant(['', ''] as const);
  return fc
    .tuple(scheme, host, port, fc.array(pathSegment, { maxLength: 4 }), tail)
    .map(([s, h, p, segments, [q, f]]) => `${s}://${h}${p}/${segments.join('/')}${q}${f}`);
}

/** A public https URL of a media file (fileUrl). @internal */
export function mediaUrl(): fc.Arbitrary<string> {
  return urlOf(fc.constant('https'), publicHost, true);
}

/** A public https thumbnail URL; with atLimits mostly exactly the longest allowed. @internal */
export function thumbnailUrl(settings: Pick<Settings, 'atLimits'>): fc.Arbitrary<string> {
  if (!settings.atLimits) return mediaUrl();
  const longest = urlOf(fc.constant('https'), publicHost, false).map((url) => padUrl(url, LIMITS.thumbnailUrlMaxChars));
  return fc.oneof({ weight: 3, arbitrary: longest }, { weight: 1, arbitrary: mediaUrl() });
}

/** Any absolute http or https URL for openUrlAction; with atLimits mostly exactly the longest allowed. @internal */
export function openUrl(settings: Pick<Settings, 'atLimits'>): fc.Arbitrary<string> {
  const any = urlOf(fc.constantFrom('https', 'http'), anyHost, true);
  if (!settings.atLimits) return any;
  const longest = urlOf(fc.constantFrom('https', 'http'), anyHost, false).map((url) => padUrl(url, LIMITS.openUrlMaxChars));
  return fc.oneof({ weight: 3, arbitrary: longest }, { weight: 1, arbitrary: any });
}

/** An absolute URL with the given scheme under a public host. @internal */
export function urlWithScheme(scheme: fc.Arbitrary<string>, host: fc.Arbitrary<string> = publicHost): fc.Arbitrary<string> {
  return urlOf(scheme, host, true);
}

import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonPublicHost, withUserInfo } from './mutations/hosts';
import { invalidUrl } from './mutations/media';
import { mediaUrl, openUrl, padUrl, thumbnailUrl, urlWithScheme } from './urls';

const parses = (url: string): boolean => URL.canParse(url);
const unchangedByParser = (url: string): boolean => !/^[\u0000-\u0020]|[\u0000-\u0020]$|[\t\n\r]/.test(url) && parses(url);

describe('urls', () => {
  it('should build media URLs that are absolute https and need no repair', () => {
    fc.assert(
      fc.property(mediaUrl(), thumbnailUrl({ atLimits: true }), (file, thumbnail) => {
        for (const url of [file, thumbnail]) {
          expect(unchangedByParser(url)).toBe(true);
          expect(new URL(url).protocol).toBe('https:');
          expect(new URL(url).username + new URL(url).password).toBe('');
        }
        expect(thumbnail.length).toBeLessThanOrEqual(LIMITS.thumbnailUrlMaxChars);
      }),
    );
  });

  it('should build openUrlAction URLs that are absolute http or https', () => {
    fc.assert(
      fc.property(openUrl({ atLimits: true }), (url) => {
        expect(['http:', 'https:']).toContain(new URL(url).protocol);
        expect(url.length).toBeLessThanOrEqual(LIMITS.openUrlMaxChars);
      }),
    );
  });

  it('should pad to an exact length', () => {
    expect(padUrl('https://a.example.com/', 40)).toHaveLength(40);
    expect(padUrl('https://a.example.com/x', 40)).toHaveLength(40);
  });

  it('should write non-public hosts and user info that still parse (so only the public rule breaks)', () => {
    fc.assert(fc.property(urlWithScheme(fc.constant('https'), fc.oneof(nonPublicHost, withUserInfo)), (url) => unchangedByParser(url)));
  });

  it('should make invalid URLs that do not parse or that the parser would repair', () => {
    fc.assert(fc.property(invalidUrl(mediaUrl()), (url) => url.length > 0 && !unchangedByParser(url)), { numRuns: 300 });
  });
});

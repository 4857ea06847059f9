import { LIMITS, MIME_TYPES, CARD_ORIENTATIONS, CARD_WIDTHS, MEDIA_HEIGHTS, SUGGESTION_TYPES } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonByteLength } from './bytes';
import type { SendRequestArbitraryOptions } from './options';
import { sendRequest } from './sendRequest';
import { problemsOf } from './testing/problemsOf';
import { walk } from './walk';

const variants: Array<[string, SendRequestArbitraryOptions]> = [
  ['default', {}],
  ['unicode', { unicode: true }],
  ['atLimits', { atLimits: true }],
  ['atLimits and unicode', { atLimits: true, unicode: true }],
];

describe('sendRequest', () => {
  it.each(variants)('should only generate requests that follow every rule (%s)', (_, options) => {
    fc.assert(
      fc.property(sendRequest(options), (request) => {
        expect(problemsOf(request, new Date())).toEqual([]);
      }),
      { numRuns: options.atLimits === true ? 15 : 60 },
    );
  });

  it('should keep every message within the size limit, even 10 carousels of 10 astral max-length cards', () => {
    fc.assert(
      fc.property(sendRequest({ atLimits: true, unicode: true }), (request) => {
        for (const message of request.messages) expect(jsonByteLength(message)).toBeLessThanOrEqual(LIMITS.messageBytesMax);
      }),
      { numRuns: 20 },
    );
  });

  it('should generate expirationDateTime after the given now', () => {
    const now = new Date('2031-06-15T12:34:56.789Z');
    fc.assert(
      fc.property(sendRequest({ now }), (request) => {
        expect(problemsOf(request, now)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('should draw every mime type, enum, suggestion type and primary content type', () => {
    const seen = new Set<string>();
    for (const request of fc.sample(sendRequest(), { numRuns: 400, seed: 42 }))
      for (const node of walk(request, 'request')) {
        seen.add(node.kind);
        for (const key of ['mimeType', 'cardOrientation', 'cardWidth', 'height', 'thumbnailImageAlignment'])
          if (typeof node.value[key] === 'string') seen.add(`${key}=${String(node.value[key])}`);
      }
    const expected = [
      ...MIME_TYPES.map((type) => `mimeType=${type}`),
      ...CARD_ORIENTATIONS.map((value) => `cardOrientation=${value}`),
      ...CARD_WIDTHS.map((value) => `cardWidth=${value}`),
      ...Object.keys(MEDIA_HEIGHTS).map((value) => `height=${value}`),
      'thumbnailImageAlignment=LEFT',
      'thumbnailImageAlignment=RIGHT',
      ...SUGGESTION_TYPES,
      'contentInfo',
      'standaloneCard',
      'carouselCard',
    ];
    expect(expected.filter((item) => !seen.has(item))).toEqual([]);
  });
});

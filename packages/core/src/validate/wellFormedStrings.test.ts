import { describe, expect, it } from 'vitest';
import { LIMITS } from '../index';
import {
  CM,
  EMOJI,
  M,
  SCC,
  createCalendarEventAction,
  get,
  issuesOf,
  mediaMessage,
  set,
  SUGGESTION_BUILDERS,
  standaloneMessage,
  suggestionMessage,
  validRequest,
  type Obj,
} from '../../test-support/testPayloads';

const S = `${CM()}.suggestions[0]`;
const withExpiration = (): Obj => validRequest({ ...suggestionMessage(createCalendarEventAction()), expirationDateTime: '2031-06-30T12:00:00Z' });

/** Every string field the core reads, in a request that holds it, with its path. */
const SITES: readonly [path: string, request: () => Obj][] = [
  ['organizationId', () => validRequest()],
  [`${M()}.to`, () => validRequest()],
  [`${M()}.from`, () => validRequest()],
  [`${M()}.expirationDateTime`, withExpiration],
  [`${CM()}.text`, () => validRequest()],
  [`${CM()}.contentInfo.fileUrl`, () => validRequest(mediaMessage())],
  [`${CM()}.contentInfo.thumbnailUrl`, () => validRequest(mediaMessage())],
  [`${CM()}.contentInfo.mimeType`, () => validRequest(mediaMessage())],
  [`${SCC()}.title`, () => validRequest(standaloneMessage())],
  [`${SCC()}.description`, () => validRequest(standaloneMessage())],
  [`${SCC()}.suggestions[1].openUrlAction.url`, () => validRequest(standaloneMessage())],
  [`${S}.reply.text`, () => validRequest(suggestionMessage(SUGGESTION_BUILDERS.reply()))],
  [`${S}.reply.postbackData`, () => validRequest(suggestionMessage(SUGGESTION_BUILDERS.reply()))],
  [`${S}.dialAction.phoneNumber`, () => validRequest(suggestionMessage(SUGGESTION_BUILDERS.dialAction()))],
  [`${S}.viewLocationAction.label`, () => validRequest(suggestionMessage(SUGGESTION_BUILDERS.viewLocationAction()))],
  [`${S}.createCalendarEventAction.title`, withExpiration],
  [`${S}.createCalendarEventAction.description`, withExpiration],
  [`${S}.createCalendarEventAction.startTime`, withExpiration],
];

/** Lone surrogates, alone, at either end and inside, and a pair written the wrong way round. */
const ILL_FORMED = ['\ud800', '\udfff', 'a\udbff', '\udc00a', `x\ud800y${EMOJI}`, '\udc00\ud800', EMOJI.slice(0, 1)];

describe('STRING_NOT_WELL_FORMED', () => {
  describe.each(SITES)('at %s', (path, request) => {
    it.each(ILL_FORMED)('refuses %j there, and nothing else', (lone) => {
      expect(issuesOf(set(request(), path, lone))).toEqual([`STRING_NOT_WELL_FORMED@${path}`]);
    });

    it('refuses the lone surrogate inside the value otherwise valid there, and nothing else', () => {
      const valid = request();
      const written = String(get(valid, path));
      expect(issuesOf(set(valid, path, `${written.slice(0, 1)}\ud800${written.slice(1)}`))).toEqual([`STRING_NOT_WELL_FORMED@${path}`]);
    });
  });

  it('is reported instead of the length rule: a lone surrogate in text one code point too long', () => {
    const text = `${'a'.repeat(LIMITS.textMaxChars)}\udc00`;
    expect(issuesOf(set(validRequest(), `${CM()}.text`, text))).toEqual([`STRING_NOT_WELL_FORMED@${CM()}.text`]);
  });

  it('accepts surrogate pairs: an astral character at the start, the end and alone', () => {
    for (const text of [EMOJI, `${EMOJI}a`, `a${EMOJI}`, `\ud83d\ude00\ud83d\ude00`]) {
      expect(issuesOf(set(validRequest(), `${CM()}.text`, text))).toEqual([]);
    }
  });

  it('reports each ill-formed string at its own path, in document order', () => {
    const request = set(set(validRequest(standaloneMessage()), `${SCC()}.title`, '\ud800'), `${SCC()}.description`, '\udc00');
    expect(issuesOf(request)).toEqual([`STRING_NOT_WELL_FORMED@${SCC()}.title`, `STRING_NOT_WELL_FORMED@${SCC()}.description`]);
  });
});

// Laws of the translation to and from RBM, over every valid canonical message the arbitraries build.
import { message, type SendRequestArbitraryOptions } from '@rcs-send/arbitraries';
import { validateMessage, type Message, type SupportedMimeType } from '@rcs-send/core';
import { checkAgentMessage, fromAgentMessage, rbmWarnings, toAgentMessage, toRbmTimestamp } from '@rcs-send/rbm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, NOW, runs } from '../core/support';

const MESSAGE_ID = '3f1c7d2e-8a4b-4c6d-9e0f-1a2b3c4d5e6f';

/** A valid canonical message: the core's value of a generated valid message. */
const canonical = (options: SendRequestArbitraryOptions): fc.Arbitrary<Message> =>
  message({ ...options, now: NOW }).map((input) => {
    const result = validateMessage(input, { now: NOW });
    if (!result.ok) throw new Error(`the arbitrary built an invalid message: ${JSON.stringify(result.issues)}`);
    return result.value;
  });

/** Every contentInfo's mimeType by its path in the RBM body, read from the canonical message. */
function mimeTypesByPath(value: Message): Map<string, SupportedMimeType> {
  const types = new Map<string, SupportedMimeType>();
  const content = value.contentMessage;
  if ('contentInfo' in content) types.set('contentMessage.contentInfo', content.contentInfo.mimeType);
  if (!('richCard' in content)) return types;
  const card = content.richCard;
  const cards = 'standaloneCard' in card ? [['contentMessage.richCard.standaloneCard.cardContent', card.standaloneCard.cardContent] as const] : card.carouselCard.cardContents.map((c, j) => [`contentMessage.richCard.carouselCard.cardContents[${j}]`, c] as const);
  for (const [path, c] of cards) if (c.media !== undefined) types.set(`${path}.media.contentInfo`, c.media.contentInfo.mimeType);
  return types;
}

/** What the round trip gives back, written independently: date-times in RBM's UTC form, vertical media with the MEDIUM default. */
function expectedBack(value: Message): unknown {
  const walk = (node: unknown, key: string | undefined, vertical: boolean): unknown => {
    if (Array.isArray(node)) return node.map((child) => walk(child, undefined, vertical));
    if (typeof node === 'string' && (key === 'expirationDateTime' || key === 'startTime' || key === 'endTime')) return toRbmTimestamp(node);
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const isVertical = key === 'carouselCard' || (key === 'standaloneCard' ? record['cardOrientation'] === 'VERTICAL' : vertical);
    const copy = Object.fromEntries(Object.entries(record).map(([name, child]) => [name, walk(child, name, isVertical)]));
    if (key === 'media' && vertical && copy['height'] === undefined) return { height: 'MEDIUM', ...copy };
    return copy;
  };
  return walk(value, undefined, false);
}

const variants: Array<[string, SendRequestArbitraryOptions, number]> = [
  ['default', {}, 200],
  ['unicode', { unicode: true }, 100],
  ['atLimits and unicode', { atLimits: true, unicode: true }, 15],
];

describe('toAgentMessage and fromAgentMessage', () => {
  it.each(variants)('RBM should refuse a translated valid message only where a warning foretold it (%s)', (_, options, numRuns) => {
    const foretold = { BODY_TOO_LARGE: 'BODY_TOO_LARGE', EXPIRATION_TOO_FAR: 'EXPIRATION_BEYOND_RETENTION' } as const;
    fc.assert(
      fc.property(canonical(options), (value) => {
        // Act
        const request = toAgentMessage(value, { messageId: MESSAGE_ID });
        const check = checkAgentMessage(request.body, { parent: request.parent, agentId: request.agentId, messageId: request.messageId, now: NOW });
        const warned = rbmWarnings(value, { now: NOW }).map((warning) => warning.code);
        // Assert
        const refused = check.fieldViolations.map((violation) => foretold[violation.reason as keyof typeof foretold] ?? violation.reason);
        expect(refused).toEqual(warned.filter((code) => code === 'BODY_TOO_LARGE' || code === 'EXPIRATION_BEYOND_RETENTION'));
      }),
      { numRuns: runs(numRuns) },
    );
  });

  it.each(variants)('fromAgentMessage should give the translated message back, and translating it again the same call (%s)', (_, options, numRuns) => {
    fc.assert(
      fc.property(canonical(options), (value) => {
        // The law holds for what the platform takes: a body over its 250 KB is warned, never sent.
        fc.pre(!rbmWarnings(value, { now: NOW }).some((warning) => warning.code === 'BODY_TOO_LARGE'));
        const types = mimeTypesByPath(value);
        const request = toAgentMessage(value, { messageId: MESSAGE_ID });
        const back = fromAgentMessage(request.body, { to: value.to, from: value.from, now: NOW, mimeTypeOf: (_url, path) => types.get(path) });
        expect(back.issues).toEqual([]);
        expect(back.value).toEqual(expectedBack(value));
        expect(toAgentMessage(back.value!, { messageId: MESSAGE_ID })).toEqual(request);
      }),
      { numRuns: runs(numRuns) },
    );
  });

  it('expireTime should be the same instant as expirationDateTime, in UTC with its fraction digits', () => {
    fc.assert(
      fc.property(canonical({ atLimits: true }), (value) => {
        const written = value.expirationDateTime!;
        const expireTime = toAgentMessage(value, { messageId: MESSAGE_ID }).body.expireTime!;
        expect(expireTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/);
        expect(Date.parse(expireTime)).toBe(Date.parse(written.toUpperCase()));
        expect(/\.(\d+)/.exec(expireTime)?.[1]).toBe(/\.(\d+)/.exec(written)?.[1]?.slice(0, 9));
      }),
      { numRuns: runs(40) },
    );
  });

  it('translation and warnings should never throw nor mutate their message', () => {
    fc.assert(
      fc.property(canonical({ unicode: true }), fc.uuid(), (value, messageId) => {
        const before = JSON.stringify(value);
        deepFreeze(value);
        const request = toAgentMessage(value, { messageId });
        rbmWarnings(value, { now: NOW });
        expect(JSON.stringify(value)).toBe(before);
        deepFreeze(request.body);
        fromAgentMessage(request.body, { to: value.to, from: value.from, now: NOW });
      }),
      { numRuns: runs(150) },
    );
  });

  it('checkAgentMessage and fromAgentMessage should never throw on any value, at the root or deep in a body', () => {
    const deep = fc.anything().chain((value) =>
      fc.constantFrom(
        value,
        { contentMessage: value },
        { contentMessage: { text: 'a', suggestions: [value, { action: value }, { reply: value }] } },
        { contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: value } } } },
        { contentMessage: { richCard: { carouselCard: { cardWidth: 'SMALL', cardContents: [{ media: value }, { title: 'a', suggestions: [{ action: { text: 'a', composeAction: value } }] }] } } } },
        { contentMessage: { contentInfo: value }, expireTime: value, ttl: value },
      ),
    );
    fc.assert(
      fc.property(deep, (body) => {
        expect(() => checkAgentMessage(body, { parent: body, agentId: body, messageId: body, now: NOW })).not.toThrow();
        expect(() => fromAgentMessage(body, { to: '+351912345678', from: 'agent', now: NOW })).not.toThrow();
      }),
      { numRuns: runs(300) },
    );
  });
});

import { invalidSendRequest, sendRequest } from '@rcs-send/arbitraries';
import { sendRequestSchema, toIssues, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anything, cyclicRequest, requestWithAnything } from './hostileInputs';
import { NOW, runs } from './support';

const schema = sendRequestSchema(NOW);

/**
 * The law: the fast validator and the valibot reference schemas agree on every input: the
 * verdict, the issues in order (code, param and description: `toErrorResponse` answers with
 * the first), and the canonical value with its key order.
 */
function assertSchemasAgree(input: unknown): void {
  // Act
  const fast = validateSendRequest(input, { now: NOW });
  const reference = v.safeParse(schema, input, { abortEarly: false });
  // Assert
  expect(fast.ok).toBe(reference.success);
  expect(fast.issues).toEqual(reference.success ? [] : toIssues(reference.issues));
  if (fast.ok && reference.success) expect(JSON.stringify(fast.value)).toBe(JSON.stringify(reference.output));
}

describe('the valibot schemas and the fast validator', () => {
  it('should agree on the order of issues where an object or a list states a rule of its own', () => {
    const text = { to: '12015550123', from: 'a', contentMessage: { text: 'x', suggestions: [...Array<undefined>(12)] } };
    const media = { contentInfo: { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' } };
    const horizontal = { cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'UP', cardContent: { zz: 1, media } };
    const calendar = { text: 'a', title: 'b', startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z', postbackData: '' };
    const withCalendar = { ...text, contentMessage: { text: 'x', suggestions: [{ createCalendarEventAction: calendar }] } };
    assertSchemasAgree({ organizationId: 123, messages: [] });
    assertSchemasAgree({ organizationId: '00000000-0000-1000-8000-000000000000', messages: [text] });
    assertSchemasAgree({ organizationId: 7, messages: [{ ...text, contentMessage: { richCard: { standaloneCard: horizontal } } }] });
    assertSchemasAgree({ organizationId: 7, messages: [withCalendar] });
    assertSchemasAgree({ organizationId: 7, messages: [{ ...text, zz: 'x'.repeat(300_000) }] });
  });

  it('should agree on the order of the fields of every object, each of them broken', () => {
    // Every field of every object is null (a type error each): the issues list every field in order.
    const broken = (keys: string): Record<string, null> => Object.fromEntries(keys.split(' ').map((key) => [key, null]));
    const suggestions = [
      { reply: broken('text postbackData') },
      { openUrlAction: broken('text url postbackData') },
      { dialAction: broken('text phoneNumber postbackData') },
      { viewLocationAction: broken('text latitude longitude label postbackData') },
      { shareLocationAction: broken('text postbackData') },
      { createCalendarEventAction: broken('text title description startTime endTime postbackData') },
    ];
    const contentInfo = broken('fileUrl thumbnailUrl mimeType');
    const card = { ...broken('title description suggestions'), media: { height: null, contentInfo } };
    const standaloneCard = { ...broken('cardOrientation thumbnailImageAlignment'), cardContent: card };
    const messages = [
      { ...broken('to from expirationDateTime'), contentMessage: { text: null, suggestions } },
      { ...broken('to from'), contentMessage: { richCard: { standaloneCard, carouselCard: broken('cardWidth cardContents') } } },
      { ...broken('to from'), contentMessage: { contentInfo } },
    ];
    assertSchemasAgree({ organizationId: null, messages });
  });

  it('should agree on lists whose length no array can have (a Proxy answering NaN, a string, a fraction, or throwing)', () => {
    const lengths: unknown[] = [Number.NaN, 'x', undefined, 1.5, -1, Number.POSITIVE_INFINITY, 'throw'];
    for (const length of lengths) {
      const lying = (target: unknown[]): unknown[] =>
        new Proxy(target, {
          get(array, key, receiver) {
            if (key !== 'length') return Reflect.get(array, key, receiver) as unknown;
            if (length === 'throw') throw new Error('length');
            return length;
          },
        });
      const text = { to: '12015550123', from: 'a', contentMessage: { text: 'x', suggestions: lying([{ reply: { text: 'a', postbackData: 'b' } }]) } };
      const media = { contentInfo: { fileUrl: 'https://cdn.example.com/a.png', mimeType: 'image/png' } };
      const horizontal = { cardOrientation: 'HORIZONTAL', thumbnailImageAlignment: 'LEFT', cardContent: { media, suggestions: lying([]) } };
      const carousel = { cardWidth: 'SMALL', cardContents: lying([{ title: 'a' }, { title: 'b' }]) };
      assertSchemasAgree({ organizationId: '00000000-0000-1000-8000-000000000000', messages: lying([text]) });
      assertSchemasAgree({
        organizationId: '00000000-0000-1000-8000-000000000000',
        messages: [text, { ...text, contentMessage: { richCard: { standaloneCard: horizontal } } }, { ...text, contentMessage: { richCard: { carouselCard: carousel } } }],
      });
    }
  });

  it('should agree on every generated valid request', () => {
    fc.assert(fc.property(sendRequest({ now: NOW, unicode: true }), assertSchemasAgree), { numRuns: runs(150) });
  });

  it('should agree on every single-rule violation', () => {
    fc.assert(fc.property(invalidSendRequest({ now: NOW }), ({ request }) => assertSchemasAgree(request)), { numRuns: runs(600) });
  });

  it('should agree on requests holding anything anywhere, and on cycles', () => {
    fc.assert(fc.property(fc.oneof(requestWithAnything, cyclicRequest), assertSchemasAgree), { numRuns: runs(400) });
  });

  it('should agree on anything at all', () => {
    fc.assert(fc.property(anything, assertSchemasAgree), { numRuns: runs(300) });
  });
});

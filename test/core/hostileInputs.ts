// Hostile inputs shared by the law tests: anything, anywhere, and cycles.
import { sendRequest } from '@rcs-send/arbitraries';
import fc from 'fast-check';
import { NOW } from './support';

/** Any JavaScript value, exotic ones included. */
export const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

/** A valid request with one value, anywhere, replaced by anything (documented key or not). */
export const requestWithAnything = fc.tuple(sendRequest({ now: NOW }), fc.nat(), fc.oneof(fc.constantFrom('to', 'from', 'text', 'richCard', 'messages', 'suggestions', 'cardContents', 'media', 'latitude'), fc.string()), anything).map(
  ([request, pick, key, value]) => {
    const objects: Array<Record<string, unknown>> = [];
    const collect = (current: unknown): void => {
      if (typeof current !== 'object' || current === null) return;
      if (!Array.isArray(current)) objects.push(current as Record<string, unknown>);
      for (const child of Object.values(current)) collect(child);
    };
    const copy = structuredClone(request) as unknown as Record<string, unknown>;
    collect(copy);
    const target = objects[pick % objects.length] ?? copy;
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  },
);

/** A valid request in which one object refers back to the root or to itself. */
export const cyclicRequest = fc.tuple(sendRequest({ now: NOW }), fc.nat(), fc.boolean()).map(([request, pick, toRoot]) => {
  const copy = structuredClone(request) as unknown as Record<string, unknown>;
  const messages = copy['messages'] as Array<Record<string, unknown>>;
  const target = messages[pick % messages.length]!;
  const content = target['contentMessage'] as Record<string, unknown>;
  content['loop'] = toRoot ? copy : content;
  return copy;
});


import fc from 'fast-check';
import type { Settings } from './options';

const fromCodePoint = (codePoint: number): string => String.fromCodePoint(codePoint);
const range = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map(fromCodePoint);

/** Printable ASCII: one code point, one byte. @internal */
const asciiCharacter: fc.Arbitrary<string> = range(0x20, 0x7e);

/** Any scalar value, biased to multi-byte and astral ones (never a lone surrogate). @internal */
const unicodeCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: asciiCharacter },
  { weight: 1, arbitrary: range(0x00, 0x1f) },
  { weight: 2, arbitrary: range(0x80, 0x7ff) },
  { weight: 2, arbitrary: fc.oneof(range(0x800, 0xd7ff), range(0xe000, 0xfffd)) },
  { weight: 3, arbitrary: range(0x1f300, 0x1faff) },
  { weight: 2, arbitrary: range(0x10000, 0x10ffff) },
);

/** The character of free text under the given settings. @internal */
export function characterOf(settings: Pick<Settings, 'unicode'>): fc.Arbitrary<string> {
  return settings.unicode ? unicodeCharacter : asciiCharacter;
}

/** A string of exactly `length` code points, built by cycling a short random seed (cheap at any length). @internal */
function exactText(length: number, settings: Pick<Settings, 'unicode'>): fc.Arbitrary<string> {
  return fc
    .array(characterOf(settings), { minLength: 1, maxLength: 16 })
    .map((seed) => cycle(seed, length));
}

/** Repeats the code points of `seed` until `length` code points. @internal */
function cycle(seed: readonly string[], length: number): string {
  const parts: string[] = [];
  for (let i = 0; i < length; i += 1) parts.push(seed[i % seed.length] ?? 'a');
  return parts.join('');
}

/** Non-empty free text of at most `maxChars` code points; with atLimits mostly exactly `maxChars`. @internal */
export function boundedText(maxChars: number, settings: Pick<Settings, 'unicode' | 'atLimits'>): fc.Arbitrary<string> {
  const small = fc.string({ unit: characterOf(settings), minLength: 1, maxLength: maxChars });
  if (!settings.atLimits) return small;
  const anyLength = fc
    .tuple(fc.integer({ min: 1, max: maxChars }), fc.array(characterOf(settings), { minLength: 1, maxLength: 16 }))
    .map(([length, seed]) => cycle(seed, length));
  return fc.oneof(
    { weight: 4, arbitrary: exactText(maxChars, settings) },
    { weight: 1, arbitrary: anyLength },
    { weight: 1, arbitrary: small },
  );
}

/** An array of `min` to `max` elements; with atLimits mostly `max` of them. @internal */
export function arrayOf<T>(
  element: fc.Arbitrary<T>,
  min: number,
  max: number,
  settings: Pick<Settings, 'atLimits'>,
): fc.Arbitrary<T[]> {
  const any = fc.array(element, { minLength: min, maxLength: max });
  if (!settings.atLimits) return any;
  return fc.oneof({ weight: 3, arbitrary: fc.array(element, { minLength: max, maxLength: max }) }, { weight: 1, arbitrary: any });
}

/** How far over a limit a too-long value goes: mostly by one, at most by 64. @internal */
export const overBy: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 64 }) },
);

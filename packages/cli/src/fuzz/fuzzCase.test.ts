import { LENGTH_LIMITS, validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { fuzzArbitraries, JSON_RULES } from './fuzzCase';

const now = new Date('2030-01-01T00:00:00Z');
/** The maxima of each field name that has a length limit (text: 3072 and 25, title: 200 and 100...). */
const maxima = new Map<string, Set<number>>();
for (const limit of LENGTH_LIMITS) maxima.set(limit.field, (maxima.get(limit.field) ?? new Set()).add(limit.max));

/** The strings of `value` at exactly a limit of their field in code points, and longer than it in UTF-16 units. */
function astralAtLimit(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return maxima.get(key)?.has([...value].length) === true && value.length > [...value].length ? [key] : [];
  if (Array.isArray(value)) return value.flatMap((element) => astralAtLimit(element));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([name, element]) => astralAtLimit(element, name));
  return [];
}

describe('fuzzArbitraries', () => {
  it('should generate valid requests with astral strings at their limits, which a count in UTF-16 units or bytes refuses', () => {
    // Arrange
    const at = fuzzArbitraries({ mode: 'valid', rules: JSON_RULES, seed: 11, now });
    // Act
    const cases = Array.from({ length: 200 }, (_, index) => at(index));
    // Assert
    expect(cases.every((generated) => validateSendRequest(generated.request, { now }).ok)).toBe(true);
    const fields = new Set(cases.flatMap((generated) => astralAtLimit(generated.request)));
    expect(fields.size).toBeGreaterThanOrEqual(3);
  });

  it('should break rules in requests whose text is not only ASCII too', () => {
    const at = fuzzArbitraries({ mode: 'invalid', rules: JSON_RULES, seed: 11, now });
    const cases = Array.from({ length: 400 }, (_, index) => at(index));
    expect(cases.filter((generated) => /[^\x20-\x7e]/u.test(JSON.stringify(generated.request) ?? '')).length).toBeGreaterThan(100);
  });
});

import { validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples';

describe('EXAMPLES', () => {
  it('should hold every shipped example, valid, text with suggestions first', () => {
    expect(EXAMPLES.map((example) => example.name)).toEqual(['text-with-suggestions', 'carousel', 'media-only', 'standalone-card']);
    for (const example of EXAMPLES) expect(validateSendRequest(JSON.parse(example.text), { now: new Date('2030-01-01T00:00:00Z') }).issues).toEqual([]);
  });
});

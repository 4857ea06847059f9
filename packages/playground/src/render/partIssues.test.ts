import { describe, expect, it } from 'vitest';
import { fieldBelow } from './partIssues';

describe('fieldBelow', () => {
  it('should name the field under a part, nothing for the part itself, the whole param for the root', () => {
    expect(fieldBelow('messages[1].from', 'messages[1]')).toBe('from');
    expect(fieldBelow('messages[1].contentMessage.richCard.standaloneCard.cardContent.media.height', 'messages[1].contentMessage.richCard.standaloneCard.cardContent.media')).toBe('height');
    expect(fieldBelow('messages[1].contentMessage.suggestions[2]', 'messages[1].contentMessage.suggestions[2]')).toBe('');
    expect(fieldBelow('organizationId', '')).toBe('organizationId');
  });
});

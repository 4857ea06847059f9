import { validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import mediaOnly from '../../../../schemas/examples/media-only.json';
import { canonicalChanges } from './canonicalChanges';

describe('canonicalChanges', () => {
  it('should list each rewritten leaf with its param, and nothing for an unchanged request', () => {
    const result = validateSendRequest(mediaOnly, { now: new Date('2030-01-01T00:00:00Z') });
    if (!result.ok) throw new Error('the example must be valid');
    expect(canonicalChanges(mediaOnly, result.value)).toEqual([
      { param: 'organizationId', written: '2F1C7A4E-8B3D-4C6A-9E2F-5D7B1A3C9E04', canonical: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04' },
      { param: 'messages[0].to', written: '+44 7400 123456', canonical: '447400123456' },
      { param: 'messages[1].to', written: '0034 612 345 678', canonical: '34612345678' },
      { param: 'messages[1].contentMessage.contentInfo.mimeType', written: 'Video/MP4', canonical: 'video/mp4' },
    ]);
    expect(canonicalChanges(result.value, result.value)).toEqual([]);
  });

  it('should start paths at the param given', () => {
    expect(canonicalChanges({ to: '+1' }, { to: '1' }, 'messages[3]')).toEqual([{ param: 'messages[3].to', written: '+1', canonical: '1' }]);
  });
});

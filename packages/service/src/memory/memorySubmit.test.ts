import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '../ports/submit';
import { createMemorySubmitPort } from './memorySubmit';

const taken = (id: string): SubmittedMessage => ({ id, organizationId: 'org', principalId: 'acme', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: 'Hi' } } });

describe('createMemorySubmitPort', () => {
  it('should look each message it took up as ACCEPTED for its organization, and know nothing of another id', async () => {
    const port = createMemorySubmitPort();
    await port.submit(taken('a'));
    expect(await port.get('a')).toEqual({ id: 'a', state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z', organizationId: 'org', history: [{ state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z' }] });
    expect(await port.get('b')).toBeUndefined();
    expect(port.submitted.map((message) => message.id)).toEqual(['a']);
  });
});

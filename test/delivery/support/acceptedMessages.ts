// Accepted messages, as the service hands them to a queue.
import type { SubmittedMessage } from '@rcs-send/service';

/** `count` accepted text messages with fresh UUIDs to RCS-capable numbers (none ends in 404). */
export function acceptedMessages(count: number): SubmittedMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
    principalId: 'acme',
    index,
    acceptedAt: new Date().toISOString(),
    expiresAt: null,
    message: { to: `351912${String(index).padStart(5, '0')}1`, from: 'acme_agent', contentMessage: { text: `Message ${index}` } },
  }));
}

// Tenants, payloads and services shared by the HTTP tests (not a test file itself).
import { createMemoryPorts, createSendService, type MemoryPorts, type SendPorts, type SendService, type SendServiceOptions } from '@rcs-send/service';

/** The API key of the principal `acme`. */
export const API_KEY = 'rcs_test_5b0e1c9d2a7f4e3b8c6d1a0f9e8d7c6b';
/** The API key of the principal `acme-ops`, also a member of {@link ORG_ID}. */
export const OTHER_API_KEY = 'rcs_test_a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** A key that authenticates nobody. */
export const WRONG_KEY = 'rcs_test_00000000000000000000000000000000';
/** An organization `acme` belongs to, with an RCS channel, sender `acme_agent` and a balance. */
export const ORG_ID = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
/** An organization that exists but `acme` does not belong to. */
export const OTHER_ORG_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** An organization `acme` belongs to, without the RCS channel. */
export const NO_RCS_ORG_ID = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';
/** An organization no one knows. */
export const UNKNOWN_ORG_ID = '00000000-0000-4000-8000-000000000000';
/** The configured sender of {@link ORG_ID}. */
export const SENDER = 'acme_agent';
/** Text that must never reach a log. */
export const SECRET_TEXT = 'Your one-time code is 739201 (secret-payload-marker)';

/** A valid Portuguese mobile number, distinct for each `n` from 0 to 99. */
export const recipient = (n: number): string => `3519123456${String(n).padStart(2, '0')}`;

/** A valid text message to recipient `n`. */
export const textMessage = (n = 0, text = 'Hello from the tests'): Record<string, unknown> => ({
  to: recipient(n),
  from: SENDER,
  contentMessage: { text },
});

/** A request body for `organizationId` with `messages`. */
export const request = (messages: unknown[], organizationId = ORG_ID): Record<string, unknown> => ({ organizationId, messages });

/** The in-memory ports of the test tenant, with `balance` units for {@link ORG_ID}. */
export function testPorts(balance = 1000): MemoryPorts {
  return createMemoryPorts({
    apiKeys: [
      { apiKey: API_KEY, principalId: 'acme' },
      { apiKey: OTHER_API_KEY, principalId: 'acme-ops' },
    ],
    organizations: [
      { id: ORG_ID, members: ['acme', 'acme-ops'], senders: [SENDER], balance },
      { id: OTHER_ORG_ID, members: ['globex'], senders: [SENDER], balance },
      { id: NO_RCS_ORG_ID, members: ['acme'], rcsChannel: false, senders: [SENDER], balance },
    ],
  });
}

/** A service over `ports` (the test tenant by default) with a fixed clock. */
export function testService(ports: SendPorts = testPorts(), options: Partial<SendServiceOptions> = {}): SendService {
  return createSendService({ ports, now: () => new Date('2026-01-15T09:00:00Z'), ...options });
}

/**
 * A valid message to recipient `n` whose compact JSON is exactly `bytes` UTF-8 bytes: a
 * 10-card carousel whose descriptions and postbackData are filled with 4-byte emoji.
 */
export function messageOfBytes(n: number, bytes: number): Record<string, unknown> {
  const cards = Array.from({ length: 10 }, (_, i) => ({
    title: `Card ${i}`,
    description: 'x',
    suggestions: Array.from({ length: 4 }, (_, j) => ({ reply: { text: `Option ${j}`, postbackData: 'x' } })),
  }));
  const message = { to: recipient(n), from: SENDER, contentMessage: { richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents: cards } } } };
  let room = bytes - Buffer.byteLength(JSON.stringify(message));
  const fill = (max: number): string => {
    const emoji = Math.min(max - 1, Math.floor(room / 4));
    room -= emoji * 4;
    const ascii = Math.min(room, max - 1 - emoji);
    room -= ascii;
    return `x${'😀'.repeat(emoji)}${'x'.repeat(ascii)}`;
  };
  for (const card of cards) {
    card.description = fill(2000);
    for (const suggestion of card.suggestions) suggestion.reply.postbackData = fill(2000);
  }
  if (Buffer.byteLength(JSON.stringify(message)) !== bytes) throw new Error(`could not build a message of ${bytes} bytes`);
  return message;
}

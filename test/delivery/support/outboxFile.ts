// Writes an outbox of accepted messages, as the server's outbox would hold them.
import { writeFile } from 'node:fs/promises';
import type { SubmittedMessage } from '@rcs-send/service';

/** `count` accepted text messages with fresh UUIDs to RCS-capable numbers (none ends in 404). */
export function acceptedMessages(count: number): SubmittedMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
    principalId: 'acme',
    index,
    acceptedAt: new Date().toISOString(),
    message: { to: `351912${String(index).padStart(5, '0')}1`, from: 'acme_agent', contentMessage: { text: `Message ${index}` } },
  }));
}

/** {@link acceptedMessages} as outbox lines; resolves to their ids. */
export async function writeOutbox(path: string, count: number): Promise<string[]> {
  const messages = acceptedMessages(count);
  await writeFile(path, messages.map((message) => `${JSON.stringify(message)}\n`).join(''));
  return messages.map((message) => message.id);
}

/** The final states of a state file, by id (the first line for an id wins, as the worker reads it). */
export async function readStates(text: string): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const { id, state } = JSON.parse(line) as { id: string; state: string };
    if (!states.has(id)) states.set(id, state);
  }
  return states;
}

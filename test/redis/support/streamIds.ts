// What the submit queue holds, read straight from Redis.
import type { RedisClient } from '@rcs-send/redis';

/** The stream the reference server appends accepted messages to. */
const STREAM = 'rcs-send:messages';

/** The fields of every entry of `stream`, by name, in stream order. */
export async function streamEntries(client: RedisClient, stream = STREAM): Promise<Array<ReadonlyMap<string, string>>> {
  const entries = (await client.xrange(stream, '-', '+')) as Array<[string, string[]]>;
  return entries.map(([, fields]) => new Map(fields.flatMap((field, i) => (i % 2 === 0 ? [[field, fields[i + 1] ?? '']] : [])) as Array<[string, string]>));
}

/** Every entry of the stream: its message id, organization and text. */
export async function streamMessages(client: RedisClient): Promise<Array<{ id: string; organizationId: string; text: string }>> {
  return (await streamEntries(client)).map((pairs) => {
    const value = (name: string): string => pairs.get(name) ?? '';
    const message = JSON.parse(value('message')) as { contentMessage: { text: string } };
    return { id: value('id'), organizationId: value('organizationId'), text: message.contentMessage.text };
  });
}

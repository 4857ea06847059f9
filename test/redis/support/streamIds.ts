// What the submit queue holds, read straight from Redis.
import type { RedisClient } from '@rcs-send/redis';

/** The stream the reference server appends accepted messages to. */
const STREAM = 'rcs-send:messages';

/** Every entry of the stream: its message id, organization and text. */
export async function streamMessages(client: RedisClient): Promise<Array<{ id: string; organizationId: string; text: string }>> {
  const entries = (await client.xrange(STREAM, '-', '+')) as Array<[string, string[]]>;
  return entries.map(([, fields]) => {
    const pairs = new Map(fields.flatMap((field, i) => (i % 2 === 0 ? [[field, fields[i + 1] ?? '']] : [])) as Array<[string, string]>);
    const value = (name: string): string => pairs.get(name) ?? '';
    const message = JSON.parse(value('message')) as { contentMessage: { text: string } };
    return { id: value('id'), organizationId: value('organizationId'), text: message.contentMessage.text };
  });
}

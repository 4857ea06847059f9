// The events feed and the message list end to end, through the server bin (`pnpm start`) on
// loopback as a client meets it: a message sent, delivered and read on the bin's own RBM
// emulator, its states read back from the feed in sequence order and from the list.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerBin, type RunningServerBin } from '../schemas/serverBin';
import { waitUntil } from '../support/waitUntil';

let directory: string;
let bin: RunningServerBin;

/** GET `path` of the bin with the demo key and the query `fields`; the status and the parsed body. */
async function get(path: string, fields: Record<string, string>): Promise<{ status: number; body: any }> {
  const answer = await fetch(`${bin.origin}${path}?${new URLSearchParams(fields).toString()}`, { headers: { authorization: `Bearer ${bin.apiKey}` } });
  return { status: answer.status, body: await answer.json() };
}

describe('the events feed and the message list of the server bin', () => {
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rcs-send-bin-reads-'));
    bin = await startServerBin(directory, { RCS_SEND_PLAYGROUND: 'off' });
  }, 60_000);
  afterAll(async () => {
    expect(await bin?.stop()).toBe(0);
    await rm(directory, { recursive: true, force: true });
  });

  it('should feed a delivered message\'s states in sequence order, and list it where it stands', { timeout: 60_000 }, async () => {
    const demo = JSON.parse(bin.demoBody) as { organizationId: string; messages: { to: string }[] };
    const { organizationId } = demo;
    const sent = await fetch(`${bin.origin}/v1.2/rcs/send`, { method: 'POST', headers: { authorization: `Bearer ${bin.apiKey}`, 'content-type': 'application/json' }, body: bin.demoBody });
    const id = ((await sent.json()) as { messages: { id: string }[] }).messages[0]?.id ?? '';
    const states = async (): Promise<string[]> => (await get('/v1.2/rcs/events', { organizationId })).body.events.flatMap((event: { data: { id?: string; state?: string } }) => (event.data.id === id ? [event.data.state] : []));
    await waitUntil('the message READ in the feed', 30_000, async () => (await states()).includes('READ'));

    const feed = await get('/v1.2/rcs/events', { organizationId, limit: '1000' });
    expect(feed.status).toBe(200);
    expect(feed.body.events.map((event: { sequence: number }) => event.sequence)).toEqual(feed.body.events.map((_: unknown, index: number) => index + 1));
    expect(feed.body.next).toBe(feed.body.events.length);
    expect(await states()).toEqual(['SENT', 'DELIVERED', 'READ']);
    const pages: number[] = [];
    for (let after = 0; ; ) {
      const page = await get('/v1.2/rcs/events', { organizationId, after: String(after), limit: '1' });
      if (page.body.events.length === 0) break;
      pages.push(...page.body.events.map((event: { sequence: number }) => event.sequence));
      after = page.body.next;
    }
    expect(pages).toEqual(feed.body.events.map((event: { sequence: number }) => event.sequence));

    const listed = await get('/v1.2/rcs/messages', { organizationId, state: 'READ', to: demo.messages[0]?.to ?? '' });
    const looked = await fetch(`${bin.origin}/v1.2/rcs/messages/${id}`, { headers: { authorization: `Bearer ${bin.apiKey}` } });
    expect([listed.status, listed.body]).toEqual([200, { messages: [await looked.json()], next: null }]);
    expect((await get('/v1.2/rcs/messages', { organizationId, state: 'FAILED' })).body).toEqual({ messages: [], next: null });
  });
});

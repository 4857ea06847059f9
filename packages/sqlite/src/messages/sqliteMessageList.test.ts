import { describe, expect, it } from 'vitest';
import type { ListPosition, MessageFilter, MessageStatus } from '@rcs-send/service';
import { accepted, ORG } from '../../test-support/messages';
import { newStore } from '../../test-support/storeFixtures';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const COUNT = 21_000;

describe('the SQLite store: the message list', () => {
  it('should look at a bounded stretch of the index for a page that filters, answering where it stopped, and so reach every match page by page', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: COUNT });
    const messages = Array.from({ length: COUNT }, (_, i) => accepted({ acceptedAt: new Date(T0 + i).toISOString() }));
    for (let i = 0; i < COUNT; i += 1000) await store.submit.submitBatch!({ organizationId: ORG, messages: messages.slice(i, i + 1000) });
    const [oldest, newest] = [messages[0]!, messages.at(-1)!];
    for (const { id } of [oldest, newest]) await store.states.advance({ id, state: 'FAILED', at: '2026-01-15T11:00:00.000Z', reason: 'NOT_FOUND' });

    const pages: { ids: string[]; next: ListPosition | null }[] = [];
    const filter: MessageFilter = { state: 'FAILED' };
    for (let after: ListPosition | undefined; pages.length < 10; ) {
      const page = await store.messages.list(ORG, filter, 5, after);
      pages.push({ ids: page.messages.map((status: MessageStatus) => status.id), next: page.next });
      if (page.next === null) break;
      after = page.next;
    }
    expect(pages.map((page) => page.ids)).toEqual([[newest.id], [], [oldest.id]]);
    expect(pages.map((page) => page.next?.acceptedAt ?? null)).toEqual([T0 + COUNT - 10_000, T0 + COUNT - 20_000, null]);

    const unfiltered = await store.messages.list(ORG, {}, 3, { acceptedAt: T0 + 3, id: messages[3]!.id });
    expect(unfiltered.messages.map((status) => status.id)).toEqual([messages[2]!.id, messages[1]!.id, oldest.id]);
    expect(unfiltered.next).toBeNull();
    await store.close();
  });
});

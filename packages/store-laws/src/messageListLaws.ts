// The laws of a store's message list: an organization's messages only, newest first by acceptance
// time then id; each filter keeps exactly what it names (acceptance from `since` included to
// `until` excluded); pages of any size, followed by `next`, go over every match once; and pages
// already begun are not moved by messages accepted meanwhile.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { listPositionOf, matchesFilter, type ListPosition, type MessageFilter, type MessageStatus, type SubmittedMessage } from '@rcs-send/service';
import { STORE_ORGANIZATION as ORG, withBalances } from './acceptance';
import { OTHER_ORGANIZATION } from './eventLogLaws';
import type { LawfulStore } from './lawfulStore';
import { withSubject, type Subject } from './subject';

const BASE = Date.parse('2026-01-15T09:00:00.000Z');
let made = 0;

/** One message to accept, and what happens to it after. */
interface Planned {
  readonly organizationId: string;
  readonly offsetMs: number;
  readonly to: string;
  readonly from: string;
  readonly fate: 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'FAILED' | 'SMS';
}

const planned: fc.Arbitrary<Planned> = fc.record({
  organizationId: fc.constantFrom(ORG, ORG, ORG, OTHER_ORGANIZATION),
  offsetMs: fc.integer({ min: 0, max: 5 }), // few distinct times: ties are ordered by id
  to: fc.constantFrom('351912345678', '351912345679'),
  from: fc.constantFrom('acme_agent', 'acme_news'),
  fate: fc.constantFrom('ACCEPTED', 'SENT', 'DELIVERED', 'FAILED', 'SMS'),
});

const filter: fc.Arbitrary<MessageFilter> = fc.record(
  {
    state: fc.constantFrom('ACCEPTED', 'SENT', 'DELIVERED', 'FAILED'),
    channel: fc.constantFrom('RCS', 'SMS'),
    to: fc.constantFrom('351912345678', '351912345679'),
    from: fc.constantFrom('acme_agent', 'acme_news'),
    since: fc.integer({ min: BASE, max: BASE + 5 }),
    until: fc.integer({ min: BASE, max: BASE + 6 }),
  },
  { requiredKeys: [] },
);

/** Accepts `plan` in `store` and moves each message to its fate; resolves to every status, as the store then holds it. */
async function accepted(store: LawfulStore, plan: readonly Planned[]): Promise<MessageStatus[]> {
  await withBalances(store, { [ORG]: 1000, [OTHER_ORGANIZATION]: 1000 });
  const statuses: MessageStatus[] = [];
  for (const { organizationId, offsetMs, to, from, fate } of plan) {
    made += 1;
    const acceptedAt = new Date(BASE + offsetMs).toISOString();
    const message: SubmittedMessage = { id: `list-law-${String(made).padStart(6, '0')}`, organizationId, principalId: 'acme', index: 0, acceptedAt, expiresAt: null, message: { to, from, contentMessage: { text: 'Hi' } } };
    await store.submit.submit(message);
    const at = new Date(BASE + 10_000).toISOString();
    if (fate === 'SENT' || fate === 'DELIVERED') await store.states.advance({ id: message.id, state: 'SENT', at });
    if (fate === 'DELIVERED') await store.states.advance({ id: message.id, state: 'DELIVERED', at });
    if (fate === 'FAILED') await store.states.advance({ id: message.id, state: 'FAILED', at, reason: 'NOT_FOUND' });
    if (fate === 'SMS') await store.states.advance({ id: message.id, state: 'SENT', at, channel: 'SMS', fallbackReason: 'NOT_FOUND', sms: { segments: 1, encoding: 'GSM7', smscMessageIds: ['1'] } });
    statuses.push((await store.states.get(message.id))!);
  }
  return statuses;
}

/** Newest first: by acceptance time, then by id, both descending. */
const newestFirst = (a: MessageStatus, b: MessageStatus): number => {
  const [x, y] = [listPositionOf(a), listPositionOf(b)];
  return y.acceptedAt - x.acceptedAt || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0);
};

/** Every message `store` lists for `organizationId` under `where`, following `next` page by page. */
async function everyPage(store: LawfulStore, organizationId: string, where: MessageFilter, limit: number): Promise<MessageStatus[]> {
  const all: MessageStatus[] = [];
  let after: ListPosition | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await store.messages.list(organizationId, where, limit, after);
    expect(page.messages.length).toBeLessThanOrEqual(limit);
    all.push(...page.messages);
    if (page.next === null) return all;
    after = page.next;
  }
  throw new Error('the list never ended');
}

/** Registers the laws of a store's message list, each on a fresh store from `open`. @public */
export function messageListLaws(open: () => Promise<Subject<LawfulStore>>, numRuns = 15): void {
  const opened = (law: (store: LawfulStore) => Promise<void>): Promise<void> => withSubject(open, undefined, law);

  it('should list exactly an organization\'s messages that match every filter, newest first, each once over pages of any size', () =>
    fc.assert(
      fc.asyncProperty(fc.array(planned, { maxLength: 14 }), filter, fc.integer({ min: 1, max: 5 }), (plan, where, limit) =>
        opened(async (store) => {
          const statuses = await accepted(store, plan);
          const expected = statuses.filter((status) => status.organizationId === ORG && matchesFilter(status, where)).sort(newestFirst);
          expect(await everyPage(store, ORG, where, limit)).toEqual(expected);
        }),
      ),
      { numRuns },
    ));

  it('should take `since` as included and `until` as excluded, to the millisecond', () =>
    opened(async (store) => {
      await accepted(store, [0, 1, 2, 3].map((offsetMs) => ({ organizationId: ORG, offsetMs, to: '351912345678', from: 'acme_agent', fate: 'ACCEPTED' as const })));
      const offsets = async (where: MessageFilter): Promise<number[]> => (await everyPage(store, ORG, where, 10)).map((status) => listPositionOf(status).acceptedAt - BASE);
      expect(await offsets({ since: BASE + 1, until: BASE + 3 })).toEqual([2, 1]);
      expect(await offsets({ since: BASE + 3 })).toEqual([3]);
      expect(await offsets({ until: BASE + 1 })).toEqual([0]);
      expect(await offsets({ since: BASE + 2, until: BASE + 2 })).toEqual([]);
    }));

  it('should keep the pages after a position as they were while newer messages are accepted', () =>
    opened(async (store) => {
      const older = await accepted(store, [0, 1, 2, 3, 4].map((offsetMs) => ({ organizationId: ORG, offsetMs, to: '351912345678', from: 'acme_agent', fate: 'ACCEPTED' as const })));
      const first = await store.messages.list(ORG, {}, 2);
      expect(first.messages.map((status) => status.id)).toEqual([older[4]!.id, older[3]!.id]);
      await accepted(store, [5, 5, 4].map((offsetMs) => ({ organizationId: ORG, offsetMs, to: '351912345678', from: 'acme_agent', fate: 'ACCEPTED' as const })));
      const rest = [];
      for (let after = first.next; after !== null; ) {
        const page = await store.messages.list(ORG, {}, 2, after);
        rest.push(...page.messages.map((status) => status.id));
        after = page.next;
      }
      expect(rest).toEqual([older[2]!.id, older[1]!.id, older[0]!.id]);
    }));
}

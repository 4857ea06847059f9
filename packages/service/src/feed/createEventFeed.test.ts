import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors/unavailableError';
import type { EventLogPort } from '../events/eventLogPort';
import { keptEventPayload } from '../events/keptEvent';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { createMemoryOrganizationPort } from '../memory/memoryOrganizations';
import { createMemoryStore } from '../memory/memoryStore';
import type { WebhookEvent } from '../status/webhookBodies';
import { createEventFeed } from './createEventFeed';
import type { EventFeedBody } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const NO_RCS_ORG = '11111111-2222-4333-8444-555555555555';
const UNKNOWN_ORG = '00000000-0000-4000-8000-000000000000';
const KEY = 'feed-test-key-0123456789';
const bearer = `Bearer ${KEY}`;
const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]);
const organizations = createMemoryOrganizationPort([
  { id: ORG, members: ['p'], senders: [] },
  { id: OTHER_ORG, members: ['q'], senders: [] },
  { id: NO_RCS_ORG, members: ['p'], senders: [], rcsChannel: false },
]);

/** A user's reply numbered `n`: an event of the simplest kind. */
const reply = (n: number): WebhookEvent => ({ type: 'message.reply', data: { from: '+351912345678', to: 'acme', text: `reply ${n}`, receivedAt: '2026-01-15T09:00:00.000Z' } });

/** A feed over a fresh memory store's event logs, `count` replies recorded for ORG. */
async function feedWith(count: number, onError?: (error: unknown, source: string) => void) {
  const store = createMemoryStore();
  const record = async (n: number, organizationId = ORG) => store.events.record({ organizationId, event: reply(n), at: Date.parse('2026-01-15T09:00:00Z') + n });
  for (let n = 1; n <= count; n += 1) await record(n);
  const feed = createEventFeed({ ports: { auth, organizations, events: store.events }, ...(onError === undefined ? {} : { onError }) });
  /** Reads the page of `fields` (ORG's, beside) or of a query as written, with `authorization` (null: none). */
  const read = (fields: Record<string, string> | string, authorization: string | null = bearer) =>
    feed.read({ authorization: authorization ?? undefined, query: new URLSearchParams(typeof fields === 'string' ? fields : { organizationId: ORG, ...fields }) });
  return { store, record, read };
}

/** The sequences of a 200 page. */
const sequencesOf = (body: unknown): number[] => (body as EventFeedBody).events.map((event) => event.sequence);

describe('createEventFeed', () => {
  it('should answer a member its events after `after`, in sequence order, each the body its webhook carries, and the next `after`', async () => {
    const { store, read } = await feedWith(5);
    const page = await read({ after: '2', limit: '2' });
    expect([page.status, page.headers['cache-control'], page.headers['content-type']]).toEqual([200, 'no-store', 'application/json; charset=utf-8']);
    expect(page.body).toEqual({ events: (await store.events.after(ORG, 2, 2)).map(keptEventPayload), next: 4 });
    expect(Object.keys((page.body as EventFeedBody).events[0]!)).toEqual(['id', 'type', 'timestamp', 'sequence', 'data']);
    expect((page.body as EventFeedBody).events[0]).toMatchObject({ id: expect.stringMatching(/^msg_[0-9a-f-]{36}$/), type: 'message.reply', timestamp: '2026-01-15T09:00:00.003Z', sequence: 3 });
  });

  it('should read from 0 with 100 a page when neither is given, and answer an empty page past the end with `after` itself as next', async () => {
    const { read } = await feedWith(150);
    const first = await read({});
    const past = await read({ after: '150' });
    const far = await read({ after: '9007199254740991' });
    expect(sequencesOf(first.body)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect((first.body as EventFeedBody).next).toBe(100);
    expect([past.body, far.body]).toEqual([{ events: [], next: 150 }, { events: [], next: 9007199254740991 }]);
  });

  it('should take a limit from 1 to 1000 and an after from 0, in digits, and refuse anything else at its name', async () => {
    const { read } = await feedWith(3);
    for (const limit of ['1', '1000', '0007']) expect((await read({ limit })).status).toBe(200);
    expect(sequencesOf((await read({ limit: '1' })).body)).toEqual([1]);
    for (const limit of ['0', '1001', '', '-1', '1.5', '1e2', ' 5', '+5', '0x10', '99999999999999999']) {
      expect([limit, (await read({ limit })).body]).toMatchObject([limit, { error: { code: 'LIMIT_INVALID', param: 'limit' }, messages: null }]);
    }
    expect(sequencesOf((await read({ after: '0' })).body)).toEqual([1, 2, 3]);
    for (const after of ['-1', '1.5', '', 'one', '1e3', '9007199254740992', '%31']) {
      expect([after, (await read({ after })).status, (await read({ after })).body]).toMatchObject([after, 400, { error: { code: 'AFTER_INVALID', param: 'after' } }]);
    }
  });

  it("should refuse a parameter it does not take or one given twice, at its name, before the organization is asked", async () => {
    const { read } = await feedWith(1);
    const unknown = await read(`organizationId=${OTHER_ORG}&since=0`);
    const repeated = await read(`organizationId=${ORG}&after=1&after=2`);
    const repeatedOrganization = await read(`organizationId=${ORG}&organizationId=${OTHER_ORG}`);
    expect([unknown.status, unknown.body]).toMatchObject([400, { error: { code: 'QUERY_PARAMETER_UNKNOWN', param: 'since' } }]);
    expect([repeated.status, repeated.body]).toMatchObject([400, { error: { code: 'QUERY_PARAMETER_REPEATED', param: 'after' } }]);
    expect(repeatedOrganization.body).toMatchObject({ error: { code: 'QUERY_PARAMETER_REPEATED', param: 'organizationId' } });
  });

  it("should answer as sending does: 401 without a valid key, the send's codes at organizationId, 403 for another organization's, 404 for none", async () => {
    const { read } = await feedWith(1);
    const missing = await read({}, null);
    const wrong = await read({}, 'Bearer not-a-key');
    const absent = await read('after=0');
    const malformed = await read('organizationId=not-a-uuid');
    const forbidden = await read(`organizationId=${OTHER_ORG}`);
    const unknown = await read(`organizationId=${UNKNOWN_ORG}`);
    const withoutRcs = await read(`organizationId=${NO_RCS_ORG}`);
    const upperCase = await read(`organizationId=${ORG.toUpperCase()}`);
    expect([missing.status, missing.headers['www-authenticate'], wrong.status]).toEqual([401, 'Bearer realm="rcs-send"', 401]);
    expect([absent.body, malformed.body]).toMatchObject([{ error: { code: 'FIELD_REQUIRED', param: 'organizationId' } }, { error: { code: 'ORGANIZATION_ID_INVALID', param: 'organizationId' } }]);
    expect([forbidden.status, forbidden.body]).toMatchObject([403, { error: { code: 'ORGANIZATION_FORBIDDEN', param: 'organizationId' } }]);
    expect([unknown.status, unknown.body]).toMatchObject([404, { error: { code: 'ORGANIZATION_NOT_FOUND', param: 'organizationId' } }]);
    expect([withoutRcs.status, withoutRcs.body, sequencesOf(upperCase.body)]).toEqual([200, { events: [], next: 0 }, [1]]);
  });

  it("should never show another organization's events", async () => {
    const { record, read } = await feedWith(2);
    await record(3, OTHER_ORG);
    await record(4, NO_RCS_ORG);
    expect(sequencesOf((await read({})).body)).toEqual([1, 2]);
    expect((await read(`organizationId=${NO_RCS_ORG}`)).body).toMatchObject({ events: [{ sequence: 1, data: { text: 'reply 4' } }], next: 1 });
  });

  it('should answer 500 for a log that throws and 503 with Retry-After for one unavailable, telling onError which port', async () => {
    const told: string[] = [];
    const failing = (error: Error): Pick<EventLogPort, 'after'> => ({ after: async () => Promise.reject(error) });
    const feedOf = (events: Pick<EventLogPort, 'after'>) => createEventFeed({ ports: { auth, organizations, events }, onError: (_error, source) => told.push(source) });
    const query = new URLSearchParams({ organizationId: ORG });
    const broken = await feedOf(failing(new Error('disk'))).read({ authorization: bearer, query });
    const down = await feedOf(failing(new ServiceUnavailableError('down', 7))).read({ authorization: bearer, query });
    expect([broken.status, broken.body]).toMatchObject([500, { error: { code: 'INTERNAL_ERROR' } }]);
    expect([down.status, down.headers['retry-after']]).toEqual([503, '7']);
    expect(told).toEqual(['events', 'events']);
  });

  it('should refuse ports without their methods when it is made', () => {
    const events = createMemoryStore().events;
    expect(() => createEventFeed({ ports: { auth, organizations, events: {} as EventLogPort } })).toThrow(/events\.after/);
    expect(() => createEventFeed({ ports: { auth: {} as typeof auth, organizations, events } })).toThrow(TypeError);
  });

  it('should give every event once, in order, to a reader following next 7 at a time while more are recorded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 12 }), { minLength: 1, maxLength: 15 }), async (recordedBeforeEachPage) => {
        // Arrange: a log written to between the reader's pages.
        const { store, record, read } = await feedWith(0);
        let recorded = 0;
        const seen: EventFeedBody['events'] = [];
        let after = 0;
        // Act: each page follows the previous one's next; the reader stops on an empty page once the writer is done.
        for (let page = 0; ; page += 1) {
          for (let n = 0; n < (recordedBeforeEachPage[page] ?? 0); n += 1) await record((recorded += 1));
          const body = (await read({ after: String(after), limit: '7' })).body as EventFeedBody;
          expect(body.events.length).toBeLessThanOrEqual(7);
          seen.push(...body.events);
          after = body.next;
          if (body.events.length === 0 && page >= recordedBeforeEachPage.length) break;
        }
        // Assert: the log as it stands, each event once, in sequence order.
        expect(seen).toEqual((await store.events.after(ORG, 0, recorded + 1)).map(keptEventPayload));
        expect(seen.map((event) => event.sequence)).toEqual(Array.from({ length: recorded }, (_, index) => index + 1));
      }),
      { numRuns: 60 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors/unavailableError';
import type { MessageListPort } from '../events/messageListPort';
import type { StateChange } from '../lifecycle/stateChange';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { createMemoryOrganizationPort } from '../memory/memoryOrganizations';
import { createMemoryStore } from '../memory/memoryStore';
import { createStatusLookup } from '../status/createStatusLookup';
import { createMessageList } from './createMessageList';
import { _listCursorOf } from './listCursor';
import type { MessageListBody } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const NO_RCS_ORG = '11111111-2222-4333-8444-555555555555';
const UNKNOWN_ORG = '00000000-0000-4000-8000-000000000000';
const KEY = 'list-test-key-0123456789';
const bearer = `Bearer ${KEY}`;
const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]);
const organizations = createMemoryOrganizationPort([
  { id: ORG, members: ['p'], senders: [] },
  { id: OTHER_ORG, members: ['q'], senders: [] },
  { id: NO_RCS_ORG, members: ['p'], senders: [], rcsChannel: false },
]);
const [TO, OTHER_TO] = ['351912345678', '351912345679'];
/** The id of message `n`, a UUID that sorts with `n`. */
const idOf = (n: number): string => `0195c2a4-7b3e-7c11-9a2b-${String(n).padStart(12, '0')}`;
/** 2026-01-15 at 09:00 plus `seconds`. */
const at = (seconds: number): string => new Date(Date.parse('2026-01-15T09:00:00Z') + seconds * 1000).toISOString();

/**
 * A list over a fresh memory store holding six messages of ORG accepted a second apart (message n
 * at second n; 4 and 5 in the same second, to tell them apart by id), and one of OTHER_ORG:
 * 1 DELIVERED, 2 FAILED, 3 SENT by SMS, 4 ACCEPTED from `globex`, 5 and 6 ACCEPTED to OTHER_TO.
 */
async function listWith(onError?: (error: unknown, source: string) => void) {
  const store = createMemoryStore();
  const accept = (n: number, second: number, change: Partial<StateChange> = {}) => store.states.advance({ id: idOf(n), state: 'ACCEPTED', at: at(second), organizationId: ORG, to: TO, from: 'acme', ...change });
  for (const n of [1, 2, 3]) await accept(n, n);
  await accept(4, 4, { from: 'globex' });
  await accept(5, 4, { to: OTHER_TO });
  await accept(6, 6, { to: OTHER_TO });
  await accept(7, 7, { organizationId: OTHER_ORG });
  await store.states.advance({ id: idOf(1), state: 'SENT', at: at(10) });
  await store.states.advance({ id: idOf(1), state: 'DELIVERED', at: at(11) });
  await store.states.advance({ id: idOf(2), state: 'FAILED', at: at(10), reason: 'NOT_FOUND: the recipient is not reachable via RCS' });
  await store.states.advance({ id: idOf(3), state: 'SENT', at: at(10), channel: 'SMS', fallbackReason: 'NOT_RCS_CAPABLE', sms: { segments: 1, encoding: 'GSM7', smscMessageIds: [] } });
  const list = createMessageList({ ports: { auth, organizations, messages: store.messages }, ...(onError === undefined ? {} : { onError }) });
  const lookup = createStatusLookup({ ports: { auth, organizations, states: store.states } });
  /** Lists the page of `fields` (ORG's, beside) or of a query as written, with `authorization` (null: none). */
  const page = (fields: Record<string, string> | string, authorization: string | null = bearer) =>
    list.list({ authorization: authorization ?? undefined, query: new URLSearchParams(typeof fields === 'string' ? fields : { organizationId: ORG, ...fields }) });
  /** The ids of a 200 page, by their number. */
  const numbers = async (fields: Record<string, string> | string): Promise<number[]> => ((await page(fields)).body as MessageListBody).messages.map(({ id }) => Number(id.slice(-12)));
  return { store, lookup, page, numbers, accept };
}

describe('createMessageList', () => {
  it("should answer a member its organization's messages newest first, each exactly as the status lookup answers it", async () => {
    const { page, lookup } = await listWith();
    const answer = await page({});
    expect([answer.status, answer.headers['cache-control'], answer.headers['content-type']]).toEqual([200, 'no-store', 'application/json; charset=utf-8']);
    const body = answer.body as MessageListBody;
    expect(body.messages.map(({ id }) => id)).toEqual([6, 5, 4, 3, 2, 1].map(idOf));
    for (const message of body.messages) expect(message).toEqual((await lookup.lookup({ authorization: bearer, id: message.id })).body);
    expect(body.next).toBeNull();
  });

  it('should keep only the messages matching every filter given: state, channel, to as the send reads it, from, since included and until excluded', async () => {
    const { numbers } = await listWith();
    expect(await numbers({ state: 'ACCEPTED' })).toEqual([6, 5, 4]);
    expect(await numbers({ state: 'SENT' })).toEqual([3]);
    expect(await numbers({ channel: 'SMS' })).toEqual([3]);
    expect(await numbers({ channel: 'RCS', state: 'DELIVERED' })).toEqual([1]);
    expect(await numbers({ to: '+351 912 345 679' })).toEqual([6, 5]);
    expect(await numbers(`organizationId=${ORG}&to=+351912345679`)).toEqual([6, 5]); // an unencoded + reads as a space, a separator
    expect(await numbers({ to: '00351912345678', from: 'acme' })).toEqual([3, 2, 1]);
    expect(await numbers({ from: 'globex' })).toEqual([4]);
    expect(await numbers({ since: at(2), until: at(4) })).toEqual([3, 2]);
    expect(await numbers({ since: '2026-01-15T10:00:04+01:00' })).toEqual([6, 5, 4]);
    expect(await numbers({ since: at(4), until: at(4) })).toEqual([]);
    expect(await numbers({ state: 'READ' })).toEqual([]);
  });

  it('should refuse each filter it cannot read at its name, and until earlier than since', async () => {
    const { page } = await listWith();
    const refusals: [Record<string, string>, string, string][] = [
      [{ state: 'sent' }, 'STATE_INVALID', 'state'],
      [{ state: '' }, 'STATE_INVALID', 'state'],
      [{ channel: 'sms' }, 'CHANNEL_INVALID', 'channel'],
      [{ to: '12345' }, 'MSISDN_INVALID', 'to'],
      [{ to: '' }, 'MSISDN_INVALID', 'to'],
      [{ from: '' }, 'FIELD_EMPTY', 'from'],
      [{ since: '2026-01-15' }, 'DATETIME_INVALID', 'since'],
      [{ since: '2026-01-15T09:00:00 01:00' }, 'DATETIME_INVALID', 'since'],
      [{ until: '2026-02-30T09:00:00Z' }, 'DATETIME_INVALID', 'until'],
      [{ since: at(5), until: at(4) }, 'TIME_RANGE_INVALID', 'until'],
      [{ state: 'NOPE', until: 'never' }, 'STATE_INVALID', 'state'],
    ];
    for (const [fields, code, param] of refusals) {
      const answer = await page(fields);
      expect([fields, answer.status, answer.body]).toEqual([fields, 400, { error: { code, param, description: expect.any(String) }, messages: null }]);
    }
  });

  it('should take a limit from 1 to 1000 (100 when absent) and refuse any other at limit', async () => {
    const { page, numbers } = await listWith();
    expect(await numbers({ limit: '1' })).toEqual([6]);
    expect(await numbers({ limit: '1000' })).toEqual([6, 5, 4, 3, 2, 1]);
    for (const limit of ['0', '1001', '', '2.0', '-3']) expect((await page({ limit })).body).toMatchObject({ error: { code: 'LIMIT_INVALID', param: 'limit' } });
  });

  it('should give each message once, newest first, to a reader following next, while newer messages are accepted', async () => {
    const { page, accept } = await listWith();
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let pages = 0; cursor !== null; pages += 1) {
      const body = (await page({ limit: '2', ...(cursor === undefined ? {} : { cursor }) })).body as MessageListBody;
      seen.push(...body.messages.map(({ id }) => id));
      cursor = body.next;
      await accept(100 + pages, 100 + pages); // newer than every page: never in a later one
      expect(pages).toBeLessThan(10);
    }
    expect(seen).toEqual([6, 5, 4, 3, 2, 1].map(idOf));
  });

  it('should page from the position a cursor names, answered or not, and refuse any other text, at cursor', async () => {
    const { page, numbers } = await listWith();
    const next = ((await page({ limit: '2' })).body as MessageListBody).next ?? '';
    expect(await numbers({ limit: '2', cursor: next })).toEqual([4, 3]);
    expect(await numbers({ cursor: _listCursorOf({ acceptedAt: Date.parse(at(4)), id: idOf(5) }) })).toEqual([4, 3, 2, 1]);
    for (const cursor of ['', `${next}=`, next.slice(1), next.replace(/[A-Za-z]/, (letter) => (letter === 'a' ? 'b' : 'a')), 'not a cursor', btoa('{"acceptedAt":1}')]) {
      expect([cursor, (await page({ cursor })).body]).toEqual([cursor, { error: { code: 'CURSOR_INVALID', param: 'cursor', description: expect.any(String) }, messages: null }]);
    }
  });

  it('should refuse a parameter it does not take or one given twice, at its name, before the organization is asked', async () => {
    const { page } = await listWith();
    expect((await page(`organizationId=${UNKNOWN_ORG}&State=SENT`)).body).toMatchObject({ error: { code: 'QUERY_PARAMETER_UNKNOWN', param: 'State' } });
    expect((await page(`organizationId=${ORG}&after=1`)).body).toMatchObject({ error: { code: 'QUERY_PARAMETER_UNKNOWN', param: 'after' } });
    expect((await page(`organizationId=${ORG}&state=SENT&state=READ`)).body).toMatchObject({ error: { code: 'QUERY_PARAMETER_REPEATED', param: 'state' } });
  });

  it("should answer as sending does: 401 without a valid key, the send's codes at organizationId, 403 for another organization's, 404 for none", async () => {
    const { page, numbers } = await listWith();
    const missing = await page({}, null);
    const forbidden = await page(`organizationId=${OTHER_ORG}`);
    const unknown = await page(`organizationId=${UNKNOWN_ORG}`);
    expect([missing.status, missing.headers['www-authenticate'], (await page({}, 'Bearer wrong')).status]).toEqual([401, 'Bearer realm="rcs-send"', 401]);
    expect((await page('')).body).toMatchObject({ error: { code: 'FIELD_REQUIRED', param: 'organizationId' } });
    expect((await page('organizationId=')).body).toMatchObject({ error: { code: 'FIELD_EMPTY', param: 'organizationId' } });
    expect((await page(`organizationId=urn:uuid:${ORG}`)).body).toMatchObject({ error: { code: 'ORGANIZATION_ID_INVALID', param: 'organizationId' } });
    expect([forbidden.status, forbidden.body]).toMatchObject([403, { error: { code: 'ORGANIZATION_FORBIDDEN', param: 'organizationId' } }]);
    expect([unknown.status, unknown.body]).toMatchObject([404, { error: { code: 'ORGANIZATION_NOT_FOUND', param: 'organizationId' } }]);
    expect([(await page(`organizationId=${NO_RCS_ORG}`)).body, await numbers(`organizationId=${ORG.toUpperCase()}&limit=1`)]).toEqual([{ messages: [], next: null }, [6]]);
  });

  it('should answer 500 for a list that throws and 503 with Retry-After for one unavailable, telling onError which port', async () => {
    const told: string[] = [];
    const failing = (error: Error): MessageListPort => ({ list: async () => Promise.reject(error) });
    const listOf = (messages: MessageListPort) => createMessageList({ ports: { auth, organizations, messages }, onError: (_error, source) => told.push(source) });
    const query = new URLSearchParams({ organizationId: ORG });
    const broken = await listOf(failing(new Error('disk'))).list({ authorization: bearer, query });
    const down = await listOf(failing(new ServiceUnavailableError('down', 3))).list({ authorization: bearer, query });
    expect([broken.status, broken.body]).toMatchObject([500, { error: { code: 'INTERNAL_ERROR' } }]);
    expect([down.status, down.headers['retry-after']]).toEqual([503, '3']);
    expect(told).toEqual(['messages', 'messages']);
    expect(() => createMessageList({ ports: { auth, organizations, messages: {} as MessageListPort } })).toThrow(/messages\.list/);
  });
});

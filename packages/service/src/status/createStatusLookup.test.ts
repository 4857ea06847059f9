import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors/unavailableError';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { createMemoryOrganizationPort } from '../memory/memoryOrganizations';
import type { MessageStatusRecord, StatusLookupPort } from './messageStatus';
import { createStatusLookup } from './createStatusLookup';
import type { StatusLookupPorts } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const NO_RCS_ORG = '11111111-2222-4333-8444-555555555555';
const ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const KEY = 'lookup-test-key-0123456789';
const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]);
const organizations = createMemoryOrganizationPort([
  { id: ORG, members: ['p'], senders: [] },
  { id: OTHER_ORG, members: ['q'], senders: [] },
  { id: NO_RCS_ORG, members: ['p'], senders: [], rcsChannel: false },
]);
const failed: MessageStatusRecord = {
  id: ID,
  state: 'FAILED',
  at: '2026-01-15T09:00:01.000Z',
  reason: 'the number is not reachable over RCS',
  organizationId: ORG,
  history: [
    { state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z' },
    { state: 'FAILED', at: '2026-01-15T09:00:01.000Z' },
  ],
};
const statesOf = (...records: MessageStatusRecord[]): StatusLookupPort => ({ get: async (id) => records.find((record) => record.id === id) });
const lookupOf = (states: StatusLookupPort, onError?: (error: unknown, source: string) => void) =>
  createStatusLookup({ ports: { auth, organizations, states }, ...(onError === undefined ? {} : { onError }) });
const bearer = `Bearer ${KEY}`;

describe('createStatusLookup', () => {
  it('should answer a member the status, its reason and its history, without organization or attempts', async () => {
    const response = await lookupOf(statesOf({ ...failed, attempts: 2 } as MessageStatusRecord)).lookup({ authorization: bearer, id: ID });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ id: ID, state: 'FAILED', at: failed.at, reason: failed.reason, channel: 'RCS', history: failed.history.map((step) => ({ ...step, channel: 'RCS' })) });
  });

  it('should say a message carried by SMS after a fallback: the channel of the status and of each step, why it fell back and its SMS', async () => {
    const bySms: MessageStatusRecord = {
      ...failed,
      state: 'DELIVERED',
      channel: 'SMS',
      fallbackReason: 'NOT_FOUND: the recipient is not reachable via RCS',
      sms: { segments: 2, encoding: 'UCS2', smscMessageIds: ['smsc-1', 'smsc-2'] },
      history: [failed.history[0]!, { state: 'SENT', at: failed.at, channel: 'SMS' }, { state: 'DELIVERED', at: failed.at, channel: 'SMS' }],
    };
    expect((await lookupOf(statesOf(bySms)).lookup({ authorization: bearer, id: ID })).body).toEqual({
      id: ID,
      state: 'DELIVERED',
      at: failed.at,
      channel: 'SMS',
      fallbackReason: 'NOT_FOUND: the recipient is not reachable via RCS',
      sms: { segments: 2, encoding: 'UCS2', smscMessageIds: ['smsc-1', 'smsc-2'] },
      history: [{ ...failed.history[0]!, channel: 'RCS' }, { state: 'SENT', at: failed.at, channel: 'SMS' }, { state: 'DELIVERED', at: failed.at, channel: 'SMS' }],
    });
  });

  it.each(['EXPIRED', 'CANCELLED'] as const)('should give the reason of a %s message, and none of states that carry no reason', async (state) => {
    const withdrawn = { ...failed, state, reason: 'withdrawn', history: [failed.history[0]!, { state: 'SENT' as const, at: failed.at }, { state, at: failed.at }] };
    expect((await lookupOf(statesOf(withdrawn)).lookup({ authorization: bearer, id: ID })).body).toMatchObject({ state, reason: 'withdrawn' });
    const sent = { ...failed, state: 'SENT' as const, reason: 'not for clients', history: [failed.history[0]!, { state: 'SENT' as const, at: failed.at }] };
    expect((await lookupOf(statesOf(sent)).lookup({ authorization: bearer, id: ID })).body).not.toHaveProperty('reason');
  });

  it('should find an id written in upper case', async () => {
    const response = await lookupOf(statesOf(failed)).lookup({ authorization: bearer, id: ID.toUpperCase() });
    expect(response.status).toBe(200);
  });

  it('should answer a member whose organization lost the RCS channel since', async () => {
    const response = await lookupOf(statesOf({ ...failed, organizationId: NO_RCS_ORG })).lookup({ authorization: bearer, id: ID });
    expect(response.status).toBe(200);
  });

  it('should answer 404 MESSAGE_NOT_FOUND alike for an unknown id, another organization, an unknown organization and no organization', async () => {
    const bodies = [];
    for (const organizationId of [OTHER_ORG, '00000000-0000-4000-8000-000000000000', undefined]) {
      const { organizationId: _, ...rest } = failed;
      const record = organizationId === undefined ? rest : { ...rest, organizationId };
      const response = await lookupOf(statesOf(record)).lookup({ authorization: bearer, id: ID });
      bodies.push([response.status, response.body]);
    }
    const unknown = await lookupOf(statesOf()).lookup({ authorization: bearer, id: ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'MESSAGE_NOT_FOUND', param: '' }, messages: null });
    expect(bodies).toEqual([0, 1, 2].map(() => [404, unknown.body]));
  });

  it('should answer 400 MESSAGE_ID_INVALID for an id that is not a UUID, without asking the state port', async () => {
    let asked = false;
    const lookup = lookupOf({ get: async () => void (asked = true) });
    for (const id of ['', 'abc', `${ID}0`, ID.slice(1), ID.replaceAll('-', ''), `${ID.slice(0, 35)}g`]) {
      const response = await lookup.lookup({ authorization: bearer, id });
      expect([id, response.status, response.body]).toMatchObject([id, 400, { error: { code: 'MESSAGE_ID_INVALID' } }]);
    }
    expect(asked).toBe(false);
  });

  it('should answer 401 before anything else, for a missing or unknown key', async () => {
    const lookup = lookupOf(statesOf(failed));
    const missing = await lookup.lookup({ authorization: undefined, id: 'not-a-uuid' });
    const unknown = await lookup.lookup({ authorization: 'Bearer nope', id: ID });
    expect([missing.status, missing.headers['www-authenticate']]).toEqual([401, 'Bearer realm="rcs-send"']);
    expect([unknown.status, unknown.headers['www-authenticate']]).toEqual([401, 'Bearer realm="rcs-send", error="invalid_token"']);
  });

  it('should answer 500 for a failing state port and 503 for an unavailable one, and tell onError', async () => {
    const errors: string[] = [];
    const broken = await lookupOf({ get: () => Promise.reject(new Error('disk')) }, (_e, source) => errors.push(source)).lookup({ authorization: bearer, id: ID });
    const down = await lookupOf({ get: () => Promise.reject(new ServiceUnavailableError('down', 2)) }).lookup({ authorization: bearer, id: ID });
    expect(broken.body).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    expect([down.status, down.headers['retry-after']]).toEqual([503, '2']);
    expect(errors).toEqual(['states']);
  });

  it('should refuse ports without their methods at construction', () => {
    expect(() => createStatusLookup({ ports: { auth, organizations } as unknown as StatusLookupPorts })).toThrow(/states\.get/);
  });
});

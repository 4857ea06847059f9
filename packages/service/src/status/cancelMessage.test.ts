import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors/unavailableError';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { createMemoryOrganizationPort } from '../memory/memoryOrganizations';
import type { MessageCancelPort } from '../ports/cancel';
import type { MessageState } from '../lifecycle/messageStates';
import type { MessageStatusRecord } from './messageStatus';
import { createStatusLookup } from './createStatusLookup';
import { handleStatusHttpRequest } from './handleStatusHttpRequest';
import type { StatusLookupPorts } from './types';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const OTHER_ORG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const KEY = 'cancel-test-key-0123456789';
const NOW = new Date('2026-01-15T09:05:00.000Z');
const bearer = `Bearer ${KEY}`;
const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]);
const organizations = createMemoryOrganizationPort([
  { id: ORG, members: ['p'], senders: [] },
  { id: OTHER_ORG, members: ['q'], senders: [] },
]);

/** A status of the message in `state`, reached through ACCEPTED (and SENT for a state after handover). */
function statusIn(state: MessageState, organizationId = ORG): MessageStatusRecord {
  const steps: MessageState[] = state === 'ACCEPTED' ? ['ACCEPTED'] : ['ACCEPTED', 'SENT', 'DELIVERED', 'READ', 'CANCELLED'].includes(state) ? ['ACCEPTED', 'SENT', state] : ['ACCEPTED', state];
  const history = [...new Set(steps)].map((step, i) => ({ state: step, at: `2026-01-15T09:00:0${i}.000Z` }));
  return { id: ID, state, at: history.at(-1)?.at ?? '', organizationId, history, ...(state === 'FAILED' ? { reason: 'NOT_FOUND' } : {}) };
}

/** A cancel port answering `after` (the status it leaves), recording what it was asked. */
function cancelsAnswering(after: (id: string, at: string) => Promise<MessageStatusRecord | undefined>): MessageCancelPort & { readonly asked: [string, string][] } {
  const asked: [string, string][] = [];
  return { asked, cancel: (id, at) => (asked.push([id, at]), after(id, at)) };
}

/** A lookup over a state port holding `status`, cancelling through `cancels`. */
const lookupOf = (status: MessageStatusRecord | undefined, cancels: MessageCancelPort, onError?: (error: unknown, source: string) => void) =>
  createStatusLookup({ ports: { auth, organizations, states: { get: async (id) => (id === status?.id ? status : undefined) }, cancels }, now: () => NOW, ...(onError === undefined ? {} : { onError }) });

const cancelled = (id: string, at: string): Promise<MessageStatusRecord> => {
  const accepted = statusIn('ACCEPTED');
  return Promise.resolve({ ...accepted, id, state: 'CANCELLED', at, history: [...accepted.history, { state: 'CANCELLED', at }] });
};

describe('createStatusLookup with a cancel port', () => {
  it('should cancel an ACCEPTED message through the port, at the clock, and answer 200 with the CANCELLED status', async () => {
    const cancels = cancelsAnswering(cancelled);
    const response = await lookupOf(statusIn('ACCEPTED'), cancels).cancel?.({ authorization: bearer, id: ID.toUpperCase() });
    expect(cancels.asked).toEqual([[ID, NOW.toISOString()]]);
    expect([response?.status, response?.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(response?.body).toEqual({ id: ID, state: 'CANCELLED', at: NOW.toISOString(), channel: 'RCS', history: [{ state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z', channel: 'RCS' }, { state: 'CANCELLED', at: NOW.toISOString(), channel: 'RCS' }] });
  });

  it('should answer a CANCELLED message 200 again, without asking the port', async () => {
    const cancels = cancelsAnswering(cancelled);
    const response = await lookupOf(statusIn('CANCELLED'), cancels).cancel?.({ authorization: bearer, id: ID });
    expect([response?.status, response?.body]).toMatchObject([200, { state: 'CANCELLED' }]);
    expect(cancels.asked).toEqual([]);
  });

  it.each(['DELIVERED', 'READ', 'EXPIRED', 'FAILED'] as const)('should answer a %s message 409 with its status body, without asking the port', async (state) => {
    const cancels = cancelsAnswering(cancelled);
    const response = await lookupOf(statusIn(state), cancels).cancel?.({ authorization: bearer, id: ID });
    expect([response?.status, response?.body]).toEqual([409, (await lookupOf(statusIn(state), cancels).lookup({ authorization: bearer, id: ID })).body]);
    expect(cancels.asked).toEqual([]);
  });

  it('should answer 409 with the status the port leaves when it could not cancel (a DELIVERED that won, a SENT it could not withdraw)', async () => {
    for (const left of ['DELIVERED', 'SENT'] as const) {
      const response = await lookupOf(statusIn('SENT'), cancelsAnswering(async () => statusIn(left))).cancel?.({ authorization: bearer, id: ID });
      expect([response?.status, response?.body]).toMatchObject([409, { state: left }]);
    }
  });

  it('should answer 401, 400 and 404 as the lookup does, without asking the port', async () => {
    const cancels = cancelsAnswering(cancelled);
    const foreign = await lookupOf(statusIn('ACCEPTED', OTHER_ORG), cancels).cancel?.({ authorization: bearer, id: ID });
    const unknown = await lookupOf(undefined, cancels).cancel?.({ authorization: bearer, id: ID });
    const invalid = await lookupOf(statusIn('ACCEPTED'), cancels).cancel?.({ authorization: bearer, id: 'abc' });
    const anonymous = await lookupOf(statusIn('ACCEPTED'), cancels).cancel?.({ authorization: undefined, id: ID });
    expect([foreign?.status, unknown?.status, invalid?.status, anonymous?.status]).toEqual([404, 404, 400, 401]);
    expect(foreign?.body).toEqual(unknown?.body);
    expect(cancels.asked).toEqual([]);
  });

  it('should answer 503 with Retry-After when the port cannot reach the platform, 404 when the message vanished, and tell onError', async () => {
    const errors: string[] = [];
    const down = await lookupOf(statusIn('SENT'), cancelsAnswering(() => Promise.reject(new ServiceUnavailableError('platform', 3))), (_e, source) => errors.push(source)).cancel?.({ authorization: bearer, id: ID });
    const gone = await lookupOf(statusIn('SENT'), cancelsAnswering(async () => undefined)).cancel?.({ authorization: bearer, id: ID });
    expect([down?.status, down?.headers['retry-after'], gone?.status]).toEqual([503, '3', 404]);
    expect(errors).toEqual(['cancels']);
  });

  it('should offer no cancel without a cancel port, and refuse a port without cancel at construction', () => {
    expect(createStatusLookup({ ports: { auth, organizations, states: { get: async () => undefined } } }).cancel).toBeUndefined();
    expect(() => createStatusLookup({ ports: { auth, organizations, states: { get: async () => undefined }, cancels: {} } as unknown as StatusLookupPorts })).toThrow(/cancels needs cancel/);
  });
});

describe('handleStatusHttpRequest and the cancel', () => {
  const request = (method: string) => ({ method, header: (name: string) => (name === 'authorization' ? bearer : undefined) });

  it('should hand DELETE to the cancel, and answer other methods 405 with Allow: GET, HEAD, DELETE', async () => {
    const cancels = cancelsAnswering(cancelled);
    const lookup = lookupOf(statusIn('ACCEPTED'), cancels);
    expect((await handleStatusHttpRequest(lookup, request('DELETE'), ID)).status).toBe(200);
    const put = await handleStatusHttpRequest(lookup, request('PUT'), ID);
    expect([put.status, put.headers['allow']]).toEqual([405, 'GET, HEAD, DELETE']);
    expect(cancels.asked).toHaveLength(1);
  });

  it('should answer DELETE 405 with Allow: GET, HEAD when the lookup cannot cancel', async () => {
    const lookup = createStatusLookup({ ports: { auth, organizations, states: { get: async () => statusIn('ACCEPTED') } } });
    const response = await handleStatusHttpRequest(lookup, request('DELETE'), ID);
    expect([response.status, response.headers['allow']]).toEqual([405, 'GET, HEAD']);
  });
});

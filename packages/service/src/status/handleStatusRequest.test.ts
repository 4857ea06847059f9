import { describe, expect, it } from 'vitest';
import { handleFetchStatusRequest } from './handleFetchStatusRequest';
import { handleNodeStatusRequest } from './handleNodeStatusRequest';
import type { StatusLookup, StatusLookupInput } from './types';

/** A lookup that records what it was asked and answers 500. */
const recording = (): StatusLookup & { readonly inputs: StatusLookupInput[] } => {
  const inputs: StatusLookupInput[] = [];
  return { inputs, lookup: async (input) => (inputs.push(input), { status: 500, headers: {}, body: { error: { code: 'INTERNAL_ERROR', param: '', description: '' }, messages: null } }) };
};
const nodeRequest = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method, url, headers, readableEnded: true, complete: true, on: () => undefined, off: () => undefined, resume: () => undefined,
});

describe('status lookup HTTP forms', () => {
  it('should hand the last path segment, without the query, and the Authorization header to the lookup', async () => {
    const lookup = recording();
    await handleFetchStatusRequest(lookup, new Request('http://host/v1.2/rcs/messages/abc?x=1', { headers: { authorization: 'Bearer k' } }));
    await handleNodeStatusRequest(lookup, nodeRequest('GET', '/v1.2/rcs/messages/def?y=2', { authorization: 'Bearer j' }));
    expect(lookup.inputs).toEqual([{ authorization: 'Bearer k', id: 'abc' }, { authorization: 'Bearer j', id: 'def' }]);
  });

  it('should answer another method with 405 and Allow: GET, without looking up', async () => {
    const lookup = recording();
    const fetched = await handleFetchStatusRequest(lookup, new Request('http://host/v1.2/rcs/messages/abc', { method: 'POST' }));
    const node = await handleNodeStatusRequest(lookup, nodeRequest('HEAD', '/v1.2/rcs/messages/abc'));
    expect([fetched.status, fetched.headers.get('allow')]).toEqual([405, 'GET']);
    expect(await fetched.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' }, messages: null });
    expect([node.status, node.headers['allow']]).toEqual([405, 'GET']);
    expect(lookup.inputs).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../http/fetchHandler';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createNodeListener } from '../node/createNodeListener';
import { createSendService } from '../service/createSendService';
import { _fetchHttpRequest } from '../http/fetchHttpRequest';
import { routeHttpRequest } from '../http/routeHttpRequest';
import { _nodeHttpRequest } from '../node/nodeHttpRequest';
import type { NodeRequestLike } from '../node/nodeTypes';
import { handleStatusHttpRequest, isStatusPath } from './handleStatusHttpRequest';
import type { StatusLookup, StatusLookupInput } from './types';

/** A lookup that records what it was asked and answers 500. */
const recording = (): StatusLookup & { readonly inputs: StatusLookupInput[] } => {
  const inputs: StatusLookupInput[] = [];
  return { inputs, lookup: async (input) => (inputs.push(input), { status: 500, headers: {}, body: { error: { code: 'INTERNAL_ERROR', param: '', description: '' }, messages: null } }) };
};
const service = createSendService({ ports: createMemoryPorts({ apiKeys: [], organizations: [] }) });
/** The answer of the router to a Fetch request with `lookup`. */
const viaFetchHandler = async (lookup: StatusLookup, request: Request): Promise<Response> => createFetchHandler(service, { statusLookup: lookup })(request);
/** The answer of the router to a node request with `lookup`. */
const viaNodeRouter = (lookup: StatusLookup, request: NodeRequestLike) => routeHttpRequest(service, _nodeHttpRequest(request, undefined), request.url ?? '', { statusLookup: lookup })?.response ?? Promise.reject(new Error('not routed'));
const nodeRequest = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method, url, headers, readableEnded: true, complete: true, on: () => undefined, off: () => undefined, resume: () => undefined,
});

describe('status lookup HTTP forms', () => {
  it('should hand the last path segment, without the query, and the Authorization header to the lookup', async () => {
    const lookup = recording();
    await viaFetchHandler(lookup, new Request('http://host/v1.2/rcs/messages/abc?x=1', { headers: { authorization: 'Bearer k' } }));
    await viaNodeRouter(lookup, nodeRequest('GET', '/v1.2/rcs/messages/def?y=2', { authorization: 'Bearer j' }));
    expect(lookup.inputs).toEqual([{ authorization: 'Bearer k', id: 'abc' }, { authorization: 'Bearer j', id: 'def' }]);
  });

  it('should answer 400 HEADER_REPEATED to two Authorization headers, without looking up', async () => {
    const lookup = recording();
    const request = { ...nodeRequest('GET', '/v1.2/rcs/messages/abc', { authorization: 'Bearer a' }), rawHeaders: ['Authorization', 'Bearer a', 'authorization', 'Bearer b'] };
    const answer = await viaNodeRouter(lookup, request);
    expect([answer.status, answer.body]).toMatchObject([400, { error: { code: 'HEADER_REPEATED', param: 'authorization' } }]);
    expect(lookup.inputs).toEqual([]);
  });

  it('should answer another method with 405 and Allow: GET, HEAD, without looking up', async () => {
    const lookup = recording();
    const fetched = await viaFetchHandler(lookup, new Request('http://host/v1.2/rcs/messages/abc', { method: 'POST' }));
    const node = await viaNodeRouter(lookup, nodeRequest('PUT', '/v1.2/rcs/messages/abc'));
    expect([fetched.status, fetched.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(await fetched.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' }, messages: null });
    expect([node.status, node.headers['allow']]).toEqual([405, 'GET, HEAD']);
    expect(lookup.inputs).toEqual([]);
  });

  it('should answer DELETE with 405 and Allow: GET, HEAD when the lookup cannot cancel', async () => {
    const lookup = recording();
    const answer = await handleStatusHttpRequest(lookup, _fetchHttpRequest(new Request('http://host/', { method: 'DELETE' })), 'abc');
    expect([answer.status, answer.headers['allow']]).toEqual([405, 'GET, HEAD']);
    expect(lookup.inputs).toEqual([]);
  });

  it('should take one segment after /v1.2/rcs/messages/ as a status path, and nothing else', () => {
    expect(['/v1.2/rcs/messages/abc', '/v1.2/rcs/messages/'].map(isStatusPath)).toEqual([true, true]);
    expect(['/v1.2/rcs/messages', '/v1.2/rcs/messages/a/b', '/v1.2/rcs/send', '/x/v1.2/rcs/messages/a'].map(isStatusPath)).toEqual([false, false, false, false]);
  });

  it('should be routed by the whole-host entry points only when given a statusLookup', async () => {
    const lookup = recording();
    const url = 'http://host/v1.2/rcs/messages/abc';
    const without = await createFetchHandler(service)(new Request(url));
    const routed = await createFetchHandler(service, { statusLookup: lookup })(new Request(url));
    const written: number[] = [];
    const response = { writeHead: (status: number) => written.push(status), end: () => undefined };
    createNodeListener(service, { statusLookup: lookup })(nodeRequest('GET', '/v1.2/rcs/messages/def'), response);
    createNodeListener(service)(nodeRequest('GET', '/v1.2/rcs/messages/def'), response);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([without.status, routed.status]).toEqual([404, 500]);
    expect(written.sort()).toEqual([404, 500]);
    expect(lookup.inputs.map((input) => input.id)).toEqual(['abc', 'def']);
  });
});

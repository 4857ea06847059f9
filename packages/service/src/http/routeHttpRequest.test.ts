import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createSendService } from '../service/createSendService';
import { _fetchHttpRequest } from './fetchHttpRequest';
import { routeHttpRequest } from './routeHttpRequest';

const service = createSendService({ ports: createMemoryPorts({ apiKeys: [], organizations: [] }) });
const routed = (target: string, method = 'GET') => routeHttpRequest(service, _fetchHttpRequest(new Request(`http://host${target}`, { method })), target);
const segment = fc.stringMatching(/^[\w.~-]{1,12}$/);

describe('routeHttpRequest', () => {
  it('should leave every path outside /v1.2/rcs/ to the host', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 0, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!path.startsWith('/v1.2/rcs/'));
        expect(routed(path)).toBeUndefined();
      }),
    );
  });

  it('should answer every other path under /v1.2/rcs/ 404 ROUTE_NOT_FOUND, with no operation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 3 }), async (segments) => {
        const path = `/v1.2/rcs/x-${segments.join('/')}`;
        const answer = routed(path);
        expect(answer?.operation).toBeUndefined();
        expect(await answer?.response).toMatchObject({ status: 404, body: { error: { code: 'ROUTE_NOT_FOUND' } } });
      }),
    );
  });

  it('should name the operation of each of its paths, the query aside, offered or not', () => {
    const targets = ['/v1.2/rcs/send', '/v1.2/rcs/messages/abc?x=1', '/v1.2/rcs/capabilities', '/v1.2/rcs/capabilities/351912345678?from=a', '/v1.2/rcs/events?after=3', '/v1.2/rcs/messages?state=SENT', '/v1.2/rcs/messages/'];
    expect(targets.map((target) => routed(target)?.operation)).toEqual(['send', 'message', 'capabilities', 'capabilities', 'events', 'messages', 'message']);
  });

  it('should answer the events feed and the message list 404 ROUTE_NOT_FOUND on a host not given them', async () => {
    for (const target of ['/v1.2/rcs/events', '/v1.2/rcs/messages']) expect(await routed(target)?.response).toMatchObject({ status: 404, body: { error: { code: 'ROUTE_NOT_FOUND' } } });
  });

  it('should answer the send on the path it is given instead of /v1.2/rcs/send', async () => {
    const request = _fetchHttpRequest(new Request('http://host/gateway/send', { method: 'GET' }));
    const moved = routeHttpRequest(service, request, '/gateway/send', { path: '/gateway/send' });
    expect([moved?.operation, (await moved?.response)?.status, (await moved?.response)?.headers['allow']]).toEqual(['send', 405, 'POST']);
    expect(await routeHttpRequest(service, request, '/v1.2/rcs/send', { path: '/gateway/send' })?.response).toMatchObject({ status: 404 });
  });
});

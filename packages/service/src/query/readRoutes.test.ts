import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../http/fetchHandler';
import { routeHttpRequest } from '../http/routeHttpRequest';
import type { MessageList, MessageListInput } from '../list/types';
import { createMemoryPorts } from '../memory/memoryPorts';
import { _nodeHttpRequest } from '../node/nodeHttpRequest';
import { createSendService } from '../service/createSendService';
import type { EventFeed, EventFeedInput } from '../feed/types';

// The HTTP forms of the two reads of an organization's data, the events feed and the message
// list: what each hands over and what it answers before it reads, on the Fetch handler and the
// node router.
const service = createSendService({ ports: createMemoryPorts({ apiKeys: [], organizations: [] }) });
const ANSWER = { status: 500, headers: {}, body: { error: { code: 'INTERNAL_ERROR' as const, param: '', description: '' }, messages: null } };

/** A feed and a list that record what they were asked and answer 500. */
function recording() {
  const inputs: [string, string | undefined, string][] = [];
  const note = (name: string) => async (input: EventFeedInput | MessageListInput) => (inputs.push([name, input.authorization, input.query.toString()]), ANSWER);
  const eventFeed: EventFeed = { read: note('feed') };
  const messageList: MessageList = { list: note('list') };
  return { inputs, options: { eventFeed, messageList } };
}
const nodeRequest = (method: string, url: string, headers: Record<string, string> = {}, rawHeaders?: string[]) => ({
  method, url, headers, ...(rawHeaders === undefined ? {} : { rawHeaders }), readableEnded: true, complete: true, on: () => undefined, off: () => undefined, resume: () => undefined,
});
const viaNode = (options: ReturnType<typeof recording>['options'], request: ReturnType<typeof nodeRequest>) =>
  routeHttpRequest(service, _nodeHttpRequest(request, undefined), request.url, options)?.response ?? Promise.reject(new Error('not routed'));

describe('the HTTP forms of the events feed and the message list', () => {
  it('should hand each its query, percent-decoded, and the Authorization header', async () => {
    const { inputs, options } = recording();
    await createFetchHandler(service, options)(new Request('http://host/v1.2/rcs/events?organizationId=o&after=%33', { headers: { authorization: 'Bearer k' } }));
    await viaNode(options, nodeRequest('GET', '/v1.2/rcs/messages?organizationId=o&to=%2B351912345678&since=2026-01-15T09%3A00%3A00Z', { authorization: 'Bearer j' }));
    await viaNode(options, nodeRequest('GET', '/v1.2/rcs/events'));
    expect(inputs).toEqual([
      ['feed', 'Bearer k', 'organizationId=o&after=3'],
      ['list', 'Bearer j', 'organizationId=o&to=%2B351912345678&since=2026-01-15T09%3A00%3A00Z'],
      ['feed', undefined, ''],
    ]);
  });

  it('should read for HEAD as for GET, the Fetch answer with the same status and no body', async () => {
    const { inputs, options } = recording();
    const handler = createFetchHandler(service, options);
    const got = await handler(new Request('http://host/v1.2/rcs/events?after=3', { headers: { authorization: 'Bearer k' } }));
    const head = await handler(new Request('http://host/v1.2/rcs/events?after=3', { method: 'HEAD', headers: { authorization: 'Bearer k' } }));
    await viaNode(options, nodeRequest('HEAD', '/v1.2/rcs/messages?organizationId=o'));
    expect([head.status, head.body, got.status, (await got.text()).length > 0]).toEqual([500, null, 500, true]);
    expect(inputs).toEqual([
      ['feed', 'Bearer k', 'after=3'],
      ['feed', 'Bearer k', 'after=3'],
      ['list', undefined, 'organizationId=o'],
    ]);
  });

  it('should answer another method 405 with Allow: GET, HEAD, and two Authorization headers 400 HEADER_REPEATED, without reading', async () => {
    const { inputs, options } = recording();
    const posted = await createFetchHandler(service, options)(new Request('http://host/v1.2/rcs/events', { method: 'POST', body: '{}' }));
    const deleted = await viaNode(options, nodeRequest('DELETE', '/v1.2/rcs/messages?organizationId=o'));
    const twice = await viaNode(options, nodeRequest('GET', '/v1.2/rcs/messages', { authorization: 'Bearer a' }, ['Authorization', 'Bearer a', 'authorization', 'Bearer b']));
    expect([posted.status, posted.headers.get('allow'), deleted.status, deleted.headers['allow']]).toEqual([405, 'GET, HEAD', 405, 'GET, HEAD']);
    expect(await posted.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' }, messages: null });
    expect([twice.status, twice.body]).toMatchObject([400, { error: { code: 'HEADER_REPEATED', param: 'authorization' } }]);
    expect(inputs).toEqual([]);
  });
});

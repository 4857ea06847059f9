import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createSendService } from '../service/createSendService';
import { createFetchHandler } from './fetchHandler';

const service = createSendService({ ports: createMemoryPorts({ apiKeys: [], organizations: [] }) });

describe('createFetchHandler', () => {
  const handler = createFetchHandler(service);

  it('should answer another path with 404 ROUTE_NOT_FOUND', async () => {
    const response = await handler(new Request('http://host/v1.2/rcs/other', { method: 'POST' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' }, messages: null });
  });

  it('should answer on a configured path, ignoring the query', async () => {
    const response = await createFetchHandler(service, { path: '/send' })(new Request('http://host/send?x=1', { method: 'POST' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="rcs-send"');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

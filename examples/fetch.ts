// A plain Fetch-API host: the service's whole-host handler (Request in, Response out), the
// shape Bun, Deno and edge workers take, served here by @hono/node-server.
// Run: pnpm --filter @rcs-send/examples run fetch   (PORT, API_KEY to change the defaults)
// #region server
import { serve } from '@hono/node-server';
import { createFetchHandler, createMemoryPorts, createSendService } from '@rcs-send/service';

// One tenant: an API key, the organization it may send for, and that organization's sender.
const apiKey = process.env.API_KEY ?? 'rcs_example_key';
const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const ports = createMemoryPorts({
  apiKeys: [{ apiKey, principalId: 'acme' }],
  organizations: [{ id: organizationId, members: ['acme'], senders: ['acme_agent'], balance: 1000 }],
});
const service = createSendService({ ports }); // accepted messages stay in ports.submit

// POST /v1.2/rcs/send is answered by the service; any other path gets 404 ROUTE_NOT_FOUND.
// On Bun or Deno: `export default { fetch }`; on a worker the same object.
const fetch = createFetchHandler(service);

const port = Number(process.env.PORT ?? 3000);
serve({ fetch, port, hostname: '127.0.0.1' }, () => {
  const body = { organizationId, messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Listening on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
});
// #endregion

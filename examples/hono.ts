// The send service on Hono (served by @hono/node-server), through the service's Fetch handler.
// Run: pnpm --filter @rcs-send/examples run hono   (PORT, API_KEY to change the defaults)
// #region server
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMemoryPorts, createSendService, handleFetchRequest } from '@rcs-send/service';

// One tenant: an API key, the organization it may send for, and that organization's sender.
const apiKey = process.env.API_KEY ?? 'rcs_example_key';
const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const ports = createMemoryPorts({
  apiKeys: [{ apiKey, principalId: 'acme' }],
  organizations: [{ id: organizationId, members: ['acme'], senders: ['acme_agent'], balance: 1000 }],
});
const service = createSendService({ ports }); // accepted messages stay in ports.submit

const app = new Hono();
// Every method: the service answers anything but POST with 405 in the API's error shape.
app.all('/v1.2/rcs/send', (c) => handleFetchRequest(service, c.req.raw));

const port = Number(process.env.PORT ?? 3000);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
  const body = { organizationId, messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Listening on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
});
// #endregion

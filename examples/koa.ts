// The send service on Koa 3, with in-memory ports and one tenant.
// Run: pnpm --filter @rcs-send/examples run koa   (PORT, API_KEY to change the defaults)
// #region server
import Koa from 'koa';
import { createSendMiddleware } from '@rcs-send/koa';
import { createMemoryPorts, createSendService, createStatusLookup } from '@rcs-send/service';

// One tenant: an API key, the organization it may send for, and that organization's sender.
const apiKey = process.env.API_KEY ?? 'rcs_example_key';
const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const ports = createMemoryPorts({
  apiKeys: [{ apiKey, principalId: 'acme' }],
  organizations: [{ id: organizationId, members: ['acme'], senders: ['acme_agent'], balance: 1000 }],
});
const service = createSendService({ ports }); // accepted messages stay in ports.submit
// GET /v1.2/rcs/messages/{id}: the messages in ports.submit, each ACCEPTED (nothing delivers them here)
const statusLookup = createStatusLookup({ ports: { ...ports, states: ports.submit } });

const app = new Koa();
app.use(createSendMiddleware({ service, statusLookup })); // before any body parser: it reads the body itself

const port = Number(process.env.PORT ?? 3000);
app.listen(port, '127.0.0.1', () => {
  const body = { organizationId, messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Listening on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
  console.log(`Then look it up with the id of its answer: curl -i http://127.0.0.1:${port}/v1.2/rcs/messages/ID -H 'Authorization: Bearer ${apiKey}'`);
});
// #endregion

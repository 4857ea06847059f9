// A client's webhook endpoint verifying each request with the standardwebhooks package, and the
// webhook deliveries of @rcs-send/delivery sending it a message state and a user's reply from a store.
// Run: pnpm --filter @rcs-send/examples run client-webhooks
// #region verify
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookDeliveries } from '@rcs-send/delivery';
import { createMemoryStore, type WebhookPayload } from '@rcs-send/service';
import { Webhook } from 'standardwebhooks';

const secret = `whsec_${randomBytes(32).toString('base64')}`; // what the organization's configuration holds

// The client's side: verify the signature and the timestamp (5 minutes), drop a webhook-id seen before, answer 2xx.
const webhook = new Webhook(secret);
const seen = new Set<string>();
const endpoint = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    try {
      const event = webhook.verify(body, request.headers as Record<string, string>) as WebhookPayload;
      const id = String(request.headers['webhook-id']);
      if (!seen.has(id)) {
        seen.add(id);
        if (event.type === 'message.status') console.log(`${event.type} ${event.data.id} ${event.data.state}`);
        else if (event.type === 'message.reply') console.log(`${event.type} from ${event.data.from} to ${event.data.to} postbackData ${event.data.postbackData}`);
        else console.log(`${event.type} ${event.data.sender} ${event.data.subscribed ? 'subscribed' : 'unsubscribed'}`); // recipient.subscription
      }
      response.writeHead(204).end();
    } catch {
      response.writeHead(401).end(); // a forged, altered or stale request
    }
  });
});
await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks/rcs`;

// The service's side, as the reference server's engine does it: events kept in a store (here
// the memory store), delivered from its outbox, each event signed and retried until a 2xx.
const store = createMemoryStore();
const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
await store.tenants.addOrganization({ id: organizationId, rcsChannel: true, webhook: { url, secret }, balance: 0 }, Date.now());
const deliveries = startWebhookDeliveries({ outbox: store.webhooks, tenants: store.tenants, organizations: () => [{ id: organizationId, webhook: { url, secret } }] });
const at = new Date().toISOString();
const id = '8f14e45f-ceea-467a-9b36-6c2e1f0a9d11';
await store.states.advance({ id, state: 'ACCEPTED', at, organizationId, to: '351912345678', from: 'acme_agent' });
await store.states.advance({ id, state: 'SENT', at }); // the store writes its message.status event with the state
await store.events.record({ organizationId, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', postbackData: 'call', text: 'Call us', receivedAt: at, inReplyTo: id } }, at: Date.now() });
deliveries.wake();
while ((await store.webhooks.backlog(organizationId)).pending > 0) await new Promise((resolve) => setTimeout(resolve, 10));
console.log(JSON.stringify(deliveries.stats()));
await deliveries.stop();
await store.close();
endpoint.close();
// #endregion

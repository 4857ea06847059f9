// Another service using the RCS sending service through @rcs-send/client: a send (one
// Idempotency-Key, retried on 429, 503 and network errors), its status, a refused lookup as a
// typed error, and the message's webhooks verified as they arrive. Start the server bin first
// (it delivers to its own RBM emulator) with its webhook pointing here, on a scratch database so
// that the demo organization is created with that webhook whatever an earlier start stored:
//   RCS_SEND_DB=$(mktemp -d)/client-demo.db RCS_SEND_WEBHOOK_URL=http://127.0.0.1:3001/hooks/rcs pnpm start
// then give this program the API key and the webhook secret its banner printed (both made for that run).
// Run: API_KEY=... RCS_SEND_WEBHOOK_SECRET=... pnpm --filter @rcs-send/examples run client   (RCS_SEND_URL, WEBHOOK_PORT to change the defaults)
// #region client
import { createServer } from 'node:http';
import { createRcsSendClient, createWebhookVerifier, RcsSendError, type WebhookPayload } from '@rcs-send/client';

// The key and the webhook's secret the server printed: never a constant anyone could read here.
const [apiKey, secret] = [process.env.API_KEY, process.env.RCS_SEND_WEBHOOK_SECRET];
if (!apiKey || !secret) throw new Error('set API_KEY and RCS_SEND_WEBHOOK_SECRET to the key and the secret the server printed');
const client = createRcsSendClient({ baseUrl: process.env.RCS_SEND_URL ?? 'http://127.0.0.1:8080', apiKey });
const verifier = createWebhookVerifier(secret);

// The webhook endpoint: verify each request (signature, 5-minute window), drop an id seen before, answer 2xx.
const seen = new Set<string>();
const events: WebhookPayload[] = [];
const endpoint = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    verifier.verify(Buffer.concat(chunks), request.headers).then(
      ({ id, payload }) => {
        if (!seen.has(id)) {
          seen.add(id);
          events.push(payload);
        }
        response.writeHead(204).end();
      },
      () => response.writeHead(400).end(), // forged, altered or stale: never acted on
    );
  });
});
await new Promise<void>((resolve) => endpoint.listen(Number(process.env.WEBHOOK_PORT ?? 3001), '127.0.0.1', resolve));

// The demo tenant of the reference server.
const sent = await client.send({
  organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  messages: [{ to: '+351 912 345 678', from: 'demo_agent', contentMessage: { text: 'Your parcel arrives today.' } }],
});
const [outcome] = sent.body.messages;
if (outcome?.status !== 'ACCEPTED') throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
console.log(`${sent.status} ${outcome.id} under Idempotency-Key ${sent.idempotencyKey}`);
console.log(`status: ${(await client.status(outcome.id)).history.map((step) => step.state).join(' then ')}`);

try {
  await client.status('not-a-message-id');
} catch (error) {
  if (!(error instanceof RcsSendError)) throw error;
  console.log(`refused: ${error.status} ${error.body?.error.code}`);
}

// Wait (up to 20 s) for the platform to report the message READ, each state a signed webhook.
const states = (): string[] => events.flatMap((event) => (event.type === 'message.status' && event.data.id === outcome.id ? [event.data.state] : []));
for (let waited = 0; !states().includes('READ') && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
console.log(`webhooks: ${states().join(', ')}`);
endpoint.close();
// #endregion

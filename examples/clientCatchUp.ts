// Another service reading what became of its messages through @rcs-send/client, without a webhook
// endpoint: a send, then the organization's events feed read from the last sequence handled until
// the message is READ (each event once, in order), then its messages listed with filters. Start
// the server bin first (it delivers to its own RBM emulator): `pnpm start`, then give this program
// the API key its banner printed.
// Run: API_KEY=... pnpm --filter @rcs-send/examples run client-catch-up   (RCS_SEND_URL to change the default)
// #region catchUp
import { createRcsSendClient } from '@rcs-send/client';

// The key the server printed: never a constant anyone could read here.
const apiKey = process.env.API_KEY;
if (!apiKey) throw new Error('set API_KEY to the key the server printed');
const client = createRcsSendClient({ baseUrl: process.env.RCS_SEND_URL ?? 'http://127.0.0.1:8080', apiKey });
const organizationId = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo tenant of the reference server

// The last sequence handled: a service keeps it across restarts; here, the end of the feed before the send.
let after = 0;
for await (const event of client.events({ organizationId, pageSize: 1000 })) after = event.sequence;

const sent = await client.send({ organizationId, messages: [{ to: '+351 912 345 678', from: 'demo_agent', contentMessage: { text: 'Your parcel arrives today.' } }] });
const [outcome] = sent.body.messages;
if (outcome?.status !== 'ACCEPTED') throw new Error(`not accepted: ${JSON.stringify(outcome)}`);

// Read the feed on from there until the message is READ: each event once, in order, whatever a webhook delivered or missed.
const states: string[] = [];
for (let waited = 0; !states.includes('READ') && waited < 20_000; waited += 200) {
  for await (const event of client.events({ organizationId, after })) {
    after = event.sequence;
    if (event.type === 'message.status' && event.data.id === outcome.id) states.push(event.data.state);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`events: ${states.join(', ')} (caught up at sequence ${after})`);

// The organization's messages read in the last hour to that number, newest first, page after page.
const since = new Date(Date.now() - 3_600_000);
for await (const message of client.messages.list({ organizationId, state: 'READ', to: '+351 912 345 678', since, pageSize: 50 })) {
  if (message.id === outcome.id) console.log(`listed: ${message.state} after ${message.history.map((step) => step.state).join(', ')}`);
}
// #endregion

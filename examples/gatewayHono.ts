// A gateway on Hono that validates with rcs-send's Fetch helper and sends with its own sender.
// Run: pnpm --filter @rcs-send/examples run gateway-hono   (PORT to change the default)
// #region gateway
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { validateFetchRequest, type SendValidation } from '@rcs-send/service';
import type { SendRequest } from '@rcs-send/core';

/** Your own sender: here it only says what it would send. */
async function forward(request: SendRequest): Promise<{ forwarded: string[] }> {
  return { forwarded: request.messages.map((message) => message.to) };
}

const app = new Hono<{ Variables: { rcsSend: SendValidation } }>();
app.use('/v1.2/rcs/send', async (c, next) => {
  const verdict = await validateFetchRequest(c.req.raw); // a Response (400, 405, 413, 415) or the validation
  if (verdict instanceof Response) return verdict;
  c.set('rcsSend', verdict);
  await next();
});
app.post('/v1.2/rcs/send', async (c) => c.json(await forward(c.get('rcsSend').request), 202));

const port = Number(process.env.PORT ?? 3000);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
  const body = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Validating on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
});
// #endregion

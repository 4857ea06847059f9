// A gateway on Express that validates with rcs-send and sends with its own sender: no ports,
// no API keys of rcs-send; the canonical request arrives on req.rcsSend.
// Run: pnpm --filter @rcs-send/examples run gateway-express   (PORT to change the default)
// #region gateway
import express from 'express';
import { createErrorHandler, createValidationMiddleware } from '@rcs-send/express';
import type { SendRequest } from '@rcs-send/core';

/** Your own sender: here it only says what it would send. */
async function forward(request: SendRequest): Promise<{ forwarded: string[] }> {
  return { forwarded: request.messages.map((message) => message.to) };
}

const app = express();
app.use(express.json({ limit: '3mb' })); // optional: the middleware reads the body itself when nothing did
app.post('/v1.2/rcs/send', createValidationMiddleware(), async (req, res) => {
  const { request } = req.rcsSend!; // canonical: "+351 912 345 678" is now "351912345678"
  res.status(202).json(await forward(request));
});
app.use(createErrorHandler()); // last: express.json()'s errors in the API's JSON shape, not an HTML page

const port = Number(process.env.PORT ?? 3000);
app.listen(port, '127.0.0.1', () => {
  const body = { organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Validating on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
});
// #endregion

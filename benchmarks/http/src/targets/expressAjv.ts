import { createServer } from 'node:http';
import express from 'express';
import { ajvValidate } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES, refusedBody } from './answer';
import { listen } from './listen';

/** What a team writes on Express 5: a route with `express.json` and the ajv schema. */
export function startExpressAjv(): Promise<number> {
  const app = express();
  app.post('/v1.2/rcs/send', express.json({ limit: BODY_LIMIT_BYTES }), (request, response) => {
    const errors = ajvValidate(request.body);
    if (errors > 0) return void response.status(400).json(refusedBody(errors));
    response.status(202).json(acceptedBody((request.body as { messages: unknown[] }).messages));
  });
  return listen(createServer(app));
}

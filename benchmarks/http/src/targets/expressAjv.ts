import { createServer, type Server } from 'node:http';
import express from 'express';
import { ajvValidate } from '../../../core/src/peers/ajvSchema';

/**
 * What a team writes by hand: an Express 5 route with `express.json` (limit raised to the
 * largest valid request) and the ajv schema of the spec's structural rules (the core
 * benchmark's, `allErrors: true`). No authentication, organization, balance or submission.
 */
export function expressAjvServer(): Server {
  const app = express();
  app.post('/v1.2/rcs/send', express.json({ limit: '3mb' }), (request, response) => {
    const errors = ajvValidate(request.body);
    if (errors > 0) {
      response.status(400).json({ error: { code: 'INVALID', param: '', description: `${errors} errors` }, messages: null });
      return;
    }
    response.status(202).json({ accepted: (request.body as { messages: unknown[] }).messages.length });
  });
  return createServer(app);
}

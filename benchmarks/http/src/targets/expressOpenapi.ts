import { createServer, type Server } from 'node:http';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { sendRequestJsonSchema } from '../../../core/src/peers/ajvSchema';

/** An OpenAPI 3.0 document of the operation, its request body the core benchmark's JSON Schema. */
const apiSpec = {
  openapi: '3.1.0',
  info: { title: 'rcs-send', version: '1.2.0' },
  paths: {
    '/v1.2/rcs/send': {
      post: {
        requestBody: { required: true, content: { 'application/json': { schema: sendRequestJsonSchema } } },
        responses: { '202': { description: 'accepted' } },
      },
    },
  },
};

/**
 * The common middleware: Express 5, `express.json`, then express-openapi-validator checking
 * request bodies against the OpenAPI document (responses not validated).
 */
export function expressOpenapiServer(): Server {
  const app = express();
  app.use(express.json({ limit: '3mb' }));
  app.use(OpenApiValidator.middleware({ apiSpec: apiSpec as never, validateRequests: true, validateResponses: false }));
  app.post('/v1.2/rcs/send', (request, response) => {
    response.status(202).json({ accepted: (request.body as { messages: unknown[] }).messages.length });
  });
  app.use((error: { status?: number; message?: string }, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    response.status(error.status ?? 500).json({ error: { code: 'INVALID', param: '', description: error.message ?? 'error' }, messages: null });
  });
  return createServer(app);
}

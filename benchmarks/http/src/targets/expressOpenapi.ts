import { createServer } from 'node:http';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { sendRequestJsonSchema } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES, refusedBody } from './answer';
import { listen } from './listen';

/** An OpenAPI 3.1 document of the operation, its request body the ajv peers' JSON Schema (3.0 refuses it: see README.md). */
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
export function startExpressOpenapi(): Promise<number> {
  const app = express();
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use(OpenApiValidator.middleware({ apiSpec: apiSpec as never, validateRequests: true, validateResponses: false }));
  app.post('/v1.2/rcs/send', (request, response) => {
    response.status(202).json(acceptedBody((request.body as { messages: unknown[] }).messages));
  });
  app.use((error: { status?: number; errors?: unknown[] }, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    response.status(error.status ?? 500).json(refusedBody(error.errors?.length ?? 1));
  });
  return listen(createServer(app));
}

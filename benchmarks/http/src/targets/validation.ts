import { createServer, type Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import Koa from 'koa';
import { createValidationMiddleware as expressValidation } from '@rcs-send/express';
import { createValidationMiddleware as koaValidation } from '@rcs-send/koa';
import { SEND_PATH, validateFetchRequest, validateNodeRequest, writeNodeResponse } from '@rcs-send/service';
import { acceptedBody } from './answer';
import { listen } from './listen';

// The validation-only entry points of each host, for a gateway that sends on itself: each
// reads and bounds the body, validates every rule and canonicalises it, then hands on the
// valid request, answered here with 202 and the number of messages, as the ajv peers answer.

/** `validateNodeRequest` on node:http. */
export function startNodeValidation(): Promise<number> {
  return listen(
    createServer((request, response) => {
      void validateNodeRequest(request).then((verdict) => {
        if (!verdict.ok) return writeNodeResponse(response, verdict.response);
        const body = JSON.stringify(acceptedBody(verdict.validation.request.messages));
        response.writeHead(202, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    }),
  );
}

/** @rcs-send/express's `createValidationMiddleware` on Express 5. */
export function startExpressValidation(): Promise<number> {
  const app = express();
  app.post(SEND_PATH, expressValidation(), (request, response) => {
    response.status(202).json(acceptedBody(request.rcsSend?.request.messages ?? []));
  });
  return listen(createServer(app));
}

/** @rcs-send/koa's `createValidationMiddleware` on Koa 3. */
export function startKoaValidation(): Promise<number> {
  const app = new Koa();
  app.use(koaValidation());
  app.use((ctx) => {
    ctx.status = 202;
    ctx.body = acceptedBody(ctx.state.rcsSend.request.messages);
  });
  return listen(createServer(app.callback()));
}

/** @rcs-send/service's `validateFetchRequest` in a Hono route (on @hono/node-server). */
export function startHonoValidation(): Promise<number> {
  const app = new Hono();
  app.post(SEND_PATH, async (c) => {
    const verdict = await validateFetchRequest(c.req.raw);
    return verdict instanceof Response ? verdict : c.json(acceptedBody(verdict.request.messages), 202);
  });
  return listen(createAdaptorServer({ fetch: app.fetch }) as Server);
}

// One gateway that validates with @rcs-send and sends on itself, on Express, Koa and Hono:
// its own handler echoes what the validation handed it, so a test sees what next() saw.
import { createServer, type Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import Koa from 'koa';
import { SEND_PATH, type SendValidation, type ValidationOptions, validateFetchRequest } from '@rcs-send/service';
import { createValidationMiddleware as expressValidation } from '@rcs-send/express';
import { createValidationMiddleware as koaValidation } from '@rcs-send/koa';
import { listenOnLoopback, type RunningHost } from './hosts';

/** The hosts of the validation-only entry points. */
export const VALIDATION_HOSTS = ['express', 'koa', 'hono'] as const;
/** One of {@link VALIDATION_HOSTS}. */
export type ValidationHostKind = (typeof VALIDATION_HOSTS)[number];

/** The gateway's own handler answers 200 with this: what the validation handed on. */
export interface Echo {
  readonly reached: true;
  readonly validation: SendValidation;
}

/** A node server for the gateway on host `kind`. */
function gateway(kind: ValidationHostKind, options: ValidationOptions): Server {
  switch (kind) {
    case 'express': {
      const app = express();
      app.use(SEND_PATH, expressValidation(options), (request, response) => void response.json({ reached: true, validation: request.rcsSend }));
      return createServer(app);
    }
    case 'koa': {
      const app = new Koa();
      app.use(koaValidation(options)).use((ctx) => {
        ctx.body = { reached: true, validation: ctx.state.rcsSend };
      });
      return createServer(app.callback());
    }
    case 'hono': {
      const app = new Hono<{ Variables: { rcsSend: SendValidation } }>();
      app.use(SEND_PATH, async (c, next) => {
        const verdict = await validateFetchRequest(c.req.raw, options);
        if (verdict instanceof Response) return verdict;
        c.set('rcsSend', verdict);
        await next();
      });
      app.all(SEND_PATH, (c) => c.json({ reached: true, validation: c.get('rcsSend') }));
      return createAdaptorServer({ fetch: app.fetch }) as Server;
    }
  }
}

/** Starts the gateway on host `kind` on a free loopback port. */
export function startValidationHost(kind: ValidationHostKind, options: ValidationOptions = {}): Promise<RunningHost> {
  return listenOnLoopback(gateway(kind, options));
}

import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Server } from 'node:http';
import { ajvValidate } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES, refusedBody } from './answer';
import { listen } from './listen';

/** What a team writes on Hono (on @hono/node-server): its body-limit middleware, `c.req.json()` and the ajv schema. */
export function startHonoAjv(): Promise<number> {
  const app = new Hono();
  app.post('/v1.2/rcs/send', bodyLimit({ maxSize: BODY_LIMIT_BYTES }), async (c) => {
    const body: unknown = await c.req.json();
    const errors = ajvValidate(body);
    return errors > 0 ? c.json(refusedBody(errors), 400) : c.json(acceptedBody((body as { messages: unknown[] }).messages), 202);
  });
  return listen(createAdaptorServer({ fetch: app.fetch }) as Server);
}

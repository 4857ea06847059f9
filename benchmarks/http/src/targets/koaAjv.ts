import { createServer } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { ajvValidate } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES, refusedBody } from './answer';
import { listen } from './listen';

/** What a team writes on Koa 3: `@koa/bodyparser` (JSON only) and the ajv schema. */
export function startKoaAjv(): Promise<number> {
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT_BYTES }));
  app.use((ctx) => {
    const body = (ctx.request as { body?: unknown }).body;
    const errors = ajvValidate(body);
    ctx.status = errors > 0 ? 400 : 202;
    ctx.body = errors > 0 ? refusedBody(errors) : acceptedBody((body as { messages: unknown[] }).messages);
  });
  return listen(createServer(app.callback()));
}

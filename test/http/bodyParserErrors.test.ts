// express.json() and @koa/bodyparser mounted before the validation middleware: their errors
// (bad JSON, too large, unsupported charset or encoding) come back in the spec's JSON shape
// through createErrorHandler(), and other errors go on to the framework untouched.
import { createServer } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import express from 'express';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_PATH, type ValidationOptions } from '@rcs-send/service';
import { createErrorHandler as expressErrors, createValidationMiddleware as expressValidation } from '@rcs-send/express';
import { createErrorHandler as koaErrors, createValidationMiddleware as koaValidation } from '@rcs-send/koa';
import { post } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { request, textMessage } from './support/fixtures';
import { listenOnLoopback, type RunningHost } from './support/hosts';

/** A route that fails with a 404 of the application's own: not a body parser's error. */
const NOT_FOUND_PATH = '/missing';
const LIMIT = '1kb';
const large = JSON.stringify(request([textMessage(0, 'x'.repeat(1500))]));

/** An Express gateway with express.json() first and, with `handled`, createErrorHandler() last. */
function expressGateway(handled: boolean, options: ValidationOptions = {}): Promise<RunningHost> {
  const app = express();
  app.use(express.json({ limit: LIMIT }));
  app.post(SEND_PATH, expressValidation(options), (req, res) => void res.json({ to: req.rcsSend?.request.messages[0]?.to }));
  app.post(NOT_FOUND_PATH, () => {
    throw Object.assign(new Error('no such thing'), { status: 404 });
  });
  if (handled) app.use(expressErrors());
  return listenOnLoopback(createServer(app));
}

/** A Koa gateway: createErrorHandler(), then @koa/bodyparser, then the validation. */
function koaGateway(options: ValidationOptions = {}): Promise<RunningHost> {
  const app = new Koa();
  app.use(koaErrors()).use(bodyParser({ jsonLimit: LIMIT }));
  app.use(async (ctx, next) => {
    if (ctx.path === NOT_FOUND_PATH) ctx.throw(404, 'no such thing');
    await next();
  });
  app.use(koaValidation(options)).use((ctx) => {
    ctx.body = { to: ctx.state.rcsSend.request.messages[0]?.to };
  });
  return listenOnLoopback(createServer(app.callback()));
}

const GATEWAYS = { express: (options: ValidationOptions = {}) => expressGateway(true, options), koa: koaGateway };

describe.each(Object.keys(GATEWAYS) as Array<keyof typeof GATEWAYS>)('createErrorHandler on %s with its body parser', (kind) => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await GATEWAYS[kind]();
  });
  afterAll(() => host.close());

  it('should let a valid body through the parser and the validation, canonical', async () => {
    const reply = await post(host.url, request([{ ...textMessage(), to: '+351 912 345 600' }]));
    expect(reply).toMatchObject({ status: 200, body: { to: '351912345600' } });
  });

  it("should answer the parser's bad JSON with 400 MALFORMED_JSON", async () => {
    const reply = await post(host.url, '{"organizationId": nope}');
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectErrorBody(reply.body, 'MALFORMED_JSON');
  });

  it("should answer a body over the parser's limit with 413", async () => {
    const reply = await post(host.url, large);
    expect(reply.status).toBe(413);
    expectErrorBody(reply.body, 'PAYLOAD_TOO_LARGE');
  });

  it('should answer an unsupported charset or Content-Encoding with 415', async () => {
    const charset = await post(host.url, request([textMessage()]), { headers: { 'content-type': 'application/json; charset=utf-7' } });
    expect(charset.status).toBe(415);
    expectErrorBody(charset.body, 'UNSUPPORTED_MEDIA_TYPE');
    const encoding = await post(host.url, request([textMessage()]), { headers: { 'content-encoding': 'x-unknown' } });
    expect(encoding.status).toBe(415);
    expectErrorBody(encoding.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("should still answer 413 for a body the parser took but over the validation's maxBodyBytes", async () => {
    const bounded = await GATEWAYS[kind]({ maxBodyBytes: 256 });
    try {
      const reply = await post(bounded.url, request([textMessage(0, 'x'.repeat(300))]));
      expect(reply.status).toBe(413);
      expectErrorBody(reply.body, 'PAYLOAD_TOO_LARGE');
      expect((await post(bounded.url, request([textMessage()]))).status).toBe(200);
    } finally {
      await bounded.close();
    }
  });

  it("should leave the application's own errors to the framework", async () => {
    const reply = await post(`${host.origin}${NOT_FOUND_PATH}`, request([textMessage()]));
    expect(reply.status).toBe(404);
    expect(reply.body).toBeUndefined();
  });
});

describe('express.json() without createErrorHandler()', () => {
  it('should answer bad JSON with an HTML page (what the handler is for)', async () => {
    const host = await expressGateway(false);
    const reply = await post(host.url, '{"organizationId": nope}');
    await host.close();
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

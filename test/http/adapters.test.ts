// What only the framework adapters do: pass paths outside the API on, mount under a prefix, and take a
// body that a parser mounted earlier already consumed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createSendMiddleware as expressMiddleware } from '@rcs-send/express';
import { createSendMiddleware as koaMiddleware } from '@rcs-send/koa';
import { createCapabilityCheck, createStatusLookup, type CapabilityCheck, type StatusLookup } from '@rcs-send/service';
import { post } from './support/client';
import { ORG_ID, SENDER, request, testPorts, testService, textMessage } from './support/fixtures';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

/** Serves `listener` on a free loopback port; its origin. */
async function serve(listener: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A lookup that knows no message and a check that reaches every number, over the fixtures' tenant. */
function messagesAndCapabilities(): { statusLookup: StatusLookup; capabilityCheck: CapabilityCheck } {
  const ports = testPorts();
  const cancels = { cancel: async () => undefined };
  const statusLookup = createStatusLookup({ ports: { ...ports, states: { get: async () => undefined }, cancels } });
  const capabilityCheck = createCapabilityCheck({ ports: { ...ports, capabilities: { features: async () => ['ACTION_DIAL'], reachable: async (_from, msisdns) => msisdns } } });
  return { statusLookup, capabilityCheck };
}

describe('@rcs-send/express', () => {
  it('should answer the message and capability paths under a mount prefix, each with its own query', async () => {
    const app = express();
    app.use('/gateway', expressMiddleware({ service: testService(), ...messagesAndCapabilities() }));
    const origin = await serve(app);
    const capability = await post(`${origin}/gateway/v1.2/rcs/capabilities/351912345678?organizationId=${ORG_ID}&from=${SENDER}`, undefined, { method: 'GET' });
    const message = await post(`${origin}/gateway/v1.2/rcs/messages/${crypto.randomUUID()}?x=1`, undefined, { method: 'DELETE' });
    expect([capability.status, capability.body]).toEqual([200, { msisdn: '351912345678', reachable: true, features: ['ACTION_DIAL'] }]);
    expect([message.status, message.body.error.code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect((await post(`${origin}/v1.2/rcs/capabilities/351912345678`, undefined, { method: 'GET' })).status).toBe(404);
  });

  it('should leave other paths to the app and answer under a mount prefix', async () => {
    const app = express();
    app.use('/gateway', expressMiddleware({ service: testService() }));
    app.get('/health', (_request, response) => void response.json({ ok: true }));
    const origin = await serve(app);
    expect((await post(`${origin}/health`, undefined, { method: 'GET' })).body).toEqual({ ok: true });
    expect((await post(`${origin}/gateway/v1.2/rcs/send`, request([textMessage()]))).status).toBe(202);
    expect((await post(`${origin}/v1.2/rcs/send`, request([textMessage()]))).status).toBe(404);
  });

  it('should take the body express.json() already parsed, and still refuse another content type', async () => {
    const app = express();
    app.use(express.json({ limit: '5mb' }));
    app.use(expressMiddleware({ service: testService() }));
    const origin = await serve(app);
    expect((await post(`${origin}/v1.2/rcs/send`, request([textMessage()]))).status).toBe(202);
    const text = await post(`${origin}/v1.2/rcs/send`, JSON.stringify(request([textMessage()])), { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('@rcs-send/koa', () => {
  it('should answer the message and capability paths it is given, and those of an operation it was not given with 404 ROUTE_NOT_FOUND, not the next middleware', async () => {
    const app = new Koa();
    app.use(koaMiddleware({ service: testService(), capabilityCheck: messagesAndCapabilities().capabilityCheck }));
    app.use((ctx) => {
      ctx.body = { next: ctx.path };
    });
    const origin = await serve(app.callback());
    const capabilities = await post(`${origin}/v1.2/rcs/capabilities`, { organizationId: ORG_ID, from: SENDER, msisdns: ['351912345678'] });
    const message = await post(`${origin}/v1.2/rcs/messages/${crypto.randomUUID()}`, undefined, { method: 'DELETE' });
    expect([capabilities.status, capabilities.body]).toEqual([200, { results: [{ msisdn: '351912345678', reachable: true }] }]);
    expect([message.status, message.body.error.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });

  it('should leave other paths to the next middleware', async () => {
    const app = new Koa();
    app.use(koaMiddleware({ service: testService() }));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const origin = await serve(app.callback());
    expect((await post(`${origin}/health`, undefined, { method: 'GET' })).body).toEqual({ ok: true });
    expect((await post(`${origin}/v1.2/rcs/send`, request([textMessage()]))).status).toBe(202);
  });

  it('should take a body that a parser mounted earlier consumed into ctx.request.body', async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      let text = '';
      for await (const chunk of ctx.req) text += String(chunk);
      (ctx.request as { body?: unknown }).body = JSON.parse(text);
      await next();
    });
    app.use(koaMiddleware({ service: testService() }));
    const origin = await serve(app.callback());
    const reply = await post(`${origin}/v1.2/rcs/send`, request([textMessage(), { ...textMessage(1), to: '1' }]));
    expect(reply.status).toBe(200);
  });
});

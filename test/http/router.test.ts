// One router for the API's routes: every host (node:http, Fetch, Express 5, Koa 3 and the
// reference server) answers each route alike, the same status, Allow and error code, from real
// requests on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import express from 'express';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSendMiddleware as expressMiddleware } from '@rcs-send/express';
import { createSendMiddleware as koaMiddleware } from '@rcs-send/koa';
import { createCapabilityCheck, createEventFeed, createMemoryStore, createMessageList, createStatusLookup, type RoutedHttpOptions } from '@rcs-send/service';
import { serveWithDelivery } from '../delivery/support/deliveryServer';
import { post, type Reply } from './support/client';
import { exchange, firstResponse } from './support/rawSocket';
import { API_KEY, ORG_ID, SENDER, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, listenOnLoopback, startHost, type RunningHost } from './support/hosts';

/** One request of the table: method, target, whether it carries the API key. */
type Probe = readonly [method: string, target: string, keyed: boolean];

const UNKNOWN_ID = '0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40';
const PROBES: readonly Probe[] = [
  ['POST', '/v1.2/rcs/send', false],
  ['GET', '/v1.2/rcs/send', true],
  ['GET', `/v1.2/rcs/messages/${UNKNOWN_ID}`, true],
  ['DELETE', `/v1.2/rcs/messages/${UNKNOWN_ID}?x=1`, true],
  ['GET', `/v1.2/rcs/messages/${UNKNOWN_ID}`, false],
  ['GET', '/v1.2/rcs/messages/not-a-uuid', true],
  ['PUT', `/v1.2/rcs/messages/${UNKNOWN_ID}`, true],
  ['GET', `/v1.2/rcs/messages/${UNKNOWN_ID}/history`, true],
  ['GET', '/v1.2/rcs/events/1', true],
  ['GET', '/v1.2/rcs/capabilities', true],
  ['POST', '/v1.2/rcs/capabilities/351912345678', true],
  ['GET', `/v1.2/rcs/capabilities/35191?organizationId=${ORG_ID}&from=${SENDER}`, true],
  ['POST', '/v1.2/rcs/capabilities', false],
];
/** The probes of the events feed and the message list, which the reference server answers once its store has them. */
const READ_PROBES: readonly Probe[] = [
  ['GET', '/v1.2/rcs/messages', true],
  ['GET', `/v1.2/rcs/messages?organizationId=${ORG_ID}&limit=0`, true],
  ['DELETE', `/v1.2/rcs/messages?organizationId=${ORG_ID}`, true],
  ['GET', `/v1.2/rcs/events?organizationId=${ORG_ID}&after=-1`, true],
  ['GET', `/v1.2/rcs/events?organizationId=${ORG_ID}&after=1&after=2`, true],
  ['POST', '/v1.2/rcs/events', true],
  ['GET', `/v1.2/rcs/events?organizationId=${ORG_ID}`, false],
];

/** What must be alike on every host: the status, the Allow header and the error code. */
const shapeOf = (reply: Reply): unknown => [reply.status, reply.headers.get('allow'), reply.headers.get('content-type'), reply.body?.error?.code ?? null];

/** Sends every probe of `probes` to `origin`, in order. */
async function probe(origin: string, probes: readonly Probe[]): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const [method, target, keyed] of probes) answers.push(shapeOf(await post(`${origin}${target}`, {}, { method, ...(keyed ? {} : { key: null }) })));
  return answers;
}

/** A lookup of the messages the memory submit port took, a check that reaches every number, and the reads of an empty memory store. */
function routes(ports = testPorts()): RoutedHttpOptions {
  const statusLookup = createStatusLookup({ ports: { ...ports, states: ports.submit, cancels: { cancel: async () => undefined } } });
  const capabilityCheck = createCapabilityCheck({ ports: { ...ports, capabilities: { features: async () => [], reachable: async (_from, msisdns) => msisdns } } });
  const store = createMemoryStore();
  const eventFeed = createEventFeed({ ports: { ...ports, events: store.events } });
  const messageList = createMessageList({ ports: { ...ports, messages: store.messages } });
  return { statusLookup, capabilityCheck, eventFeed, messageList };
}

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-router-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the one router of the API', () => {
  it('should have every host answer each route alike, the reference server included', async () => {
    const answers: Record<string, unknown[]> = {};
    for (const kind of HOSTS) {
      const ports = testPorts();
      const host = await startHost(kind, testService(ports), routes(ports));
      answers[kind] = await probe(host.origin, [...PROBES, ...READ_PROBES]).finally(() => host.close());
    }
    const server = await serveWithDelivery({ config: { database: join(directory, 'rcs-send.db') }, delivery: { mode: 'emulator' }, log: () => undefined });
    const serverProbes = [...PROBES, ...READ_PROBES];
    answers['server'] = await probe(server.url.replace('/v1.2/rcs/send', ''), serverProbes).finally(() => server.close());
    const json = 'application/json; charset=utf-8';
    expect(answers['node']).toEqual([
      [401, null, json, 'UNAUTHENTICATED'],
      [405, 'POST', json, 'METHOD_NOT_ALLOWED'],
      [404, null, json, 'MESSAGE_NOT_FOUND'],
      [404, null, json, 'MESSAGE_NOT_FOUND'],
      [401, null, json, 'UNAUTHENTICATED'],
      [400, null, json, 'MESSAGE_ID_INVALID'],
      [405, 'GET, HEAD, DELETE', json, 'METHOD_NOT_ALLOWED'],
      [404, null, json, 'ROUTE_NOT_FOUND'],
      [404, null, json, 'ROUTE_NOT_FOUND'],
      [405, 'POST', json, 'METHOD_NOT_ALLOWED'],
      [405, 'GET, HEAD', json, 'METHOD_NOT_ALLOWED'],
      [400, null, json, 'MSISDN_INVALID'],
      [401, null, json, 'UNAUTHENTICATED'],
      [400, null, json, 'FIELD_REQUIRED'],
      [400, null, json, 'LIMIT_INVALID'],
      [405, 'GET, HEAD', json, 'METHOD_NOT_ALLOWED'],
      [400, null, json, 'AFTER_INVALID'],
      [400, null, json, 'QUERY_PARAMETER_REPEATED'],
      [405, 'GET, HEAD', json, 'METHOD_NOT_ALLOWED'],
      [401, null, json, 'UNAUTHENTICATED'],
    ]);
    for (const kind of ['fetch', 'express', 'koa']) expect([kind, answers[kind]]).toEqual([kind, answers['node']]);
    expect(answers['server']).toEqual(answers['node']?.slice(0, serverProbes.length));
  });

  it.each(HOSTS)('should look up on %s the message it just accepted', async (kind) => {
    const ports = testPorts();
    const host: RunningHost = await startHost(kind, testService(ports), routes(ports));
    try {
      const sent = await post(`${host.origin}/v1.2/rcs/send`, request([textMessage()]));
      const id: string = sent.body.messages[0].id;
      const looked = await post(`${host.origin}/v1.2/rcs/messages/${id}`, undefined, { method: 'GET' });
      expect([looked.status, looked.body]).toEqual([200, { id, state: 'ACCEPTED', at: expect.any(String), channel: 'RCS', history: [{ state: 'ACCEPTED', at: looked.body.at, channel: 'RCS' }] }]);
    } finally {
      await host.close();
    }
  });

  it.each(HOSTS)('should answer on %s the paths of an operation it was not given with 404 ROUTE_NOT_FOUND in the API shape', async (kind) => {
    const host = await startHost(kind, testService());
    try {
      const targets = [`/v1.2/rcs/messages/${UNKNOWN_ID}`, '/v1.2/rcs/capabilities', '/v1.2/rcs/events', '/v1.2/rcs/messages'];
      const replies = await Promise.all(targets.map((target) => post(`${host.origin}${target}`, undefined, { method: 'GET' })));
      expect(replies.map(shapeOf)).toEqual(targets.map(() => [404, null, 'application/json; charset=utf-8', 'ROUTE_NOT_FOUND']));
    } finally {
      await host.close();
    }
  });

  // The Fetch handler is given a Request whose URL its host built: reading the target is the host's part there.
  it.each(['node', 'express', 'koa'] as const)('should serve on %s a send whose target is in absolute form, as HTTP/1.1 requires', async (kind) => {
    const host = await startHost(kind, testService());
    try {
      const body = JSON.stringify(request([textMessage()]));
      const head = `POST http://api.example:8080/v1.2/rcs/send HTTP/1.1\r\nHost: api.example:8080\r\nAuthorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nConnection: close\r\n`;
      const { text } = await exchange(Number(new URL(host.origin).port), [`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`]);
      expect(firstResponse(text).status).toBe(202);
    } finally {
      await host.close();
    }
  });

  it('should leave a path that is none of the API to the app, on Express and on Koa', async () => {
    const app = express();
    app.use(expressMiddleware({ service: testService() }));
    app.get('/health', (_request, response) => void response.json({ from: 'express' }));
    const koa = new Koa();
    koa.use(koaMiddleware({ service: testService() }));
    koa.use((ctx) => void (ctx.body = { from: 'koa' }));
    const hosts = [await listenOnLoopback(createServer(app)), await listenOnLoopback(createServer(koa.callback()))];
    try {
      const replies = await Promise.all(hosts.map((host) => post(`${host.origin}/health`, undefined, { method: 'GET' })));
      expect(replies.map((reply) => reply.body)).toEqual([{ from: 'express' }, { from: 'koa' }]);
    } finally {
      await Promise.all(hosts.map((host) => host.close()));
    }
  });
});

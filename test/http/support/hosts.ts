// The same service on every host the packages support, each on a real loopback port.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Koa from 'koa';
import { createFetchHandler, createNodeListener, type RoutedHttpOptions, type SendService } from '@rcs-send/service';
import { createSendMiddleware as expressMiddleware } from '@rcs-send/express';
import { createSendMiddleware as koaMiddleware } from '@rcs-send/koa';

/** The hosts: the node:http bridge, the Fetch handler, Express 5 and Koa 3. */
export const HOSTS = ['node', 'fetch', 'express', 'koa'] as const;
/** One of {@link HOSTS}. */
export type HostKind = (typeof HOSTS)[number];

/** A host listening on loopback. */
export interface RunningHost {
  /** The URL of POST /v1.2/rcs/send. */
  readonly url: string;
  /** The origin, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  /** Stops the host. */
  close(): Promise<void>;
}

/** A web stream over a node request body; cancelling it drains the rest (as a real host would, to answer 413). */
function webBody(request: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream({
    start(controller) {
      request.on('data', (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk)));
      request.on('end', () => open && controller.close());
      request.on('error', (error) => open && controller.error(error));
    },
    cancel() {
      open = false;
      request.resume();
    },
  });
}

/** A minimal Fetch-API host on node:http (what @hono/node-server and others do), for the Fetch handler. */
function fetchHost(handler: (request: Request) => Promise<Response>): Server {
  return createServer((request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const init: RequestInit & { duplex?: 'half' } = { method: request.method ?? 'GET', headers, ...(hasBody ? { body: webBody(request), duplex: 'half' } : {}) };
    void handler(new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, init)).then(async (answer) => {
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
}

/** A node server answering with `service` (and the status lookup and capability check of `options`) on host `kind`. */
function serverFor(kind: HostKind, service: SendService, options: RoutedHttpOptions): Server {
  switch (kind) {
    case 'node':
      return createServer(createNodeListener(service, options));
    case 'fetch':
      return fetchHost(createFetchHandler(service, options));
    case 'express': {
      const app = express();
      app.use(expressMiddleware({ service, ...options }));
      return createServer(app);
    }
    case 'koa': {
      const app = new Koa();
      app.use(koaMiddleware({ service, ...options }));
      return createServer(app.callback());
    }
  }
}

/** Starts `service` on host `kind` on a free loopback port. */
export function startHost(kind: HostKind, service: SendService, options: RoutedHttpOptions = {}): Promise<RunningHost> {
  return listenOnLoopback(serverFor(kind, service, options));
}

/** Starts `server` on a free loopback port. */
export async function listenOnLoopback(server: Server): Promise<RunningHost> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v1.2/rcs/send`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

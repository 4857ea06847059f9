import { createServer } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import express from 'express';
import Koa from 'koa';
import type { Server } from 'node:http';
import { createSendMiddleware as expressMiddleware } from '@rcs-send/express';
import { createSendMiddleware as koaMiddleware } from '@rcs-send/koa';
import { createNodeAuthPort } from '@rcs-send/server';
import { createFetchHandler, createMemoryPorts, createNodeListener, createSendService, type SendService } from '@rcs-send/service';
import { API_KEY, ORGANIZATION_ID, SENDER } from '../payload';
import { listen } from './listen';

/**
 * The send service with ports that only count (no I/O): the reference server's Node auth
 * port (SHA-256 digests, `timingSafeEqual`), in-memory organization, sender and a balance
 * that never runs out, a submit port that counts. All-or-nothing, so that payload X is
 * refused whole (400) as every peer refuses it. What is measured is the HTTP layer and the
 * whole acceptance sequence, not a queue.
 */
function countingService(): SendService {
  const apiKeys = [{ apiKey: API_KEY, principalId: 'bench' }];
  const ports = createMemoryPorts({
    apiKeys,
    organizations: [{ id: ORGANIZATION_ID, members: ['bench'], senders: [SENDER], balance: Number.MAX_SAFE_INTEGER }],
  });
  let submitted = 0;
  return createSendService({
    ports: { ...ports, auth: createNodeAuthPort(apiKeys), submit: { submit: async () => void (submitted += 1) } },
    batchMode: 'all-or-nothing',
  });
}

/** @rcs-send/service's node:http bridge, no framework. */
export const startNodeBridge = (): Promise<number> => listen(createServer(createNodeListener(countingService())));

/** @rcs-send/service's Fetch handler served by @hono/node-server. */
export const startFetchHandler = (): Promise<number> => listen(createAdaptorServer({ fetch: createFetchHandler(countingService()) }) as Server);

/** @rcs-send/express on Express 5. */
export function startExpressSend(): Promise<number> {
  const app = express();
  app.use(expressMiddleware({ service: countingService() }));
  return listen(createServer(app));
}

/** @rcs-send/koa on Koa 3. */
export function startKoaSend(): Promise<number> {
  const app = new Koa();
  app.use(koaMiddleware({ service: countingService() }));
  return listen(createServer(app.callback()));
}

import { createServer, type Server } from 'node:http';
import express from 'express';
import Koa from 'koa';
import { createSendMiddleware as expressMiddleware } from '@rcs-send/express';
import { createSendMiddleware as koaMiddleware } from '@rcs-send/koa';
import { createNodeAuthPort } from '@rcs-send/server';
import { createMemoryPorts, createNodeListener, createSendService, type SendService } from '@rcs-send/service';
import { API_KEY, ORGANIZATION_ID, SENDER } from '../payload';

/**
 * The send service with the reference server's ports (Node auth port, in-memory organization,
 * sender and a balance that never runs out) and a submit port that only counts: what is
 * measured is the HTTP layer, the acceptance sequence and the core's validation, not a queue.
 */
function benchService(): SendService {
  const apiKeys = [{ apiKey: API_KEY, principalId: 'bench' }];
  const ports = createMemoryPorts({
    apiKeys,
    organizations: [{ id: ORGANIZATION_ID, members: ['bench'], senders: [SENDER], balance: Number.MAX_SAFE_INTEGER }],
  });
  let submitted = 0;
  return createSendService({ ports: { ...ports, auth: createNodeAuthPort(apiKeys), submit: { submit: async () => void (submitted += 1) } } });
}

/** @rcs-send/service's node:http bridge, no framework. */
export const nodeBridgeServer = (): Server => createServer(createNodeListener(benchService()));

/** @rcs-send/express on Express 5. */
export function expressAdapterServer(): Server {
  const app = express();
  app.use(expressMiddleware({ service: benchService() }));
  return createServer(app);
}

/** @rcs-send/koa on Koa 3. */
export function koaAdapterServer(): Server {
  const app = new Koa();
  app.use(koaMiddleware({ service: benchService() }));
  return createServer(app.callback());
}

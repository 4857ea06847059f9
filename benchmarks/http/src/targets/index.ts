import type { Server } from 'node:http';
import { bareServer } from './bare';
import { expressAjvServer } from './expressAjv';
import { expressOpenapiServer } from './expressOpenapi';
import { expressAdapterServer, koaAdapterServer, nodeBridgeServer } from './service';

/** One measured server: its key, its row label and how to build it. */
export interface Target {
  readonly key: string;
  readonly label: string;
  readonly build: () => Server;
}

/** Every target, in the order measured; the first is the baseline the ratios divide by. */
export const TARGETS: readonly Target[] = [
  { key: 'bare', label: 'bare node:http, JSON.parse only (baseline)', build: bareServer },
  { key: 'node', label: '@rcs-send/service node:http bridge', build: nodeBridgeServer },
  { key: 'express', label: '@rcs-send/express on Express 5', build: expressAdapterServer },
  { key: 'koa', label: '@rcs-send/koa on Koa 3', build: koaAdapterServer },
  { key: 'express-ajv', label: 'Express 5 + express.json + ajv (hand-written route)', build: expressAjvServer },
  { key: 'express-openapi', label: 'Express 5 + express.json + express-openapi-validator 5.6', build: expressOpenapiServer },
];

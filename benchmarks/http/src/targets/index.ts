import type { Target, TargetGroup } from './target';

// Each target's module is imported only by the process that serves it, so that a server
// process loads its own framework alone.

/** A row of `group` that must answer payload M with 202 and payload X with 400. */
const row = (group: TargetGroup) => (key: string, label: string, start: () => Promise<number>): Target => ({ key, label, group, validStatus: 202, invalidStatus: 400, start });
const peer = row('peer');
const ours = row('project');

/** The baseline every ratio divides by: it does not validate, so it answers payload X 202 too. */
export const BASELINE: Target = {
  key: 'bare',
  label: 'node:http, JSON.parse only (baseline)',
  group: 'peer',
  validStatus: 202,
  invalidStatus: 202,
  start: async () => (await import('./bare')).startBare(),
};

/** Every target, in the order of the table: the baseline, the peers, then this project's entry points. */
export const TARGETS: readonly Target[] = [
  BASELINE,
  peer('node-ajv', 'node:http + ajv', async () => (await import('./nodeAjv')).startNodeAjv()),
  peer('fastify', 'fastify 5, route schema', async () => (await import('./fastify')).startFastify()),
  peer('express-ajv', 'Express 5 + express.json + ajv', async () => (await import('./expressAjv')).startExpressAjv()),
  peer('koa-ajv', 'Koa 3 + @koa/bodyparser + ajv', async () => (await import('./koaAjv')).startKoaAjv()),
  peer('hono-ajv', 'Hono + bodyLimit + ajv', async () => (await import('./honoAjv')).startHonoAjv()),
  peer('express-openapi', 'Express 5 + express-openapi-validator', async () => (await import('./expressOpenapi')).startExpressOpenapi()),
  ours('node-validate', 'validateNodeRequest on node:http', async () => (await import('./validation')).startNodeValidation()),
  ours('express-validate', '@rcs-send/express createValidationMiddleware', async () => (await import('./validation')).startExpressValidation()),
  ours('koa-validate', '@rcs-send/koa createValidationMiddleware', async () => (await import('./validation')).startKoaValidation()),
  ours('hono-validate', 'validateFetchRequest on Hono', async () => (await import('./validation')).startHonoValidation()),
  ours('node-bridge', 'service: createNodeListener (node:http)', async () => (await import('./service')).startNodeBridge()),
  ours('fetch-handler', 'service: createFetchHandler on @hono/node-server', async () => (await import('./service')).startFetchHandler()),
  ours('express-send', '@rcs-send/express createSendMiddleware', async () => (await import('./service')).startExpressSend()),
  ours('koa-send', '@rcs-send/koa createSendMiddleware', async () => (await import('./service')).startKoaSend()),
  ours('server-counting', 'startServer, counting submit port', async () => (await import('./referenceServer')).startServerCounting()),
  ours('server-database', 'startServer as shipped (SQLite database)', async () => (await import('./referenceServer')).startServerOnDatabase()),
];

import type { AddressInfo } from 'node:net';
import { createMemorySeenPort, createRedisSeenPort, type RbmUserMessage } from '@rcs-send/delivery';
import { createMemoryPorts, createSendService, SEND_PATH, type SendPorts } from '@rcs-send/service';
import { createNodeAuthPort } from './auth/nodeAuthPort';
import { _startClientWebhooks } from './delivery/clientWebhooks';
import type { DeliverySetting } from './delivery/deliverySetting';
import { _startDelivery } from './delivery/startDelivery';
import { _trafficTypes } from './delivery/trafficTypes';
import { _createEventRoute } from './delivery/eventRoute';
import { _deliveryQueueOf } from './delivery/deliveryQueue';
import type { ServerConfig } from './config/types';
import { _createReadiness } from './health/readiness';
import { _createHttpServer, _listen } from './http/httpServer';
import { _createListener } from './http/listener';
import { _platformRoutes } from './http/platformRoutes';
import { _errorSummary } from './http/requestLog';
import { _createServerMetrics } from './metrics/serverMetrics';
import { _startMetricsServer } from './metrics/metricsServer';
import { openOutbox } from './outbox/outboxPort';
import { _defaultPlaygroundDirectory, _loadPlaygroundFiles } from './playground/playgroundFiles';
import { _openRedisPorts, _sendPortsOf } from './redis/redisPorts';
import { _recordAccepted } from './states/acceptedRecorder';
import { _openServerStates } from './states/serverStates';

/** Options of {@link startServer}. @public */
export interface StartServerOptions {
  /** What to run with (see {@link loadServerConfig}). */
  readonly config: ServerConfig;
  /**
   * Receives each structured log line (one JSON object, no newline).
   * @defaultValue a line on stdout
   */
  readonly log?: (line: string) => void;
  /** Ports to use instead of the embedded ones (in-memory, or Redis when `redisUrl` is set, and the outbox for submit). */
  readonly ports?: Partial<SendPorts>;
  /**
   * Milliseconds {@link RunningServer.close} waits for requests in flight before cutting connections.
   * @defaultValue 10000
   */
  readonly shutdownGraceMs?: number;
  /**
   * The folder of the playground's built files, served at `/` (GET and HEAD), or `false` to serve none.
   * @defaultValue the `dist` folder of `@rcs-send/playground`
   */
  readonly playground?: string | false;
  /**
   * Where accepted messages are delivered, by a worker in this process tailing the outbox
   * (with Redis: a consumer of the stream's group, states in Redis).
   * @defaultValue `{ mode: 'off' }`
   */
  readonly delivery?: DeliverySetting;
  /** Takes each message a user sends an agent (from RBM's events); the route answers RBM 200 once it resolves. @defaultValue none: logged without content */
  readonly onUserMessage?: (message: RbmUserMessage) => Promise<void> | void;
}

/** A started reference server. @public */
export interface RunningServer {
  /** The URL of the send operation, e.g. `http://127.0.0.1:8080/v1.2/rcs/send`. */
  readonly url: string;
  /** The TCP port listened on. */
  readonly port: number;
  /** The URL of the playground page, or undefined when it is turned off or not built. */
  readonly playgroundUrl: string | undefined;
  /** The URL of the Prometheus metrics, or undefined when `metricsPort` is null. */
  readonly metricsUrl: string | undefined;
  /** Where accepted messages go, in one line (for the banner). */
  readonly delivery: string;
  /** Stops accepting (and answers `/readyz` 503 meanwhile), lets requests in flight finish, then closes the outbox (or the Redis connection). */
  close(): Promise<void>;
}

/**
 * Starts the reference server: the send service over in-memory ports seeded from `config`,
 * accepted messages appended durably to the NDJSON outbox, one JSON log line per request.
 * With `redisUrl`, balance, rate limit, Idempotency-Keys and the queue (a Redis Stream) are
 * shared in Redis instead, so that several instances can serve together.
 *
 * @public
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const playground = options.playground === false ? undefined : await _loadPlaygroundFiles(options.playground ?? _defaultPlaygroundDirectory());
  const metrics = config.metricsPort === null ? undefined : _createServerMetrics();
  const shared = config.redisUrl === null ? undefined : await _openRedisPorts(config, config.redisUrl, log);
  const outbox = shared === undefined ? await openOutbox(config.outbox) : undefined;
  const states = await _openServerStates(outbox?.path, shared, options.delivery ?? { mode: 'off' }).catch(async (error: unknown) => {
    await Promise.all([outbox?.close(), shared?.close()]);
    throw error;
  });
  const stateful: Partial<SendPorts> = outbox === undefined ? _sendPortsOf(shared) : { submit: outbox };
  const memory = createMemoryPorts({
    apiKeys: config.apiKeys,
    organizations: config.organizations,
    ...(config.rateLimit === null ? {} : { rateLimit: config.rateLimit }),
  });
  const onError = (error: unknown, source: string): void => {
    metrics?.portError(source);
    log(JSON.stringify({ time: new Date().toISOString(), event: 'port-error', source, ..._errorSummary(error) }));
  };
  const ports = { ...memory, auth: createNodeAuthPort(config.apiKeys), ...stateful, ...options.ports };
  const webhooks = _startClientWebhooks(config.organizations, options.delivery, log);
  const sharedStates = webhooks.notifying(states.port); // one port: the acceptance, the worker and the platform's events write it, each change notified
  const service = createSendService({ ports: { ...ports, submit: _recordAccepted(ports.submit, sharedStates, (error) => onError(error, 'states')) }, batchMode: config.batchMode, onError });
  const { statusLookup, capabilityCheck, attach } = _platformRoutes(options.delivery ?? { mode: 'off' }, ports, sharedStates, onError);

  const readiness = _createReadiness({ outbox, redis: shared?.redis });
  const onUserMessage = async (message: RbmUserMessage): Promise<void> => {
    webhooks.forwardReply(message);
    await options.onUserMessage?.(message);
  };
  const events = _createEventRoute(options.delivery ?? { mode: 'off' }, { log, onUserMessage, seen: shared === undefined ? createMemorySeenPort() : createRedisSeenPort(shared.redis) });
  const listener = _createListener({ service, statusLookup, capabilityCheck, config, playground, readiness, metrics, log, events });
  const server = _createHttpServer(config, listener, (code) => {
    metrics?.connectionError(code);
    log(JSON.stringify({ time: new Date().toISOString(), event: 'connection-error', code }));
  });
  const release = async (): Promise<void> => void (await Promise.all([outbox?.close(), shared?.close(), states.close()]));
  const metricsServer = metrics === undefined || config.metricsPort === null ? undefined : await _startMetricsServer(metrics.registry, config.metricsHost, config.metricsPort).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  await _listen(server, config.port, config.host).catch(async (error: unknown) => {
    await Promise.all([release(), metricsServer?.close()]);
    throw error;
  });
  const delivery = await _startDelivery(options.delivery ?? { mode: 'off' }, _deliveryQueueOf(outbox, config.redisUrl), log, sharedStates, events?.wiringFor(server), _trafficTypes(config.organizations)).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([release(), metricsServer?.close()]);
    throw error;
  });
  attach(delivery.platform);
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    readiness.drain();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
    server.closeIdleConnections();
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    await delivery?.close();
    await webhooks.close();
    await Promise.all([release(), metricsServer?.close()]);
  };
  return {
    url: `http://${host}:${port}${SEND_PATH}`,
    port,
    playgroundUrl: playground === undefined || playground === null ? undefined : `http://${host}:${port}/`,
    metricsUrl: metricsServer?.url,
    delivery: delivery.description,
    close: () => (closing ??= close()),
  };
}

import type { AddressInfo } from 'node:net';
import type { RbmUserMessage } from '@rcs-send/delivery';
import { authenticationRefusal, createCapabilityCheck, createMemoryPorts, createPreflight, createSendService, createStatusLookup, SEND_PATH, type SendPorts, type TenantStore } from '@rcs-send/service';
import { _tenantAuthPort } from './auth/tenantAuthPort';
import type { ServerConfig } from './config/types';
import type { DeliverySetting } from './delivery/deliverySetting';
import { _EVENTS_PATH, _eventRoute } from './delivery/eventRoute';
import type { SmsSetting } from './delivery/smsSetting';
import { _startEngine } from './delivery/startEngine';
import { _createReadiness } from './health/readiness';
import { _closeGracefully } from './http/gracefulClose';
import { _createHttpServer, _listen } from './http/httpServer';
import { _createListener } from './http/listener';
import { _storeReads } from './http/storeReads';
import { _answerStarting } from './http/startingAnswer';
import { _closingOnFailure, _openedResources } from './lifecycle/openedResources';
import { _configuredMetrics } from './metrics/configuredMetrics';
import { _defaultPlaygroundDirectory, _loadPlaygroundFiles, type PlaygroundTenant } from './playground/playgroundFiles';
import { _openStore } from './store/openStore';
import { _profileChooser } from './tenants/profileChooser';
import { _storeRunKeyOf } from './tenants/runKey';

/** The request listener of a running server. */
type _Listener = ReturnType<typeof _createListener>;

/** How often a running server reads the tenants' revision to take up a validation profile set or cleared: the longest `tenants set-profile` takes to count. */
const PROFILES_EVERY_MS = 1000;

/** Options of {@link startServer}. @public */
export interface StartServerOptions {
  /** What to run with (see {@link loadServerConfig}). */
  readonly config: ServerConfig;
  /**
   * Receives each structured log line (one JSON object, no newline).
   * @defaultValue a line on stdout
   */
  readonly log?: (line: string) => void;
  /**
   * Ports to use instead of the server's own (the embedded database's, or Redis's when `redisUrl`
   * is set, auth and organizations included: they read the tenant store; in memory for the rate
   * limit without Redis). A `submit`
   * given here replaces the database's, which stores a message, records it ACCEPTED and debits
   * its unit in one transaction: what the replacement takes is not queued, not looked up until
   * a later state, and its units are held in this process only.
   */
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
  /** The tenant the playground's requests name (served at `/tenant.json`, no key): the demo tenant, so that the page's Send works as loaded. @defaultValue none: the page keeps its examples' organization */
  readonly playgroundTenant?: PlaygroundTenant | undefined;
  /**
   * Where accepted messages are delivered, by a worker in this process reading the database's
   * queue (with Redis: a consumer of the stream's group, states in Redis).
   * @defaultValue `{ mode: 'off' }`
   */
  readonly delivery?: DeliverySetting;
  /**
   * Where the worker sends the SMS of a fallback (a sender's policy says when): nowhere, an SMSC
   * simulator it starts on loopback, or an SMSC over SMPP. Unused when `delivery` is off.
   * @defaultValue `{ mode: 'off' }`
   */
  readonly sms?: SmsSetting;
  /** The waits before each retry of a client webhook, in milliseconds (`RCS_SEND_WEBHOOK_SCHEDULE` of the bin). @defaultValue 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h */
  readonly webhookSchedule?: readonly number[];
  /** Takes each message a user sends an agent (from RBM's events); the route answers RBM 200 once it resolves. @defaultValue none: logged without content */
  readonly onUserMessage?: (message: RbmUserMessage) => Promise<void> | void;
  /**
   * A key of the demo principal for this run only (`loadServerConfig`'s `generatedApiKey`):
   * stored once the server listens (a start that fails adds none), refused a day later at the
   * latest, revoked by {@link RunningServer.close}. @defaultValue none
   */
  readonly runApiKey?: string | undefined;
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
  /** The tenant store the server reads at every request (the database's, or Redis's): what it holds is the truth, not the configuration. */
  readonly tenants: TenantStore;
  /** When the `runApiKey` is refused at the latest (epoch milliseconds), or undefined when none was stored. */
  readonly runKeyExpiresAt: number | undefined;
  /** Stops accepting (and answers `/readyz` 503 meanwhile), lets requests in flight finish, stops the worker, then closes the database (or the Redis connection). */
  close(): Promise<void>;
}

/**
 * Starts the reference server: the send service on the embedded SQLite database at
 * `config.database` (accepted messages, their queue and states, balances, Idempotency-Keys),
 * one JSON log line per request; each send and preflight judged by the validation profile the
 * tenant store holds for its organization and senders (`tenants set-profile`, within a second). With `redisUrl`, balance, rate limit, Idempotency-Keys, states
 * and the queue (a Redis Stream) are shared in Redis instead, so that several instances can
 * serve together. Whatever a failed start opened is closed before it rejects.
 *
 * @public
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const playground = options.playground === false ? undefined : await _loadPlaygroundFiles(options.playground ?? _defaultPlaygroundDirectory(), options.playgroundTenant);
  const reporting = _configuredMetrics(config, log);
  const { metrics, onError } = reporting;
  const opened = _openedResources();
  return _closingOnFailure(opened, async () => {
    const { store, stats, description, keep } = await _openStore(config, opened, (error) => onError(error, 'database'), log);
    const { tenants } = store;
    if (stats !== undefined) metrics?.watchDatabase(stats);
    const readiness = _createReadiness(store.checks);
    // Listening first, so that the platform can be told where to post its events; until the engine runs (a few milliseconds), every request is answered 503.
    const app: { listener?: _Listener } = {};
    const server = _createHttpServer(config, (request, response) => (app.listener ?? _answerStarting)(request, response), (code) => {
      metrics?.connectionError(code);
      log(JSON.stringify({ time: new Date().toISOString(), event: 'connection-error', code }));
    });
    const metricsServer = await reporting.serve(opened);
    const grace = options.shutdownGraceMs ?? 10_000;
    await _listen(server, config.port, config.host);
    opened.add(server, (listening) => _closeGracefully(listening, grace));
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const eventsUrl = `http://${host}:${port}${_EVENTS_PATH}`;
    const { lifecycle, summary } = await _startEngine({ store, storeDescription: description, delivery: options.delivery ?? { mode: 'off' }, sms: options.sms, eventsUrl, log, onError, metrics, onUserMessage: options.onUserMessage, webhookSchedule: options.webhookSchedule }, opened);
    const memory = createMemoryPorts({ apiKeys: [], organizations: [], ...(config.rateLimit === null ? {} : { rateLimit: config.rateLimit }) });
    const shared = { balance: store.balance, submit: store.submit, idempotency: store.idempotency, ...(store.rateLimit === undefined ? {} : { rateLimit: store.rateLimit }) };
    const ports = { ...memory, auth: _tenantAuthPort(tenants), organizations: tenants, senders: lifecycle.senders, ...shared, ...options.ports };
    const profile = _profileChooser(tenants, PROFILES_EVERY_MS);
    const service = createSendService({ ports, batchMode: config.batchMode, profile, onError, onAnswered: (answer) => lifecycle.answered(answer) });
    const statusLookup = createStatusLookup({ ports: { auth: ports.auth, organizations: ports.organizations, states: store.states, cancels: lifecycle.cancels }, onError });
    const capabilityCheck = lifecycle.capabilities === undefined ? undefined : createCapabilityCheck({ ports: { ...ports, capabilities: lifecycle.capabilities }, onError });
    const preflight = createPreflight({ ports: { ...ports, balance: tenants, forecast: lifecycle.forecast }, profile, onError });
    const reads = _storeReads(store, { auth: ports.auth, organizations: ports.organizations }, onError);
    const events = lifecycle.events === undefined ? undefined : _eventRoute(lifecycle.events);
    const refusal = (authorization: string | undefined) => authenticationRefusal(ports.auth, authorization);
    app.listener = _createListener({ service, statusLookup, capabilityCheck, preflight, reads, config, playground, readiness, metrics, log, events, refusal });
    const runKey = await _storeRunKeyOf(options.runApiKey, tenants, config, log);
    if (runKey !== undefined) keep(opened.add(runKey, (key) => key.revoke()));
    const close = async (): Promise<void> => {
      readiness.drain();
      await _closeGracefully(server, grace); // first: no new request, those in flight finish
      await opened.closeAll(); // then the engine, the SMS sender, the platform, the metrics, the store
    };
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}${SEND_PATH}`,
      port,
      playgroundUrl: playground === undefined || playground === null ? undefined : `http://${host}:${port}/`,
      metricsUrl: metricsServer?.url,
      delivery: summary,
      tenants,
      runKeyExpiresAt: runKey?.expiresAt,
      close: () => (closing ??= close()),
    };
  });
}

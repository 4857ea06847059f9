import type { ServerConfig } from './config/types';
import type { DeliverySetting } from './delivery/deliverySetting';
import type { SmsSetting } from './delivery/smsSetting';
import { _startEngine } from './delivery/startEngine';
import { _startProbeServer } from './health/probeServer';
import { _createReadiness } from './health/readiness';
import { _configuredMetrics } from './metrics/configuredMetrics';
import { _closingOnFailure, _openedResources } from './lifecycle/openedResources';
import { _openStore } from './store/openStore';

/** Options of {@link startWorker}. @public */
export interface StartWorkerOptions {
  /** The fleet's configuration (see {@link loadServerConfig}): `redisUrl` is required. */
  readonly config: ServerConfig;
  /** Where the worker delivers: RBM, or an emulator it starts on loopback (`off` is refused: a worker that delivers nothing has no use). */
  readonly delivery: DeliverySetting;
  /** The waits before each retry of a client webhook, in milliseconds (`RCS_SEND_WEBHOOK_SCHEDULE` of the bin). @defaultValue 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h */
  readonly webhookSchedule?: readonly number[];
  /** Where it sends the SMS of a fallback. @defaultValue `{ mode: 'off' }` */
  readonly sms?: SmsSetting;
  /**
   * Receives each structured log line (one JSON object, no newline).
   * @defaultValue a line on stdout
   */
  readonly log?: (line: string) => void;
  /** Where to serve `/healthz` and `/readyz` (ready while Redis answers), as a server does; 0 for any free port. @defaultValue none: no HTTP at all */
  readonly probes?: { readonly host: string; readonly port: number };
}

/** A started worker of a fleet. @public */
export interface RunningWorker {
  /** Where messages go and how their SMS leaves, in one line (for a banner). */
  readonly delivery: string;
  /** The base URL of its probes, or undefined without `probes`. */
  readonly probesUrl: string | undefined;
  /** The URL of its Prometheus metrics, or undefined when `metricsPort` is null. */
  readonly metricsUrl: string | undefined;
  /** Stops the worker (sends in flight end), then closes its Redis connections. */
  close(): Promise<void>;
}

/**
 * Starts a worker of a fleet on Redis, without the HTTP API: one more consumer of the stream of
 * accepted messages, delivering each with every policy a server applies (its traffic type from
 * its sender's use case, its recipient's opt-out, its sender's SMS fallback), recording states
 * in Redis, each change sent to its organization's webhook and counted in its usage. Tenants
 * are read from Redis as the servers keep them (and completed from `config` as a server does).
 * With `probes`, serves `/healthz` and `/readyz` as a server does; with `metricsPort`, its
 * Prometheus metrics as a server serves them (the usage it records: sent, delivered, failed,
 * expired and SMS segments; port errors; Node's process metrics). Refuses a configuration
 * without `redisUrl` (on one machine the server delivers itself) and delivery `off`.
 *
 * @public
 */
export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const { config, delivery: setting } = options;
  const { redisUrl } = config;
  if (redisUrl === null) throw new TypeError('a worker serves a fleet on Redis: set RCS_SEND_REDIS_URL (or redisUrl); on one machine the server delivers its messages itself');
  if (setting.mode === 'off') throw new TypeError('a worker needs a delivery: RCS_SEND_DELIVERY=rbm (or emulator)');
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const reporting = _configuredMetrics(config, log);
  const { metrics, onError } = reporting;
  const opened = _openedResources();
  return _closingOnFailure(opened, async () => {
    const { store, description } = await _openStore(config, opened, (error) => onError(error, 'redis'), log);
    const { summary } = await _startEngine({ store, storeDescription: description, delivery: setting, sms: options.sms, eventsUrl: undefined, log, onError, metrics, webhookSchedule: options.webhookSchedule }, opened);
    const readiness = _createReadiness(store.checks);
    const probes = options.probes === undefined ? undefined : opened.add(await _startProbeServer(readiness, options.probes.host, options.probes.port), (started) => started.close());
    const metricsServer = await reporting.serve(opened);
    const close = async (): Promise<void> => {
      readiness.drain(); // /readyz answers 503 while the sends in flight end
      await opened.closeAll();
    };
    let closing: Promise<void> | undefined;
    return { delivery: summary, probesUrl: probes?.url, metricsUrl: metricsServer?.url, close: () => (closing ??= close()) };
  });
}

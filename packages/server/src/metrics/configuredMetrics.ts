import type { ServerConfig } from '../config/types';
import { _errorSummary } from '../http/requestLog';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _startMetricsServer, type _MetricsServer } from './metricsServer';
import { _createServerMetrics, type _ServerMetrics } from './serverMetrics';

/** What a server or a worker process reports through: its metrics, if any, and its port errors. @internal */
export interface _ConfiguredMetrics {
  /** The metrics, or undefined when `metricsPort` is null. */
  readonly metrics: _ServerMetrics | undefined;
  /** Counts an error a port threw (by `source`) and logs it as `{ event: "port-error", source, ... }` without its content. */
  readonly onError: (error: unknown, source: string) => void;
  /** Serves the metrics on `metricsHost:metricsPort`, closed with `opened`; undefined without metrics. */
  serve(opened: _OpenedResources): Promise<_MetricsServer | undefined>;
}

/**
 * The metrics `config` asks for (by organization when `metricsByOrganization`) and the port-error
 * reporter every port of the process is given, logging through `log`: what `startServer` and
 * `startWorker` share.
 *
 * @internal
 */
export function _configuredMetrics(config: ServerConfig, log: (line: string) => void): _ConfiguredMetrics {
  const served = config.metricsPort === null ? undefined : { port: config.metricsPort, metrics: _createServerMetrics(config.metricsByOrganization) };
  const metrics = served?.metrics;
  return {
    metrics,
    onError(error, source) {
      metrics?.portError(source);
      log(JSON.stringify({ time: new Date().toISOString(), event: 'port-error', source, ..._errorSummary(error) }));
    },
    serve: async (opened) => (served === undefined ? undefined : opened.add(await _startMetricsServer(served.metrics.registry, config.metricsHost, served.port), (started) => started.close())),
  };
}

// The public surface of @rcs-send/server (the library behind the rcs-send-server bin), named one by one.
export { startServer, type RunningServer, type StartServerOptions } from './startServer';
export { startWorker, type RunningWorker, type StartWorkerOptions } from './startWorker';
export { loadServerConfig, type ConfigSources } from './config/loadServerConfig';
export { ConfigError } from './config/check';
export { DEMO } from './config/defaults';
export type { LoadedServerConfig, ServerConfig, ServerProfile } from './config/types';
export type { ServerOrganization } from './config/webhookSetting';
export { createNodeAuthPort } from './auth/nodeAuthPort';
export { boundHeapGrowth, HEAP_GROWING_PERCENT } from './process/boundHeapGrowth';
export type { RequestLogLine } from './http/requestLog';
export type { DeliverySetting } from './delivery/deliverySetting';
export type { SmsSetting } from './delivery/smsSetting';
export type { PlaygroundTenant } from './playground/playgroundFiles';

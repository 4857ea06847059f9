import { isCapabilityPath } from '../capabilities/handleCapabilityHttpRequest';
import type { CapabilityCheck } from '../capabilities/types';
import { isStatusPath } from '../status/handleStatusHttpRequest';
import type { StatusLookup } from '../status/types';
import { SEND_PATH } from './constants';
import type { RoutedHttpOptions } from './types';

/** What answers a path on a whole host: the send, the message resource (lookup, cancel), the capability check, or nothing (404). @internal */
export type _Route = { readonly kind: 'send' } | { readonly kind: 'message'; readonly lookup: StatusLookup } | { readonly kind: 'capabilities'; readonly check: CapabilityCheck } | undefined;

/** The route of `path` (without its query) among the operations `options` offers; the one table every whole-host entry point reads. @internal */
export function _routeOf(path: string, options: RoutedHttpOptions): _Route {
  if (path === (options.path ?? SEND_PATH)) return { kind: 'send' };
  const { statusLookup, capabilityCheck } = options;
  if (statusLookup !== undefined && isStatusPath(path)) return { kind: 'message', lookup: statusLookup };
  if (capabilityCheck !== undefined && isCapabilityPath(path)) return { kind: 'capabilities', check: capabilityCheck };
  return undefined;
}

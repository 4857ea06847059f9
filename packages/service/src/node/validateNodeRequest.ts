import type { ValidationOptions, ValidationVerdict } from '../validation/types';
import { validateHttpRequest } from '../validation/validateHttpRequest';
import type { NodeRequestOptions } from './handleNodeRequest';
import { _nodeHttpRequest } from './nodeHttpRequest';
import type { NodeRequestLike } from './nodeTypes';

/** Options of {@link validateNodeRequest}: the validation options and the body a parser may already have consumed. @public */
export interface NodeValidationOptions extends ValidationOptions, Pick<NodeRequestOptions, 'parsedBody'> {}

/**
 * Validation only, for `node:http` requests (Express's `req`, Koa's `ctx.req`): reads and
 * bounds the body (or takes `parsedBody`), validates and canonicalises it. Never throws;
 * write an error response with {@link writeNodeResponse} or through a framework.
 *
 * @public
 */
export function validateNodeRequest(request: NodeRequestLike, options: NodeValidationOptions = {}): Promise<ValidationVerdict> {
  return validateHttpRequest(_nodeHttpRequest(request, options.parsedBody), options);
}

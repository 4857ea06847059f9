import type { Middleware } from 'koa';
import { type SendValidation, type ValidationOptions, validateNodeRequest } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';
import { _respond } from './respond';

/** What {@link createValidationMiddleware} adds to `ctx.state`. @public */
export interface ValidationState {
  /** The validated, canonical send request. */
  rcsSend: SendValidation;
}

/**
 * Koa 3 middleware that validates `POST /v1.2/rcs/send` bodies for a gateway that sends them
 * on itself: no ports, no authentication. It reads and bounds the body (or takes what a body
 * parser put in `ctx.request.body`), validates and canonicalises it, sets `ctx.state.rcsSend`
 * and calls `next()`; otherwise it answers 400, 405, 413 or 415 in the API's error shape.
 *
 * @public
 */
export function createValidationMiddleware(options: ValidationOptions = {}): Middleware<ValidationState> {
  return async (ctx, next) => {
    const verdict = await validateNodeRequest(ctx.req, { ...options, ..._parsedBodyOf(ctx) });
    if (!verdict.ok) return _respond(ctx, verdict.response);
    ctx.state.rcsSend = verdict.validation;
    return next();
  };
}

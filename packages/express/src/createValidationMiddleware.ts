import type { RequestHandler } from 'express';
import { type SendValidation, type ValidationOptions, validateNodeRequest, writeNodeResponse } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';

declare global {
  // Express's own way to extend its Request type (see @types/express-serve-static-core).
  // eslint-disable-next-line @typescript-eslint/no-namespace -- a global augmentation can only name Express's namespace
  namespace Express {
    interface Request {
      /** The validated, canonical send request, set by `createValidationMiddleware()` before `next()`. */
      rcsSend?: SendValidation;
    }
  }
}

/**
 * Express 5 middleware that validates `POST /v1.2/rcs/send` bodies for a gateway that sends
 * them on itself: no ports, no authentication. It reads and bounds the body (or takes what
 * `express.json()` parsed), validates and canonicalises it, sets `req.rcsSend` and calls
 * `next()`; otherwise it answers 400, 405, 413 or 415 in the API's error shape.
 *
 * @public
 */
export function createValidationMiddleware(options: ValidationOptions = {}): RequestHandler {
  return (request, response, next) => {
    validateNodeRequest(request, { ...options, ..._parsedBodyOf(request) }).then((verdict) => {
      if (!verdict.ok) return writeNodeResponse(response, verdict.response);
      request.rcsSend = verdict.validation;
      next();
    }, next);
  };
}

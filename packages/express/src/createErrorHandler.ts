import type { ErrorRequestHandler } from 'express';
import { bodyParserErrorResponse, writeNodeResponse } from '@rcs-send/service';

/**
 * Express 5 error handler that answers the errors of `express.json()` (body-parser) in the
 * API's error shape instead of an HTML page: bad JSON 400 `MALFORMED_JSON`, too large 413,
 * unsupported encoding or charset 415, any other 4xx of the parser 400. Every other error goes
 * on to `next(err)`. Mount it after the routes: `app.use(createErrorHandler())`.
 *
 * @public
 */
export function createErrorHandler(): ErrorRequestHandler {
  return (error, _request, response, next) => {
    const answer = response.headersSent ? undefined : bodyParserErrorResponse(error);
    if (answer === undefined) next(error);
    else writeNodeResponse(response, answer);
  };
}

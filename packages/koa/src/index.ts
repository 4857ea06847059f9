// The public surface of @rcs-send/koa, named one by one (the same names as @rcs-send/express).
export { createSendMiddleware, type SendMiddlewareOptions } from './createSendMiddleware';
export { createValidationMiddleware, type ValidationState } from './createValidationMiddleware';
export { createErrorHandler } from './createErrorHandler';

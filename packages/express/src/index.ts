// The public surface of @rcs-send/express, named one by one (the same names as @rcs-send/koa).
export { createSendMiddleware, type SendMiddlewareOptions } from './createSendMiddleware';
export { createValidationMiddleware } from './createValidationMiddleware';
export { createErrorHandler } from './createErrorHandler';

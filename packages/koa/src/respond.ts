import type { Context } from 'koa';
import type { ServiceResponse } from '@rcs-send/service';

/** Sets a service response on the Koa context: status, headers and the JSON body as text. @internal */
export function _respond(ctx: Context, response: ServiceResponse): void {
  ctx.status = response.status;
  ctx.set(response.headers);
  ctx.body = JSON.stringify(response.body);
}

import type { Context } from 'koa';
import type { RoutedResponse } from '@rcs-send/service';

/** Sets a response of the send, the status lookup or the capability check on the Koa context: status, headers and the JSON body as text. @internal */
export function _respond(ctx: Context, response: RoutedResponse): void {
  ctx.status = response.status;
  ctx.set(response.headers);
  ctx.body = JSON.stringify(response.body);
}

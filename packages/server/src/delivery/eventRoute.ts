import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerRbmEventRequest, type RbmEventReceiver } from '@rcs-send/delivery';
import type { ServiceResponse } from '@rcs-send/service';

/** The path RBM posts the agent's events to: the agent's webhook is `https://<host>` + this path. @internal */
export const _EVENTS_PATH = '/v1.2/rbm/events';

/** The route RBM posts its events to. @internal */
export interface _EventRoute {
  /** Answers a POST to {@link _EVENTS_PATH} and writes the response; resolves to what the log and metrics need. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<ServiceResponse>;
}

/** The event route of the engine's `receiver` (which checks each event's signature with the platform's client token and records what it says). @internal */
export function _eventRoute(receiver: RbmEventReceiver): _EventRoute {
  return {
    async answer(request, response) {
      const { status } = await answerRbmEventRequest(receiver, request, response);
      return { status, headers: {}, body: { error: null, messages: [] } };
    },
  };
}

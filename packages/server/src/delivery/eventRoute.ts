import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerRbmEventRequest,
  createRbmEventReceiver,
  type MessageStatePort,
  type OptOutPort,
  type PlatformHandoverPort,
  type RbmEventReceiver,
  type RbmUserMessage,
  type SeenPort,
  type SubscriptionChange,
} from '@rcs-send/delivery';
import type { ServiceResponse } from '@rcs-send/service';
import type { DeliverySetting } from './deliverySetting';

/** The path RBM posts the agent's events to: the agent's webhook is `https://<host>` + this path. @internal */
export const _EVENTS_PATH = '/v1.2/rbm/events';

/** What the delivery of this process gives the event route, and takes from it. @internal */
export interface _EventWiring {
  /** The emulator's webhook settings: this route's URL and the client token. */
  readonly emulator: { readonly webhookUrl: string; readonly webhookClientToken: string };
  /** Takes the state port events are recorded in (until then the route answers 503: RBM retries). */
  attach(states: MessageStatePort): void;
}

/** The route RBM posts its events to. @internal */
export interface _EventRoute {
  /** Answers a POST to {@link _EVENTS_PATH} and writes the response; resolves to what the log and metrics need. */
  answer(request: IncomingMessage, response: ServerResponse): Promise<ServiceResponse>;
  /** The wiring for delivery, once `server` listens. */
  wiringFor(server: Server): _EventWiring;
}

/** Options of {@link _createEventRoute}. @internal */
export interface _EventRouteOptions {
  readonly log: (line: string) => void;
  readonly onUserMessage: ((message: RbmUserMessage) => Promise<void> | void) | undefined;
  /** Where user messages already handed on are remembered (Redis in a fleet: a repost may reach another server). */
  readonly seen: SeenPort;
  /** The platform's windows (the database's): a message revoked at the end of one while its expiration is ahead is handed over again. */
  readonly handovers: PlatformHandoverPort | undefined;
  /** Where users' UNSUBSCRIBE and SUBSCRIBE are recorded, or undefined to ignore them. */
  readonly optOuts: OptOutPort | undefined;
  /** Takes each recorded change of a user's subscription (to tell the organization's webhook). */
  readonly onSubscription: (change: SubscriptionChange) => void;
}

const UNAVAILABLE = '{"outcome":"unavailable"}';

/** `states`, logging each change an event makes as the worker logs its outcomes: `{ event: 'delivery', id, state, at }`. */
const loggedStates = (states: MessageStatePort, log: (line: string) => void): MessageStatePort => ({
  get: (id) => states.get(id),
  handOver: (id, inFlight) => states.handOver(id, inFlight),
  async advance(change) {
    const status = await states.advance(change);
    if (status !== undefined) log(JSON.stringify({ time: new Date().toISOString(), event: 'delivery', id: status.id, state: status.state, at: status.at }));
    return status;
  },
});

/**
 * The event route of `setting`: with the emulator, a client token generated for this run (the
 * emulator signs with it); with RBM, `setting.clientToken` (`RCS_SEND_RBM_CLIENT_TOKEN`); none
 * (undefined: no route) otherwise. Each state an event records is logged (`{ event: 'delivery', id,
 * state, at }`), and each user message as one line without content (`type`, `agentId`) before it
 * is handed to `onUserMessage`.
 *
 * @internal
 */
export function _createEventRoute(setting: DeliverySetting, options: _EventRouteOptions): _EventRoute | undefined {
  const clientToken = setting.mode === 'emulator' ? randomBytes(32).toString('base64url') : setting.mode === 'rbm' ? setting.clientToken : undefined;
  if (clientToken === undefined) return undefined;
  const { seen, handovers, optOuts, onSubscription } = options;
  const onUserMessage = async (message: RbmUserMessage): Promise<void> => {
    options.log(JSON.stringify({ time: new Date().toISOString(), event: 'user-message', type: message.content.kind, agentId: message.agentId }));
    await options.onUserMessage?.(message);
  };
  let receiver: RbmEventReceiver | undefined;
  return {
    async answer(request, response) {
      if (receiver === undefined) {
        response.writeHead(503, { 'content-type': 'application/json', 'content-length': UNAVAILABLE.length, connection: 'close' });
        response.end(UNAVAILABLE);
        return { status: 503, headers: {}, body: { error: null, messages: [] } };
      }
      const { status } = await answerRbmEventRequest(receiver, request, response);
      return { status, headers: {}, body: { error: null, messages: [] } };
    },
    wiringFor(server) {
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      return {
        emulator: { webhookUrl: `http://${host}:${port}${_EVENTS_PATH}`, webhookClientToken: clientToken },
        attach: (states) => void (receiver = createRbmEventReceiver({ clientToken, states: loggedStates(states, options.log), seen, onUserMessage, onSubscription, ...(handovers === undefined ? {} : { handovers }), ...(optOuts === undefined ? {} : { optOuts }) })),
      };
    },
  };
}

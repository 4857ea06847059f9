import type { IncomingMessage, ServerResponse } from 'node:http';
import { _subscriptionChangeOf } from '../events/subscription';
import { _replyOf } from '../events/userReply';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import { _readJson } from '../http/readJson';
import { _recipientJson, _recipientOfJson } from '../recipients/recipient';
import { isRbmPhoneNumber } from '@rcs-send/rbm';
import type { RbmEmulator } from '../rbmEmulator';
import { _eventFaultOf, _faultOf } from './adminBodies';

/** The admin routes' prefix. @internal */
export const _ADMIN_PREFIX = '/_emulator/';

const RECIPIENT = /^recipients\/([^/]+)$/;
const MESSAGE = /^messages\/([^/]+)\/([^/]+)$/;

/** Answers `GET messages/{agentId}/{messageId}` (URL-encoded): where the message stands, 404 when the emulator took none of that id (or forgot it). */
function answerMessageState(route: string, response: ServerResponse, emulator: RbmEmulator): void {
  const [, agentId = '', messageId = ''] = MESSAGE.exec(route) ?? [];
  let state: string | undefined;
  try {
    state = emulator.stateOf(decodeURIComponent(agentId), decodeURIComponent(messageId));
  } catch {
    state = undefined;
  }
  if (state === undefined) return _writeGoogleError(response, 404, 'NOT_FOUND', 'The emulator took no message of that agent and id (or no longer remembers it).');
  _writeJson(response, 200, { state });
}

/** The number of a `recipients/{+E.164}` route ('' when it is no E.164 number), or undefined for another route. */
function recipientNumberOf(route: string): string | undefined {
  const segment = RECIPIENT.exec(route)?.[1];
  if (segment === undefined) return undefined;
  try {
    const phoneNumber = decodeURIComponent(segment);
    return isRbmPhoneNumber(phoneNumber) ? phoneNumber : '';
  } catch {
    return '';
  }
}

/** Answers 400 with `problem`, or runs `then` on the parsed body. */
async function withBody<T>(request: IncomingMessage, response: ServerResponse, parse: (input: unknown) => T | string, then: (parsed: T) => Promise<void> | void): Promise<void> {
  const body = await _readJson(request, 4096);
  const parsed = typeof body === 'string' ? body : parse(body.value);
  if (typeof parsed === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', parsed);
  return then(parsed);
}

/** Posts to the webhook through `post` and answers its result: 400 without a webhook, 503 when it cannot be reached. */
async function answerPost(response: ServerResponse, hasWebhook: boolean, post: () => Promise<unknown>): Promise<void> {
  if (!hasWebhook) return _writeGoogleError(response, 400, 'FAILED_PRECONDITION', 'The emulator was started without a webhook URL.');
  const posted = await post().catch(() => undefined);
  if (posted === undefined) return _writeGoogleError(response, 503, 'UNAVAILABLE', 'The webhook could not be reached.');
  _writeJson(response, 200, posted);
}

/**
 * The admin routes, behind the admin token (checked before): `POST /_emulator/faults` `{ kind,
 * count?, retryAfterSeconds?, delayMs? }` queues faults and `DELETE` clears them; `GET
 * /_emulator/received` lists what was taken; `GET /_emulator/messages/{agentId}/{messageId}` says
 * where a message stands (`waiting`, `delivered`, `revoked`); `POST /_emulator/event-fault` `{ fault }` sets how
 * events go wrong; `POST /_emulator/reply` and `POST /_emulator/subscription` post a user's reply or
 * subscription change to the webhook; `PUT` and `GET /_emulator/recipients/{+E.164}` set and read a
 * number's behaviour. 404 for any other.
 *
 * @internal
 */
export async function _handleAdmin(request: IncomingMessage, response: ServerResponse, route: string, emulator: RbmEmulator, hasWebhook: boolean): Promise<void> {
  const { faults } = emulator;
  const key = `${request.method ?? ''} ${route}`;
  if (key === 'POST faults') return withBody(request, response, _faultOf, ({ fault, count }) => (faults.next(fault, count), _writeJson(response, 200, { queued: faults.queued })));
  if (key === 'DELETE faults') {
    faults.clear();
    return _writeJson(response, 200, { queued: 0 });
  }
  if (key === 'GET received') return _writeJson(response, 200, { received: emulator.received, duplicates: emulator.duplicates });
  if (request.method === 'GET' && MESSAGE.test(route)) return answerMessageState(route, response, emulator);
  if (key === 'POST event-fault')
    return withBody(request, response, _eventFaultOf, ({ eventFault }) => ((emulator.eventFault = eventFault), _writeJson(response, 200, { fault: eventFault ?? null })));
  if (key === 'POST reply') return withBody(request, response, _replyOf, (reply) => answerPost(response, hasWebhook, () => emulator.reply(reply)));
  if (key === 'POST subscription') return withBody(request, response, _subscriptionChangeOf, (change) => answerPost(response, hasWebhook, () => emulator.changeSubscription(change)));
  const phoneNumber = recipientNumberOf(route);
  if (phoneNumber === undefined || (request.method !== 'GET' && request.method !== 'PUT')) return _writeGoogleError(response, 404, 'NOT_FOUND', 'No such admin route.');
  if (phoneNumber === '') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'The number must be E.164 with + (%2B in a URL works too).');
  if (request.method === 'GET') return _writeJson(response, 200, _recipientJson(emulator.recipientOf(phoneNumber)));
  return withBody(request, response, _recipientOfJson, (recipient) => {
    emulator.setRecipient(phoneNumber, recipient); // checked by _recipientOfJson
    _writeJson(response, 200, _recipientJson(emulator.recipientOf(phoneNumber)));
  });
}

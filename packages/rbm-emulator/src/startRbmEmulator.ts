import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RBM_LIMITS, rbmApiRouteOf } from '@rcs-send/rbm';
import { _ADMIN_PREFIX, _handleAdmin } from './admin/handleAdmin';
import { _adminTokenOf, _isAdminAuthorization } from './admin/adminToken';
import { _handleApi, type _ApiState } from './api/handleApi';
import { _postDeliveryEvents, _postUnder, type _WebhookSettings } from './events/postEvents';
import { _postExpiryEvent } from './events/serverEvent';
import { _subscriptionEventOf } from './events/subscription';
import { _userMessageOf } from './events/userReply';
import { _createFaults } from './faults/faults';
import { _writeGoogleError } from './http/googleError';
import { _createPlatform } from './platform/platform';
import { defaultIsRcsCapable } from './recipients/reachability';
import { RBM_EMULATOR_DEFAULTS, type RbmEmulator, type RbmEmulatorOptions } from './rbmEmulator';

/** Checks the numeric options; throws a RangeError naming the first that is wrong. */
function checkOptions(options: RbmEmulatorOptions): void {
  const { keepReceived, keepMessages, maxExpiryMs } = options;
  if (keepReceived !== undefined && !(Number.isInteger(keepReceived) && keepReceived >= 0)) throw new RangeError('keepReceived must be a non-negative integer');
  if (keepMessages !== undefined && !(Number.isSafeInteger(keepMessages) && keepMessages >= 1)) throw new RangeError('keepMessages must be a positive integer');
  if (maxExpiryMs !== undefined && !(Number.isSafeInteger(maxExpiryMs) && maxExpiryMs > 0)) throw new RangeError('maxExpiryMs must be a positive integer');
  const { eventRetryDelaysMs } = options;
  if (eventRetryDelaysMs !== undefined && !(Array.isArray(eventRetryDelaysMs) && eventRetryDelaysMs.every((delay) => Number.isSafeInteger(delay) && delay >= 0)))
    throw new RangeError('eventRetryDelaysMs must be a list of non-negative integers');
}

/**
 * Starts an emulator of RBM's REST API on loopback, for tests and demos: `agentMessages.create`
 * with RBM's field rules, recipients online, offline, never online or not RCS-capable, revocation
 * at expiry and by `agentMessages.delete`, `getCapabilities`, `users.batchGet`, `files.create`,
 * `agentEvents.create` (501 UNIMPLEMENTED for any other method), one delivery per messageId and
 * agent, faults on demand, events to a webhook, and admin routes behind a token.
 *
 * @throws RangeError (the promise rejects) for an invalid option or listed recipient
 * @public
 */
export async function startRbmEmulator(options: RbmEmulatorOptions = {}): Promise<RbmEmulator> {
  checkOptions(options);
  const adminToken = _adminTokenOf(options.adminToken);
  const { controls, take } = _createFaults();
  const closed = new AbortController();
  const webhook: _WebhookSettings | undefined = options.webhookUrl === undefined ? undefined : {
    url: options.webhookUrl,
    clientToken: options.webhookClientToken,
    delayMs: options.eventDelayMs ?? 100,
    retryDelaysMs: options.eventRetryDelaysMs ?? RBM_EMULATOR_DEFAULTS.eventRetryDelaysMs,
    closed: closed.signal,
    onError: options.onError ?? (() => undefined),
  };
  const platform = _createPlatform({
    recipients: options.recipients ?? {},
    isRcsCapable: options.isRcsCapable ?? defaultIsRcsCapable,
    maxExpiryMs: options.maxExpiryMs ?? RBM_LIMITS.expirationMaxAheadMs,
    keepMessages: options.keepMessages ?? RBM_EMULATOR_DEFAULTS.keepMessages,
    events: {
      delivered: (target) => void (webhook && _postDeliveryEvents(webhook, target, emulator.eventFault)),
      expired: (target, revoked) => void (webhook && _postExpiryEvent(webhook, target, revoked, emulator.eventFault)),
    },
  });
  let requests = 0;
  const api: _ApiState = { send: { platform, received: [], keepReceived: options.keepReceived ?? RBM_EMULATOR_DEFAULTS.keepReceived, duplicates: 0 }, sendFault: () => take((requests += 1)) };
  const post = async (event: Record<string, unknown>): Promise<number> => {
    if (webhook === undefined) throw new TypeError('the emulator has no webhookUrl to post to');
    return _postUnder(webhook, event, emulator.eventFault);
  };
  const server = createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
    const url = request.url ?? '/';
    const answer = async (): Promise<void> => {
      if (!url.startsWith(_ADMIN_PREFIX)) {
        const route = rbmApiRouteOf(request.method, url);
        if (route !== undefined) return _handleApi(request, response, route, api);
        request.resume();
        return _writeGoogleError(response, 501, 'UNIMPLEMENTED', 'Method not implemented by the RBM emulator.');
      }
      if (_isAdminAuthorization(request.headers.authorization, adminToken))
        return _handleAdmin(request, response, url.slice(_ADMIN_PREFIX.length).split('?', 1)[0] ?? '', emulator, webhook !== undefined);
      request.resume();
      _writeGoogleError(response, 401, 'UNAUTHENTICATED', 'The admin routes need Authorization: Bearer <the emulator\'s adminToken>.', { 'www-authenticate': 'Bearer' });
    };
    answer().catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      closed.abort();
      platform.timers.clear();
      reject(error);
    });
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let closing: Promise<void> | undefined;
  const emulator: RbmEmulator = {
    url: `http://${host}:${port}/`,
    port,
    adminToken,
    received: api.send.received,
    get duplicates() {
      return api.send.duplicates;
    },
    get requests() {
      return requests;
    },
    faults: controls,
    eventFault: undefined,
    recipientOf: (phoneNumber) => platform.recipients.get(phoneNumber),
    setRecipient: (phoneNumber, recipient) => platform.recipients.set(phoneNumber, recipient),
    stateOf: (agentId, messageId) => platform.messages.stateOf(agentId, messageId),
    async reply(reply) {
      const message = _userMessageOf(reply);
      return { status: await post(message), messageId: message['messageId'] as string };
    },
    async changeSubscription(change) {
      const event = _subscriptionEventOf(change);
      return { status: await post(event), eventId: event['eventId'] as string };
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        closed.abort();
        platform.timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
  return emulator;
}

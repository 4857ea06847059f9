import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { _postDeliveryEvents, _postToWebhook, type EmulatorEventFault } from './events/postEvents';
import { _userMessageOf, type EmulatorReply, type EmulatorReplyResult } from './events/userReply';
import { _createFaults, type EmulatorFaults } from './faults/faults';
import { defaultIsRcsCapable } from './faults/reachability';
import { _writeGoogleError } from './http/googleError';
import { _ADMIN_PREFIX, _handleAdmin } from './http/handleAdmin';
import { _handleSend, type _SendState, type ReceivedAgentMessage } from './http/handleSend';
import { _sendTargetOf } from './http/sendRoute';

/** Options of {@link startRbmEmulator}. @public */
export interface RbmEmulatorOptions {
  /** The interface to listen on. @defaultValue `'127.0.0.1'` */
  readonly host?: string;
  /** The TCP port; 0 picks a free one. @defaultValue 0 */
  readonly port?: number;
  /** Whether a number (E.164 with `+`) is RCS-capable; others are answered 404. @defaultValue {@link defaultIsRcsCapable} */
  readonly isRcsCapable?: (phoneNumber: string) => boolean;
  /** The agent's webhook: the emulator posts DELIVERED and READ there for each message it takes, and replies, in RBM's push envelope. @defaultValue none */
  readonly webhookUrl?: string;
  /** The partner's client token: events are signed with `X-Goog-Signature` when set. @defaultValue unsigned */
  readonly webhookClientToken?: string;
  /** Milliseconds before DELIVERED, and again before READ. @defaultValue 100 */
  readonly eventDelayMs?: number;
  /** The most messages `received` keeps (the oldest go first); messageIds are remembered for dedupe regardless. @defaultValue 100000 */
  readonly keepReceived?: number;
  /** Receives errors the emulator cannot answer with (a webhook that fails). @defaultValue ignored */
  readonly onError?: (error: unknown) => void;
}

/** A running RBM emulator. @public */
export interface RbmEmulator {
  /** Its base URL, ending in `/`: prefix an `AgentMessageRequest`'s `path` with it. */
  readonly url: string;
  /** The TCP port listened on. */
  readonly port: number;
  /** The messages taken, in the order taken (the last `keepReceived`): each agent's messageId once. */
  readonly received: readonly ReceivedAgentMessage[];
  /** How many sends reused a messageId (answered 409, not delivered again). */
  readonly duplicates: number;
  /** How many sends reached the emulator, faults included. */
  readonly requests: number;
  /** Faults to answer with. */
  readonly faults: EmulatorFaults;
  /** How the events of the messages taken from now on go wrong (`twice`, `readFirst`), or undefined for none; `twice` posts replies twice too. */
  eventFault: EmulatorEventFault | undefined;
  /** Posts a user's reply (a `UserMessage`) to the webhook; rejects without `webhookUrl`. */
  reply(reply: EmulatorReply): Promise<EmulatorReplyResult>;
  /** Stops listening and cuts open connections. */
  close(): Promise<void>;
}

/**
 * Starts an emulator of RBM's `phones.agentMessages.create` on loopback, for tests and
 * demos: RBM's field rules, a bearer token required, 404 for numbers that are not
 * RCS-capable, one delivery per messageId and agent, faults on demand, events to a webhook.
 *
 * @public
 */
export async function startRbmEmulator(options: RbmEmulatorOptions = {}): Promise<RbmEmulator> {
  const { controls, take } = _createFaults();
  if (options.keepReceived !== undefined && !(Number.isInteger(options.keepReceived) && options.keepReceived >= 0)) throw new RangeError('keepReceived must be a non-negative integer');
  const webhook = options.webhookUrl === undefined ? undefined : {
    url: options.webhookUrl,
    clientToken: options.webhookClientToken,
    delayMs: options.eventDelayMs ?? 100,
    onError: options.onError ?? (() => undefined),
  };
  const state: _SendState = {
    isRcsCapable: options.isRcsCapable ?? defaultIsRcsCapable,
    received: [],
    keepReceived: options.keepReceived ?? 100_000,
    seen: new Set(),
    duplicates: 0,
    onTaken: (message) => void (webhook && _postDeliveryEvents(webhook, message, emulator.eventFault)),
  };
  const reply = async (answer: EmulatorReply): Promise<EmulatorReplyResult> => {
    if (webhook === undefined) throw new TypeError('the emulator has no webhookUrl to post a reply to');
    const message = _userMessageOf(answer);
    let status = await _postToWebhook(webhook, message);
    if (emulator.eventFault === 'twice') status = await _postToWebhook(webhook, message);
    return { status, messageId: message['messageId'] as string };
  };
  let requests = 0;
  const server = createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
    const url = request.url ?? '/';
    const answer = async (): Promise<void> => {
      if (url.startsWith(_ADMIN_PREFIX))
        return _handleAdmin(request, response, url.slice(_ADMIN_PREFIX.length).split('?', 1)[0] ?? '', { faults: controls, received: state, events: emulator, reply: webhook && reply });
      const target = request.method === 'POST' ? _sendTargetOf(url) : undefined;
      if (target === undefined) return _writeGoogleError(response, 404, 'NOT_FOUND', 'No such method.');
      requests += 1;
      return _handleSend(request, response, target, state, take(requests));
    };
    answer().catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  let closing: Promise<void> | undefined;
  const emulator: RbmEmulator = {
    url: `http://${host}:${port}/`,
    port,
    received: state.received,
    get duplicates() {
      return state.duplicates;
    },
    get requests() {
      return requests;
    },
    faults: controls,
    eventFault: undefined,
    reply,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
  return emulator;
}

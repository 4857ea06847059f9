// Test support: real HTTP on loopback to a started emulator, and a webhook that records what it is posted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toAgentMessage, type AgentMessageRequest } from '@rcs-send/rbm';
import type { RbmEmulator } from '../rbmEmulator';

/** A JSON answer: its status, headers and parsed body. @internal */
export interface _Answer {
  /** The HTTP status. */
  readonly status: number;
  /** The headers. */
  readonly headers: Headers;
  /** The parsed JSON ({} when empty). */
  readonly body: { error?: { code: number; status: string; message: string; details?: unknown[] } } & Record<string, unknown>;
}

/** Calls the emulator at `path` (relative to its URL) with a bearer token and, when given, a JSON body. @internal */
export async function _call(emulator: RbmEmulator, method: string, path: string, body?: unknown, token = 'any'): Promise<_Answer> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text === '' ? {} : JSON.parse(text)) as _Answer['body'] };
}

/** Calls an admin route (`faults`, `recipients/+351...`) with the emulator's admin token. @internal */
export const _admin = (emulator: RbmEmulator, method: string, route: string, body?: unknown): Promise<_Answer> => _call(emulator, method, `_emulator/${route}`, body, emulator.adminToken);

/** A send of a text to `to` (digits), as a delivery worker makes it; `extra` joins the body. @internal */
export function _textCall(to = '351912345678', extra: Record<string, unknown> = {}): AgentMessageRequest {
  const call = toAgentMessage({ to, from: 'acme', contentMessage: { text: 'Hello' } }, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` });
  return { ...call, body: { ...call.body, ...extra } };
}

/** Sends `call` to the emulator. @internal */
export const _send = (emulator: RbmEmulator, call: AgentMessageRequest): Promise<_Answer> => _call(emulator, 'POST', call.path, call.body);

/** One post to the webhook: the envelope, the decoded event, the signature header. @internal */
interface Posted {
  /** The push envelope. */
  readonly envelope: { message: { data: string; messageId: string; publishTime: string; attributes: object }; subscription: string };
  /** The event, decoded from the envelope's data. */
  readonly event: Record<string, unknown>;
  /** The X-Goog-Signature header, if any. */
  readonly signature: string | undefined;
}

/** A webhook on loopback recording every post (answered `status`, 200 by default). @internal */
export interface _Webhook {
  /** Its URL. */
  readonly url: string;
  /** What it was posted, in order. */
  readonly posted: Posted[];
  /** The status it answers. */
  status: number;
  /** Waits until at least `count` posts came (at most `withinMs`), then 30 ms more to see that no other comes. */
  waitFor(count: number, withinMs?: number): Promise<void>;
  /** Stops it. */
  close(): Promise<void>;
}

/** Starts a {@link _Webhook}. @internal */
export async function _startWebhook(): Promise<_Webhook> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const envelope = JSON.parse(body) as Posted['envelope'];
      const event = JSON.parse(Buffer.from(envelope.message.data, 'base64').toString()) as Record<string, unknown>;
      webhook.posted.push({ envelope, event, signature: request.headers['x-goog-signature'] as string | undefined });
      response.statusCode = webhook.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhook: _Webhook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    posted: [],
    status: 200,
    async waitFor(count, withinMs = 3_000) {
      for (const end = Date.now() + withinMs; Date.now() < end && webhook.posted.length < count; ) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 30));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return webhook;
}

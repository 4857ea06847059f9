// A client's webhook endpoint on loopback that verifies each request with the standardwebhooks
// package (not a test file itself).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { waitUntil } from '../../support/waitUntil';

/** One request the receiver got: its webhook-id, its headers and body as sent, and the payload when the signature verified. */
interface Received {
  readonly webhookId: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  readonly payload: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
  readonly refusal: string | undefined;
  /** What the receiver answered. */
  readonly status: number;
  /** When it arrived, in epoch milliseconds. */
  readonly at: number;
}

/** A running receiver. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: Received[];
  /** Statuses to answer the next verified requests with, in turn (then `otherwise`). */
  readonly answers: number[];
  /** The status of a verified request once `answers` is empty (204 at first). */
  otherwise: number;
  close(): Promise<void>;
}

/** Starts a receiver that trusts `secret` (or the secret `secret()` answers at each request): a request whose signature does not verify is answered 401. */
export async function startWebhookReceiver(secret: string | (() => string)): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhookId = String(request.headers['webhook-id']);
      try {
        const payload = new Webhook(typeof secret === 'string' ? secret : secret()).verify(body, request.headers as Record<string, string>) as Received['payload'];
        const status = answers.shift() ?? receiver.otherwise;
        received.push({ webhookId, headers: request.headers, body, payload, refusal: undefined, status, at: Date.now() });
        response.writeHead(status).end();
      } catch (error) {
        received.push({ webhookId, headers: request.headers, body, payload: undefined, refusal: (error as Error).message, status: 401, at: Date.now() });
        response.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hooks/rcs`,
    received,
    answers,
    otherwise: 204,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** Waits until `done()` holds of the requests received, at most `ms`; past that, fails saying so. */
export function waitFor(done: () => boolean, ms = 10_000): Promise<void> {
  return waitUntil('the webhook receiver to get the requests awaited', ms, done);
}

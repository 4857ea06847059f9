import { createHmac } from 'node:crypto';

/** An event the emulator posts to the webhook after taking a message. @public */
export interface EmulatorEvent {
  /** The agent the message was sent as. */
  readonly agentId: string;
  /** The message's id. */
  readonly messageId: string;
  /** What happened to it on the phone. */
  readonly eventType: 'DELIVERED' | 'READ';
  /** When, as an RFC 3339 UTC timestamp. */
  readonly sendTime: string;
}

/** Where and how the emulator posts events. @internal */
export interface _WebhookSettings {
  readonly url: string;
  readonly clientToken: string | undefined;
  readonly delayMs: number;
  readonly onError: (error: unknown) => void;
}

/** `X-Goog-Signature` of a body: base64 of its HMAC-SHA512 under the partner's client token. @internal */
export const _signature = (clientToken: string, body: string): string => createHmac('sha512', clientToken).update(body).digest('base64');

/** Posts one event as JSON, signed when a client token is set; one attempt, errors reported. */
async function postEvent(settings: _WebhookSettings, event: EmulatorEvent): Promise<void> {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.clientToken !== undefined) headers['x-goog-signature'] = _signature(settings.clientToken, body);
  const response = await fetch(settings.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/**
 * Posts DELIVERED, then READ, `delayMs` apart, for a message the emulator took. Errors go
 * to `onError`; no retry (RBM retries for days: this emulator does not).
 *
 * @internal
 */
export function _postDeliveryEvents(settings: _WebhookSettings, agentId: string, messageId: string): Promise<void> {
  const at = (eventType: EmulatorEvent['eventType']): EmulatorEvent => ({ agentId, messageId, eventType, sendTime: new Date().toISOString() });
  const wait = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, settings.delayMs));
  return (async () => {
    await wait();
    await postEvent(settings, at('DELIVERED'));
    await wait();
    await postEvent(settings, at('READ'));
  })().catch(settings.onError);
}

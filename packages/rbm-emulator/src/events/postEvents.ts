import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { _EventTarget } from '../platform/messages';
import { rbmSignature } from '@rcs-send/rbm';
import { _pushEnvelope } from './pushEnvelope';

/** An event the emulator posts after taking a message: RBM's `UserEvent`. @public */
export interface EmulatorEvent {
  /** The user's number, E.164 with `+`. */
  readonly senderPhoneNumber: string;
  /** What happened to the message on the phone. */
  readonly eventType: 'DELIVERED' | 'READ';
  /** The event's own id (the same in a repeat). */
  readonly eventId: string;
  /** The message's id. */
  readonly messageId: string;
  /** When, as an RFC 3339 UTC timestamp. */
  readonly sendTime: string;
  /** The agent the message was sent as. */
  readonly agentId: string;
}

/**
 * How the events of the next messages go wrong, to test a receiver: `twice` posts each event
 * two times (same `eventId`), `readFirst` posts READ before DELIVERED.
 *
 * @public
 */
export type EmulatorEventFault = 'twice' | 'readFirst';

/** Where and how the emulator posts to the agent's webhook. @internal */
export interface _WebhookSettings {
  /** The agent's webhook. */
  readonly url: string;
  /** The partner's client token, signing each post; undefined: unsigned. */
  readonly clientToken: string | undefined;
  /** Milliseconds before DELIVERED, and again before READ. */
  readonly delayMs: number;
  /** The waits before each new post of a platform event not answered 200. */
  readonly retryDelaysMs: readonly number[];
  /** Aborted when the emulator closes: no post, and no wait for one, after it. */
  readonly closed: AbortSignal;
  /** Where a failed post goes. */
  readonly onError: (error: unknown) => void;
}

/** Posts one event (any JSON) in RBM's push envelope, signed when a client token is set; one attempt. Resolves to the status. */
async function postToWebhook(settings: _WebhookSettings, event: unknown): Promise<number> {
  const bytes = Buffer.from(JSON.stringify(event));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.clientToken !== undefined) headers['x-goog-signature'] = await rbmSignature(settings.clientToken, bytes);
  const response = await fetch(settings.url, { method: 'POST', headers, body: _pushEnvelope(bytes), signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}

/** Posts an event once, or twice under the `twice` fault (the same event: RBM may repeat one); resolves to the last status. @internal */
export async function _postUnder(settings: _WebhookSettings, event: unknown, fault: EmulatorEventFault | undefined): Promise<number> {
  const status = await postToWebhook(settings, event);
  return fault === 'twice' ? postToWebhook(settings, event) : status;
}

/** Posts a platform event until the webhook answers 200, waiting `retryDelaysMs` between posts, as RBM does; resolves to the last status (or the last failure thrown). */
async function postUntilTaken(settings: _WebhookSettings, event: { readonly eventType: string }): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const status = await postToWebhook(settings, event).catch((error: unknown) => {
      if (attempt >= settings.retryDelaysMs.length || settings.closed.aborted) throw error;
      return undefined;
    });
    if (status === 200 || attempt >= settings.retryDelaysMs.length || settings.closed.aborted) return status ?? 0;
    await sleep(settings.retryDelaysMs[attempt], undefined, { signal: settings.closed }).catch(() => undefined);
    if (settings.closed.aborted) return status ?? 0;
  }
}

/** Posts a platform event once, or twice under `twice`, each until taken; rejects when the webhook still does not answer 200. @internal */
export async function _postOrThrow(settings: _WebhookSettings, event: { readonly eventType: string }, fault: EmulatorEventFault | undefined): Promise<void> {
  for (let time = fault === 'twice' ? 2 : 1; time > 0; time--) {
    const status = await postUntilTaken(settings, event);
    if (status !== 200) throw new Error(`the webhook answered ${status} to ${event.eventType}`);
  }
}

/**
 * Posts DELIVERED, then READ, `delayMs` apart, for a message the phone took (READ first, or
 * each twice, under `fault`), each posted again until the webhook answers 200 (for about 5
 * minutes; RBM for days), then to `onError`.
 *
 * @internal
 */
export function _postDeliveryEvents(settings: _WebhookSettings, target: _EventTarget, fault: EmulatorEventFault | undefined): Promise<void> {
  const eventOf = (eventType: EmulatorEvent['eventType']): EmulatorEvent => ({
    senderPhoneNumber: target.phoneNumber,
    eventType,
    eventId: randomUUID(),
    messageId: target.messageId,
    sendTime: new Date().toISOString(),
    agentId: target.agentId,
  });
  const wait = (): Promise<void> => sleep(settings.delayMs);
  return (async () => {
    for (const eventType of fault === 'readFirst' ? (['READ', 'DELIVERED'] as const) : (['DELIVERED', 'READ'] as const)) {
      await wait();
      await _postOrThrow(settings, eventOf(eventType), fault);
    }
  })().catch(settings.onError);
}

// The platform of a window test: the RBM emulator, its window shortened to 1.2 s (RBM's 15 days),
// posting its events to a receiver on loopback that records them in the store (its handovers too).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerRbmEventRequest, createRbmDeliveryPort, createRbmEventReceiver, staticAccessToken, type DeliveryPort } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator, type RbmEmulatorOptions } from '@rcs-send/rbm-emulator';
import type { WindowStore } from './windowStores';

/** The emulator, the delivery port to it, and how to stop both it and the receiver. */
export interface WindowPlatform {
  /** The emulator (what it took: `received`). */
  readonly emulator: RbmEmulator;
  /** The dispatcher's way to it. */
  readonly delivery: DeliveryPort;
  /** Stops the emulator, then the receiver. */
  close(): Promise<void>;
}

/** Starts the platform for `store`, with the emulator's `recipients`. */
export async function startWindowPlatform(store: WindowStore, recipients: RbmEmulatorOptions['recipients']): Promise<WindowPlatform> {
  const clientToken = 'partner-client-token';
  const receiver = createRbmEventReceiver({ clientToken, states: store.states, seen: store.seen, handovers: store.handovers });
  const webhook = createServer((request, response) => void answerRbmEventRequest(receiver, request, response));
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const emulator = await startRbmEmulator({ webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`, webhookClientToken: clientToken, maxExpiryMs: 1_200, eventDelayMs: 20, ...(recipients === undefined ? {} : { recipients }) });
  return {
    emulator,
    delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('t') }),
    async close() {
      await emulator.close();
      await new Promise((resolve) => webhook.close(resolve));
    },
  };
}

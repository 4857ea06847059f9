/** The subscription named in every envelope (RBM names the partner's Pub/Sub subscription). */
const SUBSCRIPTION = 'projects/rcs-send-emulator/subscriptions/rbm-agent-events';

let published = 0;

/**
 * RBM's webhook body for one event, as Pub/Sub pushes it: `{ message: { data, messageId,
 * publishTime, attributes }, subscription }`, `data` being the base64 of the event's JSON bytes
 * (the bytes the signature covers).
 *
 * @internal
 */
export function _pushEnvelope(eventBytes: Uint8Array): string {
  published += 1;
  const message = { data: Buffer.from(eventBytes).toString('base64'), messageId: String(published), publishTime: new Date().toISOString(), attributes: {} };
  return JSON.stringify({ message, subscription: SUBSCRIPTION });
}

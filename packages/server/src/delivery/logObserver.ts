import type { LifecycleErrorSource, LifecycleObserver } from '@rcs-send/delivery';

/** A fault's message for a log line, cut short: never more than a sentence of it. */
const messageOf = (error: unknown): string => (error instanceof Error ? error.message.slice(0, 200) : 'error');

/**
 * The engine's observer that writes one JSON line of `log` per event: each state a message reached
 * (`{ event: "delivery", id, state, at, ... }`: never its history, recipient or sender), each
 * user's message (`user-message`, its kind and agent: never its content), each webhook delivery
 * given up (`webhook-error`: never a URL, a secret or a payload), each fault of the dispatch
 * (`delivery-error`) or of an SMS receipt (`sms-error`); a fault of the tenants, the usage or a
 * cancel goes to `onError` (the server's port errors and metrics).
 *
 * @internal
 */
export function _logObserver(log: (line: string) => void, onError: (error: unknown, source: string) => void): LifecycleObserver {
  const event = (fields: Record<string, unknown>): void => log(JSON.stringify({ time: new Date().toISOString(), ...fields }));
  const faults: Partial<Record<LifecycleErrorSource, string>> = { dispatch: 'delivery-error', sms: 'sms-error' };
  return {
    onStatus: ({ history: _history, to: _to, from: _from, ...status }) => event({ event: 'delivery', ...status }),
    onUserMessage: ({ content, agentId }) => event({ event: 'user-message', type: content.kind, agentId }),
    onWebhookFailure: ({ kind, organizationId, events, reason }) => event({ event: 'webhook-error', kind, organizationId, events, ...(reason === undefined ? {} : { reason }) }),
    onError(error, source) {
      const line = faults[source];
      if (line === undefined) onError(error, source);
      else event({ event: line, error: messageOf(error) });
    },
  };
}

import { createNodeAuthPort } from '@rcs-send/server';
import { createMemoryPorts, createSendService, type SendService } from '@rcs-send/service';
import { ORGANIZATION_ID, SENDER } from './payloads';

/** The bearer key the in-process bridge and the memory server accept. */
export const API_KEY = 'rcs_bench_growth_key_0123456789abcdef';

/**
 * The send service on the ports the reference server uses by default (its node:crypto auth
 * port; organization, sender, balance and idempotency in memory), with a balance that never
 * runs out and a submit port that only counts: what is measured is the acceptance sequence,
 * not a queue (the in-memory submit port would keep every message).
 */
export function countingService(): { service: SendService; submitted: () => number } {
  const apiKeys = [{ apiKey: API_KEY, principalId: 'bench' }];
  const ports = createMemoryPorts({
    apiKeys,
    organizations: [{ id: ORGANIZATION_ID, members: ['bench'], senders: [SENDER], balance: Number.MAX_SAFE_INTEGER }],
  });
  let submitted = 0;
  const submit = { submit: async (): Promise<void> => void (submitted += 1) };
  return { service: createSendService({ ports: { ...ports, auth: createNodeAuthPort(apiKeys), submit } }), submitted: () => submitted };
}

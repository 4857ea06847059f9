import { createMemoryPorts, createSendService, type SendService } from '@rcs-send/service';
import { ORGANIZATION_ID, SENDER } from './payloads';

/** The bearer key the in-process bridge and the memory server accept. */
export const API_KEY = 'rcs_bench_growth_key_0123456789abcdef';

/**
 * The send service on the embedded in-memory ports the reference server uses (auth,
 * organization, sender, balance, idempotency), with a balance that never runs out and a
 * submit port that only counts: what is measured is the acceptance sequence, not a queue
 * (the in-memory submit port would keep every message).
 */
export function countingService(): { service: SendService; submitted: () => number } {
  const ports = createMemoryPorts({
    apiKeys: [{ apiKey: API_KEY, principalId: 'bench' }],
    organizations: [{ id: ORGANIZATION_ID, members: ['bench'], senders: [SENDER], balance: Number.MAX_SAFE_INTEGER }],
  });
  let submitted = 0;
  const submit = { submit: async (): Promise<void> => void (submitted += 1) };
  return { service: createSendService({ ports: { ...ports, submit } }), submitted: () => submitted };
}

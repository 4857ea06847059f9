import type { SendPorts } from '../ports/ports';
import { createMemoryAuthPort, type MemoryApiKey } from './memoryAuth';
import { createMemoryBalancePort, type MemoryBalancePort } from './memoryBalance';
import { createMemoryIdempotencyPort } from './memoryIdempotency';
import { createMemoryOrganizationPort, type MemoryOrganization } from './memoryOrganizations';
import { createMemoryRateLimitPort, type MemoryRateLimitOptions } from './memoryRateLimit';
import { createMemorySubmitPort, type MemorySubmitPort } from './memorySubmit';

/** An organization of {@link MemorySeed}: its access, senders and starting balance. @public */
export interface MemorySeedOrganization extends MemoryOrganization {
  /** Its RCS balance, in messages. */
  readonly balance: number;
}

/** What {@link createMemoryPorts} starts with. @public */
export interface MemorySeed {
  /** The API keys and their principals. */
  readonly apiKeys: readonly MemoryApiKey[];
  /** The organizations, their members, senders and balances. */
  readonly organizations: readonly MemorySeedOrganization[];
  /** The request rate limit; absent means no limit. */
  readonly rateLimit?: MemoryRateLimitOptions;
}

/** Every port in memory, with the balance and the submitted messages readable. @public */
export interface MemoryPorts extends SendPorts {
  /** The balances, readable and creditable. */
  readonly balance: MemoryBalancePort;
  /** The messages taken, readable. */
  readonly submit: MemorySubmitPort;
}

/** The embedded defaults: every port in memory, seeded with keys, organizations and balances. @public */
export function createMemoryPorts(seed: MemorySeed): MemoryPorts {
  const organizations = createMemoryOrganizationPort(seed.organizations);
  const balances = Object.fromEntries(seed.organizations.map((organization) => [organization.id, organization.balance]));
  return {
    auth: createMemoryAuthPort(seed.apiKeys),
    organizations,
    senders: organizations,
    balance: createMemoryBalancePort(balances),
    submit: createMemorySubmitPort(),
    idempotency: createMemoryIdempotencyPort(),
    ...(seed.rateLimit === undefined ? {} : { rateLimit: createMemoryRateLimitPort(seed.rateLimit) }),
  };
}

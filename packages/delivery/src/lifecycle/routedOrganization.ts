import { AGENT_USE_CASES, type AgentUseCase } from '@rcs-send/rbm';
import type { TenantOrganization, TenantWebhook } from '@rcs-send/service';

/** What the engine reads of an organization: its senders, their agents' use cases (TRANSACTIONAL left out), its webhook. @public */
export interface RoutedOrganization {
  /** Its UUID, lower case. */
  readonly id: string;
  /** Its senders. */
  readonly senders: readonly string[];
  /** The use case of each sender's agent that is not TRANSACTIONAL (`OTP`, `PROMOTIONAL`, `MULTI_USE`), by sender. */
  readonly useCases?: Readonly<Record<string, AgentUseCase>>;
  /** Its webhook, when it has one. */
  readonly webhook?: TenantWebhook;
}

const USE_CASES: ReadonlySet<string> = new Set(AGENT_USE_CASES);

/** `organization` as the engine reads it (a use case the store holds that is none of RBM's is read as TRANSACTIONAL). @internal */
export function _routedOrganization(organization: TenantOrganization): RoutedOrganization {
  const useCases = Object.fromEntries(organization.senders.filter((sender) => sender.useCase !== 'TRANSACTIONAL' && USE_CASES.has(sender.useCase)).map((sender) => [sender.id, sender.useCase as AgentUseCase]));
  return {
    id: organization.id,
    senders: organization.senders.map((sender) => sender.id),
    useCases,
    ...(organization.webhook === null ? {} : { webhook: organization.webhook }),
  };
}

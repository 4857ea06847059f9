import type { AuthPort } from './auth';
import type { BalancePort } from './balance';
import type { IdempotencyPort } from './idempotency';
import type { OrganizationPort, SenderPort } from './organizations';
import type { RateLimitPort } from './rateLimit';
import type { SubmitPort } from './submit';

/** Every outside fact the service needs, each through a port the host implements. @public */
export interface SendPorts {
  /** Authenticates API keys (step 1). */
  readonly auth: AuthPort;
  /** Organizations and their RCS channel (step 2). */
  readonly organizations: OrganizationPort;
  /** Senders configured per organization (step 3). */
  readonly senders: SenderPort;
  /** The RCS balance (step 4). */
  readonly balance: BalancePort;
  /** Takes accepted messages (step 5). */
  readonly submit: SubmitPort;
  /** The request rate limit; absent means no limit. */
  readonly rateLimit?: RateLimitPort;
  /** The store of Idempotency-Key responses; absent means an in-memory store of this process. */
  readonly idempotency?: IdempotencyPort;
}

/** The name of a port, as told to {@link SendServiceOptions.onError} (`states`, `cancels`: the status lookup's; `capabilities`: the capability check's; `events`: the events feed's; `messages`: the message list's; `forecast`: the preflight's; `profiles`: the `profile` chooser). @public */
export type PortName = 'auth' | 'organizations' | 'senders' | 'balance' | 'submit' | 'rateLimit' | 'idempotency' | 'states' | 'cancels' | 'capabilities' | 'events' | 'messages' | 'forecast' | 'profiles';

import type { MessageStatePort, OptOutPort, PlatformHandoverPort, SeenPort, SendPorts, SmsFallbackPolicyPort, SmsFallbackPort, TenantStore } from '@rcs-send/service';
import type { _DeliveryQueue } from '../delivery/deliveryQueue';
import type { _ReadinessCheck } from '../health/readiness';

/** Where a server keeps what it accepted: the embedded database, or the Redis a fleet shares. @internal */
export interface _ServerStorage {
  /** The service's stateful ports: submit, balance, Idempotency-Keys (and, on Redis, the rate limit). */
  readonly ports: Partial<SendPorts>;
  /** Organizations, members, senders, webhooks, API keys and the balance ledger, beside the messages: the auth and organization ports read it. */
  readonly tenants: TenantStore;
  /** True when `ports.submit` records each message ACCEPTED in the transaction that stores it; else the server records it beside. */
  readonly recordsAccepted: boolean;
  /** The one state port: the status lookup, the worker and the platform's events read and move it. */
  readonly states: MessageStatePort;
  /** The user messages already handed on, so that one the platform posts twice is handed on once. */
  readonly seen: SeenPort;
  /** The platform's windows: a message revoked at the end of one is handed over again (in the database, or in Redis for a fleet). */
  readonly handovers: PlatformHandoverPort;
  /** Users' opt-outs, per agent and number (in the database, or in Redis for a fleet). */
  readonly optOuts: OptOutPort;
  /** The SMS fallback of each message, recorded once and charged to the balance (in the database, or in Redis for a fleet). */
  readonly smsFallbacks: SmsFallbackPort;
  /** The SMS fallback policy of each sender (its own, else its organization's), read from the tenants at every call. */
  readonly smsFallbackPolicies: SmsFallbackPolicyPort;
  /** Where a worker in this process takes accepted messages from. */
  readonly queue: _DeliveryQueue;
  /** What `/readyz` checks, by name. */
  readonly checks: Readonly<Record<string, _ReadinessCheck>>;
  /** The database's transactions committed and messages stored so far, for the metrics; undefined on Redis. */
  readonly stats: (() => { readonly commits: number; readonly messages: number }) | undefined;
}

import type { Store } from '@rcs-send/service';
import type { _ChangeFields } from '../../tenants/changeLog';

/** What a subcommand works on: the tenants, and the webhook outbox (replays, backlogs). @internal */
export type _TenantPorts = Pick<Store, 'tenants' | 'webhooks'>;

/** What a subcommand did on the store: the object `--json` prints, and the change to log (none for a read). @internal */
export interface _TenantResult {
  /** The result, as `--json` prints it. */
  readonly result: Readonly<Record<string, unknown>>;
  /** The change made, for the log line (never a key). */
  readonly change: _ChangeFields | undefined;
}

/**
 * What a subcommand does on the store once its options are read and checked: the second half of
 * every subcommand, so that a fault of its command line is found before a database is opened.
 *
 * @internal
 */
export type _TenantAction = (ports: _TenantPorts) => Promise<_TenantResult>;

/** The action of a subcommand on an organization the store has been shown to hold. @internal */
export type _OrganizationAction = (ports: _TenantPorts, organizationId: string) => Promise<_TenantResult>;

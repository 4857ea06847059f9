import type { TenantStore } from '@rcs-send/service';
import { _routedOrganization, type RoutedOrganization } from './routedOrganization';

/** The organizations of the tenant store as last read, kept fresh on a timer. @internal */
export interface _LiveOrganizations {
  /** The organizations as of the last read. */
  current(): readonly RoutedOrganization[];
  /** True when the last read has `sender` among `organizationId`'s senders. */
  knows(organizationId: string, sender: string): boolean;
  /** Reads the organizations now if the store's revision moved (at once when a read is under way: it is awaited, then done again). */
  refresh(): Promise<void>;
  /** Stops the timer. */
  close(): void;
}

/**
 * The organizations of `tenants`, read now and again every `everyMs` (a timer that keeps no
 * process alive) when the store's revision moved: a sender, its use case or a member added by
 * the `tenants` command reaches the delivery (the traffic type it declares) and the webhooks
 * within that time, on every instance, while an unchanged store costs one read per interval
 * however many organizations it holds. A failed read keeps the last list and goes to `onError`.
 *
 * @internal
 */
export async function _liveOrganizations(tenants: Pick<TenantStore, 'organizations' | 'revision'>, everyMs: number, onError: (error: unknown) => void): Promise<_LiveOrganizations> {
  let current: readonly RoutedOrganization[] = [];
  let routes = new Set<string>(); // "organization sender" of every sender of the last read
  let seen: number | undefined;
  const refresh = async (): Promise<void> => {
    try {
      const revision = await tenants.revision();
      if (revision === seen) return;
      current = (await tenants.organizations()).map(_routedOrganization);
      routes = new Set(current.flatMap((organization) => organization.senders.map((sender) => `${organization.id} ${sender}`)));
      seen = revision; // read before the organizations: a change between the two is read again next time
    } catch (error) {
      onError(error);
    }
  };
  let reading: Promise<void> = refresh();
  await reading;
  const again = (): Promise<void> => (reading = reading.then(refresh));
  const timer = setInterval(() => void again(), everyMs).unref();
  return {
    current: () => current,
    knows: (organizationId, sender) => routes.has(`${organizationId} ${sender}`),
    refresh: again,
    close: () => clearInterval(timer),
  };
}

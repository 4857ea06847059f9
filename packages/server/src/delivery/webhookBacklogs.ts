import type { Store } from '@rcs-send/service';
import type { _WebhookBacklog } from '../metrics/serverMetrics';

/**
 * What the webhook of each organization that has one has yet to deliver, read from the store at
 * `now`: the deliveries queued and the age of the oldest event among them, in seconds.
 *
 * @internal
 */
export async function _webhookBacklogs(store: Pick<Store, 'tenants' | 'webhooks'>, now: number): Promise<_WebhookBacklog[]> {
  const organizations = (await store.tenants.organizations()).filter((organization) => organization.webhook !== null);
  return Promise.all(
    organizations.map(async ({ id }) => {
      const { pending, oldestAt } = await store.webhooks.backlog(id);
      return { organizationId: id, pending, oldestSeconds: oldestAt === null ? 0 : Math.max(0, (now - oldestAt) / 1000) };
    }),
  );
}

// Every event an organization's log holds, read page after page as a client of the port would.
import type { EventLogPort, KeptEvent } from '@rcs-send/service';

/** Every event of `organizationId` in `events`, in sequence order. */
export async function allEventsOf(events: EventLogPort, organizationId: string): Promise<KeptEvent[]> {
  const all: KeptEvent[] = [];
  for (let after = 0; ; ) {
    const page = await events.after(organizationId, after, 500);
    all.push(...page);
    if (page.length < 500) return all;
    after = page.at(-1)!.sequence;
  }
}

import type { UsageDay } from '../ports/tenants';

/** What is counted per organization and day: every count of a {@link UsageDay}. */
type UsageCount = Exclude<keyof UsageDay, 'day'>;

/** The usage of the memory store's organizations, per UTC day. @internal */
export interface _MemoryUsage {
  /** Adds `count` to `what` of `organizationId` on `day` (`YYYY-MM-DD`); the day is known from then on, even for a count of 0. */
  add(organizationId: string, day: string, what: UsageCount, count: number): void;
  /** The days of `organizationId` from `from` to `to` (both included) that have any count, in order. */
  between(organizationId: string, from: string, to: string): UsageDay[];
}

/** The UTC day of `epochMs`, `YYYY-MM-DD`: the key of the usage. @internal */
export const _utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** Usage counts per organization and day, in this process's memory, as the durable stores keep them in a table. @internal */
export function _memoryUsage(): _MemoryUsage {
  const days = new Map<string, Map<string, Record<UsageCount, number>>>(); // organization → day → counts
  return {
    add(organizationId, day, what, count) {
      const organization = days.get(organizationId) ?? new Map<string, Record<UsageCount, number>>();
      const counts = organization.get(day) ?? { accepted: 0, rejected: 0, sent: 0, delivered: 0, failed: 0, expired: 0, smsFallbacks: 0, smsSegments: 0 };
      counts[what] += count;
      days.set(organizationId, organization.set(day, counts));
    },
    between(organizationId, from, to) {
      const organization = days.get(organizationId) ?? new Map<string, Record<UsageCount, number>>();
      return [...organization]
        .filter(([day]) => day >= from && day <= to)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([day, counts]) => ({ day, ...counts }));
    },
  };
}

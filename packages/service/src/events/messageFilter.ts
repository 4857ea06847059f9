import type { MessageStatus } from '../lifecycle/stateChange';
import type { ListPosition, MessageFilter } from './messageListPort';

/** Where `status` sits in a list: its acceptance time (its first step's) and its id. @public */
export function listPositionOf(status: Pick<MessageStatus, 'id' | 'history' | 'at'>): ListPosition {
  return { acceptedAt: Date.parse(status.history[0]?.at ?? status.at), id: status.id };
}

/** True when `position` comes after `after` in a list, newest first: accepted earlier, or at the same time with a smaller id. @public */
export function isPast(position: ListPosition, after: ListPosition): boolean {
  return position.acceptedAt < after.acceptedAt || (position.acceptedAt === after.acceptedAt && position.id < after.id);
}

/** True when `status` matches every filter given in `filter`. @public */
export function matchesFilter(status: MessageStatus, filter: MessageFilter): boolean {
  const acceptedAt = listPositionOf(status).acceptedAt;
  return (
    (filter.state === undefined || status.state === filter.state) &&
    (filter.channel === undefined || (status.channel ?? 'RCS') === filter.channel) &&
    (filter.to === undefined || status.to === filter.to) &&
    (filter.from === undefined || status.from === filter.from) &&
    (filter.since === undefined || acceptedAt >= filter.since) &&
    (filter.until === undefined || acceptedAt < filter.until)
  );
}

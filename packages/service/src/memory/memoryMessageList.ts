import type { ListPosition, MessageFilter, MessageListPort } from '../events/messageListPort';
import type { MessageStatus } from '../lifecycle/stateChange';
import { listPositionOf, matchesFilter, isPast } from '../events/messageFilter';

/** The message list of the memory store, read from its statuses (each scan goes over every message: for tests and demos). @internal */
export function _memoryMessageList(statuses: ReadonlyMap<string, MessageStatus>): MessageListPort {
  return {
    list(organizationId, filter: MessageFilter, limit, after?: ListPosition) {
      const found = [...statuses.values()]
        .filter((status) => status.organizationId === organizationId && matchesFilter(status, filter) && (after === undefined || isPast(listPositionOf(status), after)))
        .map((status) => ({ status, position: listPositionOf(status) }))
        .sort((a, b) => b.position.acceptedAt - a.position.acceptedAt || (a.position.id < b.position.id ? 1 : a.position.id > b.position.id ? -1 : 0));
      const page = found.slice(0, limit);
      return Promise.resolve({ messages: page.map(({ status }) => status), next: found.length > limit ? page.at(-1)!.position : null });
    },
  };
}

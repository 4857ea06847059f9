import { createEventFeed, createMessageList, type AuthPort, type EventFeed, type MessageList, type OrganizationPort, type PortName, type Store } from '@rcs-send/service';

/** What the server answers reads of an organization's data with. @internal */
export interface _StoreReads {
  /** `GET /v1.2/rcs/events`, over the store's event logs. */
  readonly eventFeed: EventFeed;
  /** `GET /v1.2/rcs/messages`, over the store's message list. */
  readonly messageList: MessageList;
}

/**
 * The events feed and the message list over `store`'s `events` and `messages`, behind the
 * server's own key and organization ports, as the status lookup is.
 *
 * @internal
 */
export function _storeReads(
  store: Pick<Store, 'events' | 'messages'>,
  ports: { readonly auth: AuthPort; readonly organizations: OrganizationPort },
  onError: (error: unknown, source: PortName | 'service') => void,
): _StoreReads {
  return {
    eventFeed: createEventFeed({ ports: { ...ports, events: store.events }, onError }),
    messageList: createMessageList({ ports: { ...ports, messages: store.messages }, onError }),
  };
}

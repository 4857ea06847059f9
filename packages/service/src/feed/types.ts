import type { EventLogPort } from '../events/eventLogPort';
import type { AuthPort } from '../ports/auth';
import type { OrganizationPort } from '../ports/organizations';
import type { PortName } from '../ports/ports';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { WebhookPayload } from '../status/webhookBodies';

/** The ports the events feed reads through. @public */
export interface EventFeedPorts {
  /** Authenticates API keys, as for sending. */
  readonly auth: AuthPort;
  /** Whether the caller is a member of the organization named. */
  readonly organizations: OrganizationPort;
  /** The organizations' event logs (a store's `events`). */
  readonly events: Pick<EventLogPort, 'after'>;
}

/** Options of {@link createEventFeed}. @public */
export interface EventFeedOptions {
  /** The ports. */
  readonly ports: EventFeedPorts;
  /**
   * Told of every error a port threw (or an unexpected error of the feed itself); clients only see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
}

/** One read of the events feed, as an HTTP layer hands it over. @public */
export interface EventFeedInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The query: `organizationId`, and `after` and `limit` when given. */
  readonly query: URLSearchParams;
}

/** The body of a 200 answer of the events feed: one page of an organization's events. @public */
export interface EventFeedBody {
  /** The events with a sequence above `after`, in sequence order, each as its webhook carries it; empty when none is past `after` yet. */
  events: WebhookPayload[];
  /** What to pass as `after` to read on: the last event's sequence, or `after` itself when the page is empty. */
  next: number;
}

/** An HTTP answer of the events feed, for any host to write: a page (200) or the API's error body. @public */
export type EventFeedResponse = ServiceResponse<EventFeedBody | ErrorBody>;

/** The events feed of `GET /v1.2/rcs/events`, free of any framework. @public */
export interface EventFeed {
  /** Answers one read; never throws. */
  read(input: EventFeedInput): Promise<EventFeedResponse>;
}

import type { ContentMessage } from './content';

/** One message of a send request, in canonical form (API reference 2.2). @public */
export interface Message {
  /** Recipient MSISDN: digits only, country calling code first (e.g. 351912345678). */
  to: string;
  /** RCS sender or agent identifier configured for the organization. */
  from: string;
  /** RFC 3339 date-time after which the message must not be delivered. */
  expirationDateTime?: string;
  /** The message content. */
  contentMessage: ContentMessage;
}

/** The body of POST /v1.2/rcs/send, in canonical form (API reference 2.1). @public */
export interface SendRequest {
  /** UUID of the Organization, lower case. */
  organizationId: string;
  /** 1 to 10 independent messages. */
  messages: Message[];
}

import type { Message } from '@rcs-send/core';
import type { AuthPort } from '../ports/auth';
import type { OrganizationPort, SenderPort } from '../ports/organizations';
import type { PortName } from '../ports/ports';
import type { ProfileOptions } from '../profile/profileOption';
import type { RateLimitPort } from '../ports/rateLimit';
import type { ErrorBody, ResponseIssue, ServiceResponse } from '../response/types';
import type { DeliveryForecast, DeliveryForecastPort } from './forecastPort';

/** Where a preflight reads an organization's balance, without holding any (a tenant store's `balanceOf`, a memory balance port's). @public */
export interface BalanceReadPort {
  /** The units `organizationId` (lower case) has left, held ones excluded. */
  balanceOf(organizationId: string): Promise<number> | number;
}

/** The ports a preflight reads through: the send's own (no submit, no Idempotency-Key store), a balance read and the delivery's forecast. @public */
export interface PreflightPorts {
  /** Authenticates API keys, as for sending. */
  readonly auth: AuthPort;
  /** The organization and its RCS channel, as for sending. */
  readonly organizations: OrganizationPort;
  /** Senders configured per organization, as for sending. */
  readonly senders: SenderPort;
  /** The balance, read only. */
  readonly balance: BalanceReadPort;
  /** The send's rate limit (a preflight counts as a request); absent means no limit. */
  readonly rateLimit?: RateLimitPort;
  /** What the delivery would do with each valid message; absent, each valid message's `delivery` is null. */
  readonly forecast?: DeliveryForecastPort;
}

/** Options of {@link createPreflight}. @public */
export interface PreflightOptions extends ProfileOptions {
  /** The ports. */
  readonly ports: PreflightPorts;
  /**
   * The clock, as the send's: `expirationDateTime` must be later than it.
   * @defaultValue () =\> new Date()
   */
  readonly now?: () => Date;
  /**
   * Told of every error a port threw (or an unexpected error of the preflight itself); clients only see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
}

/** One preflight, as an HTTP layer hands it over. @public */
export interface PreflightInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The query: `capabilities` when given. */
  readonly query: URLSearchParams;
  /** Reads and parses the body, once the request is authenticated, within its rate limit and its query read; rejects with a `TransportError` as the send's does. */
  readonly readBody: () => Promise<{ readonly value: unknown }>;
}

/** A message of a preflight the send would accept: its canonical form, its units and what the delivery would do. @public */
export interface PreflightValidMessage {
  /** Index in the request's `messages`. */
  index: number;
  /** Always VALID. */
  status: 'VALID';
  /** The canonical message, as it would be accepted. */
  message: Message;
  /** The units the send would hold for it. */
  units: number;
  /** What the delivery would do with it, or null when the host has no delivery forecast. */
  delivery: DeliveryForecast | null;
}

/** A message of a preflight the send would reject: every issue it has, the first the one the send answers. @public */
export interface PreflightRejectedMessage {
  /** Index in the request's `messages`. */
  index: number;
  /** Always REJECTED. */
  status: 'REJECTED';
  /** The issues, in the order the send finds them; the send answers with the first. */
  errors: ResponseIssue[];
  /** 0: nothing is held for it. */
  units: number;
}

/** The outcome of one message of a preflight. @public */
export type PreflightOutcome = PreflightValidMessage | PreflightRejectedMessage;

/** The organization's balance as a preflight reads it. @public */
export interface PreflightBalance {
  /** The units it has now, held ones excluded. */
  available: number;
  /** What the send would leave of them (negative: the send would answer 402 INSUFFICIENT_BALANCE). */
  after: number;
}

/** The body of a 200 preflight. @public */
export interface PreflightBody {
  /** One outcome per message of the request, in order. */
  messages: PreflightOutcome[];
  /** The units the send would hold for the whole request. */
  units: number;
  /** The organization's balance now, and what the send would leave of it. */
  balance: PreflightBalance;
}

/** An HTTP answer of the preflight: its body (200) or the API's error body. @public */
export type PreflightResponse = ServiceResponse<PreflightBody | ErrorBody>;

/** The preflight of `POST /v1.2/rcs/preflight`, free of any framework. @public */
export interface Preflight {
  /** Answers one preflight; never throws. */
  check(input: PreflightInput): Promise<PreflightResponse>;
}

import { _hex, _sha256 } from '../crypto/sha256';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { IdempotencyPort } from '../ports/idempotency';
import { _callPort } from './portCall';
import type { SendBody } from './types';

/** 1 to 255 visible ASCII characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The claimed key of a request, to complete or release once it is answered. @internal */
export interface _IdempotencyTicket {
  readonly port: IdempotencyPort;
  readonly scope: string;
  readonly key: string;
  /** Set once a batch submit kept the response with the messages: nothing is left to settle. */
  keptBySubmit: boolean;
}

/** The 400 response when an `Idempotency-Key` header is present but not a valid key, else undefined. @internal */
export function _checkIdempotencyKey(key: string | undefined): ServiceResponse | undefined {
  return key === undefined || KEY.test(key) ? undefined : errorResponse('IDEMPOTENCY_KEY_INVALID');
}

/** Hex SHA-256 of the body: of its bytes when known, else of its JSON text; undefined when it has none. */
async function fingerprint(body: SendBody): Promise<string | undefined> {
  if (body.bytes !== undefined) return _hex(await _sha256(body.bytes));
  let text: string | undefined;
  try {
    text = JSON.stringify(body.value);
  } catch {
    return undefined;
  }
  return text === undefined ? undefined : _hex(await _sha256(text));
}

/** The outcome of a claim: a ticket to go ahead, or the response to give now. @internal */
export type _IdempotencyClaimOutcome = { readonly ok: true; readonly ticket: _IdempotencyTicket } | { readonly ok: false; readonly response: ServiceResponse };

/**
 * Claims `key` for this principal and body: a ticket to go ahead, or the response to give
 * now (the first response replayed, 422 for another body, 409 while the first is running).
 *
 * @internal
 */
export async function _claimIdempotencyKey(
  port: IdempotencyPort,
  scope: string,
  key: string,
  body: SendBody,
): Promise<_IdempotencyClaimOutcome> {
  const print = await fingerprint(body);
  if (print === undefined) return { ok: false, response: errorResponse('MALFORMED_JSON') };
  const claim = await _callPort('idempotency', () => port.claim(scope, key, print));
  switch (claim.state) {
    case 'claimed':
      return { ok: true, ticket: { port, scope, key, keptBySubmit: false } };
    case 'replay':
      return { ok: false, response: { ...claim.response, headers: { ...claim.response.headers, 'idempotent-replayed': 'true' } } };
    case 'in-progress':
      return { ok: false, response: errorResponse('IDEMPOTENCY_KEY_IN_PROGRESS', '', { 'retry-after': '1' }) };
    case 'mismatch':
      return { ok: false, response: errorResponse('IDEMPOTENCY_KEY_REUSED') };
    default:
      throw new TypeError('the idempotency port returned an unknown claim');
  }
}

/**
 * Settles a ticket: a response that submitted messages (200 or 202) is kept for replay (unless
 * the submit port kept it with the messages); any other frees the key so that a retry runs
 * afresh.
 *
 * @internal
 */
export async function _settleIdempotencyKey(ticket: _IdempotencyTicket, response: ServiceResponse): Promise<void> {
  const { port, scope, key } = ticket;
  if (ticket.keptBySubmit) return;
  if (response.status === 200 || response.status === 202) {
    await _callPort('idempotency', () => port.complete(scope, key, response));
  } else {
    await _callPort('idempotency', () => port.release(scope, key));
  }
}

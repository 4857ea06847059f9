import { _retryAfterOf } from '../errors/unavailableError';
import { errorResponse } from '../response/errorResponse';
import type { AuthPort } from '../ports/auth';
import type { RateLimitPort } from '../ports/rateLimit';
import { _authenticate, type _Authentication } from './authenticate';
import { _callPort } from './portCall';

/** Step 1 and the rate limit, as every counted request starts: the caller's principal, or the 401 or 429 response. @internal */
export async function _admit(auth: AuthPort, rateLimit: RateLimitPort | undefined, authorization: string | undefined): Promise<_Authentication> {
  const authentication = await _authenticate(auth, authorization);
  if (!authentication.ok || rateLimit === undefined) return authentication;
  const { principal } = authentication;
  const decision = await _callPort('rateLimit', () => rateLimit.consume(principal.id));
  if (!decision.allowed) return { ok: false, response: errorResponse('RATE_LIMITED', '', { 'retry-after': String(_retryAfterOf(decision) ?? 1) }) };
  return authentication;
}

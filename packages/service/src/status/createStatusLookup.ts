import { _BASE_HEADERS, errorResponse } from '../response/errorResponse';
import { _authenticate } from '../service/authenticate';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _callPort } from '../service/portCall';
import type { MessageStatusBody, MessageStatusRecord } from './messageStatus';
import type { StatusLookupInput, StatusLookupOptions, StatusLookupResponse, StatusLookup } from './types';

/** An 8-4-4-4-12 hexadecimal UUID, any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The states that may carry a reason for the client (why it failed, how it was withdrawn). */
const EXPLAINED: ReadonlySet<string> = new Set(['FAILED', 'EXPIRED', 'CANCELLED']);

/** The client's view of a status: no organization, no attempts. */
function bodyOf(status: MessageStatusRecord): MessageStatusBody {
  return {
    id: status.id,
    state: status.state,
    at: status.at,
    ...(EXPLAINED.has(status.state) && status.reason !== undefined ? { reason: status.reason } : {}),
    history: status.history.map(({ state, at, platformAt }) => ({ state, at, ...(platformAt === undefined ? {} : { platformAt }) })),
  };
}

/**
 * The status lookup: authenticates the caller as the send operation does (401), checks that
 * the id is a UUID (400 MESSAGE_ID_INVALID), then answers the message's status (200) only
 * when the caller's principal is a member of the message's organization (the organization
 * port answers `allowed` or `no-rcs-channel`). Otherwise, or when nothing is known of the id,
 * it answers 404 MESSAGE_NOT_FOUND, the same for both, so that no one learns that another
 * organization's message exists. Port failures are 500 (503 when a port says it is unavailable).
 *
 * @public
 */
export function createStatusLookup(options: StatusLookupOptions): StatusLookup {
  const { auth, organizations, states } = options.ports;
  if (typeof auth?.authenticate !== 'function' || typeof organizations?.access !== 'function' || typeof states?.get !== 'function') {
    throw new TypeError('createStatusLookup: options.ports needs auth.authenticate, organizations.access and states.get');
  }
  const onError = _safeOnError(options.onError);
  const run = async (input: StatusLookupInput): Promise<StatusLookupResponse> => {
    const authentication = await _authenticate(auth, input.authorization);
    if (!authentication.ok) return authentication.response;
    if (!UUID.test(input.id)) return errorResponse('MESSAGE_ID_INVALID');
    const status = await _callPort('states', () => states.get(input.id.toLowerCase()));
    const organizationId = status?.organizationId;
    if (status === undefined || organizationId === undefined) return errorResponse('MESSAGE_NOT_FOUND');
    const access = await _callPort('organizations', () => organizations.access(authentication.principal, organizationId));
    if (access !== 'allowed' && access !== 'no-rcs-channel') return errorResponse('MESSAGE_NOT_FOUND');
    return { status: 200, headers: { ..._BASE_HEADERS }, body: bodyOf(status) };
  };
  return {
    async lookup(input) {
      try {
        return await run(input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    },
  };
}

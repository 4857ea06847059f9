import { errorResponse } from '../response/errorResponse';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _callPort } from '../service/portCall';
import type { MessageCancelPort } from '../ports/cancel';
import { _ownedStatus } from './ownedStatus';
import { _statusResponse } from './statusResponse';
import type { StatusLookupInput, StatusLookupOptions, StatusLookupPorts, StatusLookupResponse, StatusLookup } from './types';

/** The states a cancel still changes: not yet handed over, or handed over and not yet on the phone. */
const CANCELLABLE: ReadonlySet<string> = new Set(['ACCEPTED', 'SENT']);

/** The cancel of one owned message: 200 once it is CANCELLED (again, too), 409 with the status that stands in the way. */
async function cancelOwned(ports: StatusLookupPorts, cancels: MessageCancelPort, now: () => Date, input: StatusLookupInput): Promise<StatusLookupResponse> {
  const found = await _ownedStatus(ports, input);
  if (!found.ok) return found.response;
  const { id } = found.status;
  const status = CANCELLABLE.has(found.status.state) ? await _callPort('cancels', () => cancels.cancel(id, now().toISOString())) : found.status;
  if (status === undefined) return errorResponse('MESSAGE_NOT_FOUND');
  return _statusResponse(status.state === 'CANCELLED' ? 200 : 409, status);
}

/**
 * The status lookup of `/v1.2/rcs/messages/{id}`: authenticates the caller as the send operation
 * does (401), checks that the id is a UUID (400 MESSAGE_ID_INVALID), then answers the message's
 * status (200) only when the caller's principal is a member of the message's organization (the
 * organization port answers `allowed` or `no-rcs-channel`). Otherwise, or when nothing is known
 * of the id, it answers 404 MESSAGE_NOT_FOUND, the same for both, so that no one learns that
 * another organization's message exists. With `ports.cancels`, it also cancels (`cancel`): a
 * message ACCEPTED or SENT goes through the port; 200 with the status once it is CANCELLED
 * (cancelling a CANCELLED message again is 200 too, without the port), 409 with the status of a
 * message in any other state (DELIVERED, READ, EXPIRED, FAILED, or what the port could not
 * cancel). Neither is counted against the send rate limit. Port failures are 500 (503 when a port
 * says it is unavailable).
 *
 * @public
 */
export function createStatusLookup(options: StatusLookupOptions): StatusLookup {
  const { ports } = options;
  const { auth, organizations, states, cancels } = ports;
  if (typeof auth?.authenticate !== 'function' || typeof organizations?.access !== 'function' || typeof states?.get !== 'function') {
    throw new TypeError('createStatusLookup: options.ports needs auth.authenticate, organizations.access and states.get');
  }
  if (cancels !== undefined && typeof cancels?.cancel !== 'function') throw new TypeError('createStatusLookup: options.ports.cancels needs cancel');
  if (options.now !== undefined && typeof options.now !== 'function') throw new TypeError('createStatusLookup: options.now must be a function');
  const onError = _safeOnError(options.onError);
  const now = options.now ?? (() => new Date());
  const answering =
    (run: (input: StatusLookupInput) => Promise<StatusLookupResponse>) =>
    async (input: StatusLookupInput): Promise<StatusLookupResponse> => {
      try {
        return await run(input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    };
  const lookup = answering(async (input) => {
    const found = await _ownedStatus(ports, input);
    return found.ok ? _statusResponse(200, found.status) : found.response;
  });
  return cancels === undefined ? { lookup } : { lookup, cancel: answering((input) => cancelOwned(ports, cancels, now, input)) };
}

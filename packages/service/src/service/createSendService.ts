import { TransportError } from '../errors/transportError';
import { createMemoryIdempotencyPort } from '../memory/memoryIdempotency';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import { _accept, type _AcceptSettings } from './accept';
import { _admit } from './admit';
import { _checkOptions } from './checkOptions';
import { _checkIdempotencyKey, _claimIdempotencyKey, _settleIdempotencyKey } from './idempotency';
import { _failureResponse, _safeOnError } from './failure';
import { _PortFailure } from './portCall';
import type { SendBody, SendInput, SendService, SendServiceOptions } from './types';
import { _uuidV7 } from './uuidV7';

/** The acceptance sequence, in the API's order; transport faults come back from `readBody`. */
async function run(settings: _AcceptSettings, idempotency: NonNullable<SendServiceOptions['ports']['idempotency']>, input: SendInput): Promise<ServiceResponse> {
  const admission = await _admit(settings.ports.auth, settings.ports.rateLimit, input.authorization);
  if (!admission.ok) return admission.response;
  const { principal } = admission;
  const badKey = _checkIdempotencyKey(input.idempotencyKey);
  if (badKey !== undefined) return badKey;

  let body: SendBody;
  try {
    body = await input.readBody();
  } catch (error) {
    if (error instanceof TransportError) return errorResponse(error.code, error.param);
    throw error;
  }
  if (input.idempotencyKey === undefined) return _accept(settings, principal, body.value);

  const claim = await _claimIdempotencyKey(idempotency, principal.id, input.idempotencyKey, body);
  if (!claim.ok) return claim.response;
  const { ticket } = claim;
  let response: ServiceResponse | undefined;
  try {
    response = await _accept(settings, principal, body.value, ticket);
    return response;
  } finally {
    await _settleIdempotencyKey(ticket, response ?? errorResponse('INTERNAL_ERROR')).catch((error: unknown) => {
      settings.onError(error instanceof _PortFailure ? error.cause : error, 'idempotency');
    });
  }
}

/**
 * The send service: runs the acceptance sequence of API reference section 4 over the host's ports
 * (authenticate, rate limit, read the body, organization, messages (with any validation
 * profile and rules of the deployment), balance, submit) and
 * answers every request with a {@link ServiceResponse}, never an exception.
 *
 * @throws TypeError at construction, naming the option at fault, when a required port is
 * missing or a port, `batchMode`, `now`, `generateId`, `onError`, `profile` or `rules` is malformed.
 * @public
 */
export function createSendService(options: SendServiceOptions): SendService {
  _checkOptions(options);
  const onError = _safeOnError(options.onError);
  const settings: _AcceptSettings = {
    ports: options.ports,
    judging: { senders: options.ports.senders, profile: options.profile, rules: options.rules },
    batchMode: options.batchMode ?? 'partial',
    now: options.now ?? (() => new Date()),
    generateId: options.generateId ?? (() => _uuidV7()),
    onError,
    onAnswered(answer) {
      try {
        options.onAnswered?.(answer);
      } catch (error) {
        onError(error, 'service'); // a host's counter never changes an answer
      }
    },
  };
  const idempotency = options.ports.idempotency ?? createMemoryIdempotencyPort();
  return {
    async send(input: SendInput): Promise<ServiceResponse> {
      try {
        return await run(settings, idempotency, input);
      } catch (error) {
        return _failureResponse(error, settings.onError);
      }
    },
  };
}

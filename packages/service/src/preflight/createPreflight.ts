import { TransportError } from '../errors/transportError';
import { _queryFields } from '../query/queryFields';
import { _issueResponse, _BASE_HEADERS, _serviceIssue, errorResponse } from '../response/errorResponse';
import { _admit } from '../service/admit';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _checkOrganization } from '../service/organization';
import { _callPort } from '../service/portCall';
import { _expiresAtOf } from '../service/submission';
import { _messageVerdicts, _unitsHeld, _validateBody, type _MessageJudging, type _Verdict } from '../service/verdicts';
import type { Principal } from '../ports/auth';
import { _isProfileOption } from '../profile/profileOption';
import type { Preflight, PreflightBody, PreflightInput, PreflightOutcome, PreflightOptions, PreflightPorts, PreflightResponse } from './types';

/** The clock and ports of one preflight. */
interface Settings {
  readonly ports: PreflightPorts;
  /** The sender port, and the deployment's profile and rules, as the send's step 3 reads them. */
  readonly judging: _MessageJudging;
  readonly now: () => Date;
}

/** `capabilities`: false when absent, else `true` or `false` (400 CAPABILITIES_FLAG_INVALID). */
function capabilitiesFlagOf(text: string | undefined): boolean | undefined {
  if (text === undefined || text === 'false') return false;
  return text === 'true' ? true : undefined;
}

/** One message's outcome: its issues, or its canonical form, units and forecast. */
async function outcomeOf(ports: PreflightPorts, verdict: _Verdict, organizationId: string, at: number, capabilities: boolean): Promise<PreflightOutcome> {
  const units = _unitsHeld([verdict]);
  if (!verdict.ok) return { index: verdict.index, status: 'REJECTED', errors: [...verdict.issues], units: 0 };
  const { index, message } = verdict;
  const { forecast } = ports;
  const delivery = forecast === undefined ? null : await _callPort('forecast', () => forecast.forecast({ organizationId, message, expiresAt: _expiresAtOf(message), at, capabilities }));
  return { index, status: 'VALID', message, units, delivery };
}

/** Steps 2 and 3 as the send runs them, then the balance read and each message's forecast. */
async function predict(settings: Settings, principal: Principal, body: unknown, capabilities: boolean): Promise<PreflightResponse> {
  const { ports } = settings;
  const now = settings.now();
  const result = _validateBody(body, now);
  const { organizationId } = result.root;
  const firstRootIssue = result.root.issues[0];
  if (organizationId === undefined) return firstRootIssue === undefined ? errorResponse('INTERNAL_ERROR') : _issueResponse(firstRootIssue);
  const denied = await _checkOrganization(ports.organizations, principal, organizationId);
  if (denied !== undefined) return denied;
  if (firstRootIssue !== undefined) return _issueResponse(firstRootIssue);
  const judged = await _messageVerdicts(settings.judging, organizationId, result.messages, now);
  if (!judged.ok) return _issueResponse(judged.issue);
  const { verdicts } = judged;
  const available = await _callPort('balance', async () => ports.balance.balanceOf(organizationId));
  const messages = await Promise.all(verdicts.map((verdict) => outcomeOf(ports, verdict, organizationId, now.getTime(), capabilities)));
  const units = _unitsHeld(verdicts);
  const answer: PreflightBody = { messages, units, balance: { available, after: available - units } };
  return { status: 200, headers: { ..._BASE_HEADERS }, body: answer };
}

/** The preflight's sequence: the send's admission, the query, the body, then {@link predict}. */
async function check(settings: Settings, input: PreflightInput): Promise<PreflightResponse> {
  const admission = await _admit(settings.ports.auth, settings.ports.rateLimit, input.authorization);
  if (!admission.ok) return admission.response;
  const fields = _queryFields(input.query, ['capabilities']);
  if (!fields.ok) return _issueResponse(fields.issue);
  const capabilities = capabilitiesFlagOf(fields.value.capabilities);
  if (capabilities === undefined) return _issueResponse(_serviceIssue('CAPABILITIES_FLAG_INVALID', 'capabilities'));
  let body: { readonly value: unknown };
  try {
    body = await input.readBody();
  } catch (error) {
    if (error instanceof TransportError) return errorResponse(error.code, error.param);
    throw error;
  }
  return predict(settings, admission.principal, body.value, capabilities);
}

/**
 * The preflight of `POST /v1.2/rcs/preflight?capabilities=`: what a send of the same body with the
 * same key would do, with nothing stored, held, charged, queued or remembered. In the send's
 * order and with its answers: 401, 429 (a preflight counts against the rate limit like any
 * request), 400 for a query parameter other than `capabilities` (`true` or `false`), 415, 413 and
 * 400 for the body, the root's issues, 403 and 404 for the organization, 400 for a request over
 * its organization's profile's `maxMessages`. Then 200 with each
 * message's outcome, found by the send's own validation (its profile and rules included): REJECTED with every issue (the first is
 * the one the send answers), or VALID with its canonical form, its units (the send's hold) and
 * what the delivery would do (the `forecast` port); the request's units and the balance it would
 * leave (negative: the send would answer 402). An Idempotency-Key header is neither read nor
 * consumed. A throwing port is 500 (503 for `ServiceUnavailableError`).
 *
 * @throws TypeError at construction when a port lacks its method, or `profile` or `rules` is malformed.
 * @public
 */
export function createPreflight(options: PreflightOptions): Preflight {
  const { ports } = options;
  if (
    typeof ports?.auth?.authenticate !== 'function' ||
    typeof ports.organizations?.access !== 'function' ||
    typeof ports.senders?.isConfigured !== 'function' ||
    typeof ports.balance?.balanceOf !== 'function' ||
    (ports.forecast !== undefined && typeof ports.forecast.forecast !== 'function')
  ) {
    throw new TypeError('createPreflight: options.ports needs auth.authenticate, organizations.access, senders.isConfigured, balance.balanceOf and, when given, forecast.forecast');
  }
  if (!_isProfileOption(options.profile) || (options.rules !== undefined && typeof options.rules !== 'function')) {
    throw new TypeError('createPreflight: options.profile must be a compiled profile (createValidationProfile) or a function (organizationId, sender), options.rules a function');
  }
  const onError = _safeOnError(options.onError);
  const judging = { senders: ports.senders, profile: options.profile, rules: options.rules };
  const settings: Settings = { ports, judging, now: options.now ?? (() => new Date()) };
  return {
    async check(input) {
      try {
        return await check(settings, input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    },
  };
}

import { TransportError } from '../errors/transportError';
import { _BASE_HEADERS, _issueResponse, errorResponse } from '../response/errorResponse';
import type { Principal } from '../ports/auth';
import { _admit } from '../service/admit';
import { _failureResponse, _safeOnError } from '../service/failure';
import { _checkOrganization } from '../service/organization';
import { _callPort } from '../service/portCall';
import type { CapabilitiesBody, CapabilityBody } from './capabilityBodies';
import { _bodyFieldsOf, _msisdnOf, _msisdnsOf, _organizationIdOf, _senderOf, _unknownKeyOf } from './capabilityFields';
import type { CapabilitiesInput, CapabilityCheck, CapabilityCheckOptions, CapabilityCheckPorts, CapabilityInput, CapabilityResponse } from './types';

/** A query parameter as a field: absent, its one value, or all its values (a repeated parameter is a list: the wrong type). */
const parameter = (query: URLSearchParams, name: string): unknown => {
  const values = query.getAll(name);
  return values.length > 1 ? values : values[0];
};

/** A 200 answer. */
const answered = (body: CapabilityBody | CapabilitiesBody): CapabilityResponse => ({ status: 200, headers: { ..._BASE_HEADERS }, body });

/** The organization of a check, checked as sending checks it (400, then 403/404), or the response that ends the request. */
async function organizationOf(ports: CapabilityCheckPorts, principal: Principal, value: unknown): Promise<{ readonly id: string } | CapabilityResponse> {
  const organizationId = _organizationIdOf(value);
  if (!organizationId.ok) return _issueResponse(organizationId.issue);
  return (await _checkOrganization(ports.organizations, principal, organizationId.value)) ?? { id: organizationId.value };
}

/** Whether `from` is a sender of the organization (the send's rule), else the 400 SENDER_NOT_CONFIGURED at `from`. */
async function senderRefusal(ports: CapabilityCheckPorts, organizationId: string, from: string): Promise<CapabilityResponse | undefined> {
  const configured = await _callPort('senders', () => ports.senders.isConfigured(organizationId, from));
  return configured === true ? undefined : errorResponse('SENDER_NOT_CONFIGURED', 'from');
}

/** One number: authenticated and counted, the organization, `from`, the number, the sender, then the platform. */
async function checkOne(ports: CapabilityCheckPorts, input: CapabilityInput): Promise<CapabilityResponse> {
  const admission = await _admit(ports.auth, ports.rateLimit, input.authorization);
  if (!admission.ok) return admission.response;
  const organization = await organizationOf(ports, admission.principal, parameter(input.query, 'organizationId'));
  if (!('id' in organization)) return organization;
  const from = _senderOf(parameter(input.query, 'from'));
  if (!from.ok) return _issueResponse(from.issue);
  const msisdn = _msisdnOf(input.msisdn, 'msisdn');
  if (!msisdn.ok) return _issueResponse(msisdn.issue);
  const refused = await senderRefusal(ports, organization.id, from.value);
  if (refused !== undefined) return refused;
  const features = await _callPort('capabilities', () => ports.capabilities.features(from.value, msisdn.value));
  return answered({ msisdn: msisdn.value, reachable: features !== undefined, features: [...(features ?? [])] });
}

/** Several numbers: as {@link checkOne}, the body read once the request is admitted; unknown keys refused before `from`. */
async function checkMany(ports: CapabilityCheckPorts, input: CapabilitiesInput): Promise<CapabilityResponse> {
  const admission = await _admit(ports.auth, ports.rateLimit, input.authorization);
  if (!admission.ok) return admission.response;
  let body: unknown;
  try {
    body = (await input.readBody()).value;
  } catch (error) {
    if (error instanceof TransportError) return errorResponse(error.code, error.param);
    throw error;
  }
  const fields = _bodyFieldsOf(body);
  if (!fields.ok) return _issueResponse(fields.issue);
  const organization = await organizationOf(ports, admission.principal, fields.value['organizationId']);
  if (!('id' in organization)) return organization;
  const unknown = _unknownKeyOf(fields.value);
  if (unknown !== undefined && !unknown.ok) return _issueResponse(unknown.issue);
  const from = _senderOf(fields.value['from']);
  if (!from.ok) return _issueResponse(from.issue);
  const msisdns = _msisdnsOf(fields.value['msisdns']);
  if (!msisdns.ok) return _issueResponse(msisdns.issue);
  const refused = await senderRefusal(ports, organization.id, from.value);
  if (refused !== undefined) return refused;
  const reachable = new Set(await _callPort('capabilities', () => ports.capabilities.reachable(from.value, [...new Set(msisdns.value)])));
  return answered({ results: msisdns.value.map((msisdn) => ({ msisdn, reachable: reachable.has(msisdn) })) });
}

/**
 * The capability check of `/v1.2/rcs/capabilities` over the host's ports: a request is
 * authenticated and counted against the rate limit as a send is (401, 429), its organization
 * checked as a send's (`organizationId`: 400, 403, 404), `from` must be a sender of it (400
 * SENDER_NOT_CONFIGURED at `from`) and each number is read as `messages[].to` is (400
 * MSISDN_INVALID at `msisdn` or `msisdns[i]`); then the platform answers through the capability
 * port (503 with Retry-After when it is unavailable). A bulk check takes 1 to
 * {@link CAPABILITY_MSISDNS_MAX} numbers and asks the platform once for the distinct ones.
 *
 * @throws TypeError at construction when a port lacks its method.
 * @public
 */
export function createCapabilityCheck(options: CapabilityCheckOptions): CapabilityCheck {
  const { ports } = options;
  const { auth, organizations, senders, capabilities, rateLimit } = ports;
  if (typeof auth?.authenticate !== 'function' || typeof organizations?.access !== 'function' || typeof senders?.isConfigured !== 'function') {
    throw new TypeError('createCapabilityCheck: options.ports needs auth.authenticate, organizations.access and senders.isConfigured');
  }
  if (typeof capabilities?.features !== 'function' || typeof capabilities.reachable !== 'function') throw new TypeError('createCapabilityCheck: options.ports.capabilities needs features and reachable');
  if (rateLimit !== undefined && typeof rateLimit?.consume !== 'function') throw new TypeError('createCapabilityCheck: options.ports.rateLimit needs consume');
  const onError = _safeOnError(options.onError);
  const answering =
    <Input>(run: (ports: CapabilityCheckPorts, input: Input) => Promise<CapabilityResponse>) =>
    async (input: Input): Promise<CapabilityResponse> => {
      try {
        return await run(ports, input);
      } catch (error) {
        return _failureResponse(error, onError);
      }
    };
  return { check: answering(checkOne), checkMany: answering(checkMany) };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRbmPhoneNumber, isRbmUuid, type RbmApiRoute } from '@rcs-send/rbm';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import { _objectOf, _readJson } from '../http/readJson';
import type { _Platform } from '../platform/platform';
import { _featuresOf } from '../recipients/recipient';

/** Below this many numbers, users.batchGet draws no sample (its sample counts are 0). */
const SAMPLE_FROM_USERS = 500;

/**
 * Answers `phones.getCapabilities`: 400 without a UUID `requestId` or an `agentId`, 404 for a
 * number that is not RCS-capable, else 200 `{ features }` (the recipient's, offline ones included).
 *
 * @internal
 */
export function _handleCapabilities(response: ServerResponse, route: RbmApiRoute, platform: _Platform): void {
  const { phoneNumber, query } = route;
  if (!isRbmPhoneNumber(phoneNumber)) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'name must be phones/{E.164}.');
  if (!query.get('agentId')) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'agentId is required.');
  if (!isRbmUuid(query.get('requestId'))) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'requestId must be an RFC 4122 UUID.');
  const recipient = platform.recipients.get(phoneNumber);
  if (recipient.kind === 'notRcs') return _writeGoogleError(response, 404, 'NOT_FOUND', 'Requested entity was not found.');
  _writeJson(response, 200, { features: _featuresOf(recipient) });
}

/**
 * Answers `users.batchGet` `{ agentId, users }`: the RCS-capable numbers among `users`, each
 * once, in their order. From 500 numbers, the sample RBM draws (about 75%) is the first three
 * quarters of the list here (no randomness in a test); below, both sample counts are 0.
 *
 * @internal
 */
export async function _handleBatchGet(request: IncomingMessage, response: ServerResponse, platform: _Platform): Promise<void> {
  const read = await _readJson(request, 1024 * 1024);
  const body = typeof read === 'string' ? read : _objectOf(read.value, ['agentId', 'users']);
  if (typeof body === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', body);
  const { agentId } = body;
  const users = body['users'] ?? []; // null: absent, as proto3 JSON reads it
  if (typeof agentId !== 'string' || agentId === '') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'agentId is required.');
  if (!Array.isArray(users) || !users.every((user) => typeof user === 'string')) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'users must be a list of E.164 numbers.');
  const reachable = (user: string): boolean => isRbmPhoneNumber(user) && platform.recipients.get(user).kind !== 'notRcs';
  const sample = users.length < SAMPLE_FROM_USERS ? [] : users.slice(0, Math.floor((users.length * 3) / 4));
  _writeJson(response, 200, {
    reachableUsers: [...new Set(users.filter(reachable))],
    reachableRandomSampleUserCount: sample.filter(reachable).length,
    totalRandomSampleUserCount: sample.length,
  });
}

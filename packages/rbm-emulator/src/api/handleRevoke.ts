import type { ServerResponse } from 'node:http';
import { isRbmPhoneNumber, type RbmApiRoute } from '@rcs-send/rbm';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import type { _Platform } from '../platform/platform';

/**
 * Answers one `agentMessages.delete` as RBM does: 200 `{}` whatever happened. A message still
 * waiting at the platform is revoked and never delivered; one delivered stays delivered; an
 * unknown one is nothing to revoke. 400 only for a malformed number or no `agentId`.
 *
 * @internal
 */
export function _handleRevoke(response: ServerResponse, route: RbmApiRoute, platform: _Platform): void {
  const agentId = route.query.get('agentId');
  if (!isRbmPhoneNumber(route.phoneNumber)) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'name must be phones/{E.164}/agentMessages/{messageId}.');
  if (agentId === null || agentId === '') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'agentId is required.');
  platform.messages.revoke(route.phoneNumber, agentId, route.messageId);
  _writeJson(response, 200, {});
}

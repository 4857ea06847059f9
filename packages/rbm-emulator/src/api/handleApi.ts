import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorFault } from '../faults/faults';
import { _writeGoogleError } from '../http/googleError';
import type { RbmApiRoute } from '@rcs-send/rbm';
import { _handleAgentEvent } from './handleAgentEvent';
import { _handleFiles } from './handleFiles';
import { _handleBatchGet, _handleCapabilities } from './handleReachability';
import { _handleRevoke } from './handleRevoke';
import { _handleSend, type _SendState } from './handleSend';

/** What the API handlers read and change; `sendFault` is called once per send and gives its fault. @internal */
export interface _ApiState {
  /** What sends read and change (the platform among it). */
  readonly send: _SendState;
  /** The fault of the next send, if any (counts the send). */
  readonly sendFault: () => EmulatorFault | undefined;
}

/**
 * Answers one request to an emulated method of RBM's API: 401 UNAUTHENTICATED without
 * `Authorization: Bearer <non-empty>` (any token: the emulator checks none), else the method's
 * own answer.
 *
 * @internal
 */
export function _handleApi(request: IncomingMessage, response: ServerResponse, route: RbmApiRoute, state: _ApiState): Promise<void> | void {
  const { platform } = state.send;
  if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
    request.resume();
    return _writeGoogleError(response, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
  }
  switch (route.method) {
    case 'send':
      return _handleSend(request, response, route, state.send, state.sendFault());
    case 'agentEvent':
      return _handleAgentEvent(request, response, route, platform);
    case 'batchGet':
      return _handleBatchGet(request, response, platform);
    case 'files':
      return _handleFiles(request, response);
    case 'revoke':
      request.resume();
      return _handleRevoke(response, route, platform);
    case 'capabilities':
      request.resume();
      return _handleCapabilities(response, route, platform);
  }
}

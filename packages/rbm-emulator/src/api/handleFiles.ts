import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { _writeGoogleError, _writeJson } from '../http/googleError';
import { _objectOf, _readJson } from '../http/readJson';

/**
 * Answers `files.create` `{ agentId?, fileUrl, thumbnailUrl?, contentDescription? }` with a new
 * `{ name: 'files/<uid>' }`. The file is not fetched and the name not remembered: a message may
 * name any file. 400 for an unknown field, a field that is no string (null is absent), or no `fileUrl`.
 *
 * @internal
 */
export async function _handleFiles(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const read = await _readJson(request, 64 * 1024);
  const body = typeof read === 'string' ? read : _objectOf(read.value, ['agentId', 'fileUrl', 'thumbnailUrl', 'contentDescription']);
  if (typeof body === 'string') return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', body);
  const notString = Object.entries(body).find(([, value]) => typeof value !== 'string' && value !== null); // null: absent, as proto3 JSON reads it
  if (notString !== undefined) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', `${notString[0]} must be a string.`);
  if (!body['fileUrl']) return _writeGoogleError(response, 400, 'INVALID_ARGUMENT', 'fileUrl is required.');
  _writeJson(response, 200, { name: `files/${randomBytes(16).toString('hex')}` });
}

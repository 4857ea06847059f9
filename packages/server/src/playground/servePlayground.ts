import type { ServerResponse } from 'node:http';
import type { _PlaygroundFiles } from './playgroundFiles';

/**
 * The page may run its own scripts and styles, call this server, and show media from https
 * hosts once the viewer asks for it; nothing else. CodeMirror sets styles from script, hence
 * 'unsafe-inline' for styles only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = 'The rcs-send playground is not built. Run `pnpm build` (or `pnpm --filter @rcs-send/playground build`), then restart the server.\n';

/**
 * Answers a GET or HEAD of a playground file (or of `/` before it is built, with how to build
 * it) and returns the status; returns undefined for any other request, left to the caller.
 *
 * @internal
 */
export function _servePlayground(files: _PlaygroundFiles, method: string | undefined, path: string, response: ServerResponse): number | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const file = files === null ? undefined : files.get(path);
  const found = file ?? (files === null && path === '/' ? { body: Buffer.from(NOT_BUILT), contentType: 'text/plain; charset=utf-8', cacheControl: 'no-store' } : undefined);
  if (found === undefined) return undefined;
  const status = file === undefined ? 404 : 200;
  response.writeHead(status, {
    'content-type': found.contentType,
    'content-length': found.body.byteLength,
    'cache-control': found.cacheControl,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  });
  response.end(method === 'HEAD' ? undefined : found.body);
  return status;
}

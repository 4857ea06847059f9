/**
 * `url` as it may be printed or logged: its userinfo (`user:password@`, or a token as the user)
 * shown as `***@`, its query as `?***` (a token is often there), its fragment dropped. Works on
 * any `scheme://` URL, a Redis Cluster's list of nodes included.
 *
 * @internal
 */
export function _redactedUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@').replace(/[?#][^]*$/, (tail) => (tail.startsWith('?') ? '?***' : ''));
}

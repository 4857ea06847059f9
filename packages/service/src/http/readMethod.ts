/**
 * True for the methods that read a resource: GET, and HEAD, which is answered as GET is, its
 * status and headers, without the body (RFC 9110, 9.3.2; each host leaves the body out).
 *
 * @internal
 */
export const _isReadMethod = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** The `Allow` of a resource that is only read. @internal */
export const _READ_ALLOW = 'GET, HEAD';

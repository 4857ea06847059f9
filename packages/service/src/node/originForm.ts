/** The scheme and authority that open a request target in absolute form. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * The origin form (`/path?query`) of a request target in absolute form
 * (`http://host:port/path?query`), which an HTTP/1.1 server must accept (RFC 9112, 3.2.2) and
 * Node hands on as it came (`request.url`); any other target unchanged.
 *
 * @public
 */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 0x2f) return target; // already `/...`: every request but a proxy client's
  const opening = ABSOLUTE_FORM.exec(target);
  if (opening === null) return target;
  const rest = target.slice(opening[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

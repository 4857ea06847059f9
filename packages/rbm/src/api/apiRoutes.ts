/** The methods of RBM's REST API that rcs-send calls or emulates. @public */
export type RbmApiMethod = 'send' | 'revoke' | 'capabilities' | 'agentEvent' | 'batchGet' | 'files';

/** One request to RBM's API, as read from its HTTP method and URL: the method, the number and message of its path, its query. @public */
export interface RbmApiRoute {
  /** The method asked for. */
  readonly method: RbmApiMethod;
  /** The `{E.164}` of `phones/{E.164}`, decoded ('' for users:batchGet and files). */
  readonly phoneNumber: string;
  /** The `{messageId}` of `agentMessages/{messageId}` ('' elsewhere). */
  readonly messageId: string;
  /** The query parameters (`agentId`, `messageId`, `requestId`, `eventId`). */
  readonly query: URLSearchParams;
}

/** The HTTP method and path, segments decoded, of each API method (`{phone}` and `{id}` captured): the paths of `paths.ts`, read back. */
const ROUTES: readonly [RbmApiMethod, string, RegExp][] = [
  ['send', 'POST', /^\/v1\/phones\/([^/]+)\/agentMessages$/],
  ['revoke', 'DELETE', /^\/v1\/phones\/([^/]+)\/agentMessages\/([^/]+)$/],
  ['capabilities', 'GET', /^\/v1\/phones\/([^/]+)\/capabilities$/],
  ['agentEvent', 'POST', /^\/v1\/phones\/([^/]+)\/agentEvents$/],
  ['batchGet', 'POST', /^\/v1\/users:batchGet$/],
  ['files', 'POST', /^\/v1\/files$/],
];

/** Each path segment decoded, or undefined when one is malformed percent-encoding. */
function decodedPath(pathname: string): string | undefined {
  try {
    return pathname.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/** The API method a request (its HTTP method, and its URL or path) asks for, or undefined for any other path or HTTP method. @public */
export function rbmApiRouteOf(httpMethod: string | undefined, url: string): RbmApiRoute | undefined {
  const parsed = new URL(url, 'http://rbm.invalid');
  const path = decodedPath(parsed.pathname);
  if (path === undefined) return undefined;
  for (const [method, verb, pattern] of ROUTES) {
    const match = httpMethod === verb ? pattern.exec(path) : null;
    if (match !== null) return { method, phoneNumber: match[1] ?? '', messageId: match[2] ?? '', query: parsed.searchParams };
  }
  return undefined;
}

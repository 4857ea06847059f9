/** The methods of RBM's REST API the emulator answers. */
type ApiMethod = 'send' | 'revoke' | 'capabilities' | 'agentEvent' | 'batchGet' | 'files';

/** One request to the emulated API: its method, the number and message of its path, its query. @internal */
export interface _ApiRoute {
  /** The method asked for. */
  readonly method: ApiMethod;
  /** The `{E.164}` of `phones/{E.164}`, decoded ('' for users:batchGet and files). */
  readonly phoneNumber: string;
  /** The `{messageId}` of `agentMessages/{messageId}` ('' elsewhere). */
  readonly messageId: string;
  /** The query parameters (`agentId`, `messageId`, `requestId`, `eventId`). */
  readonly query: URLSearchParams;
}

/** The HTTP method and path, segments decoded, of each API method (`{phone}` and `{id}` captured). */
const ROUTES: readonly [ApiMethod, string, RegExp][] = [
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

/** The API method a request asks for, or undefined for any other path or HTTP method (answered 501). @internal */
export function _apiRouteOf(httpMethod: string | undefined, url: string): _ApiRoute | undefined {
  const parsed = new URL(url, 'http://emulator.invalid');
  const path = decodedPath(parsed.pathname);
  if (path === undefined) return undefined;
  for (const [method, verb, pattern] of ROUTES) {
    const match = httpMethod === verb ? pattern.exec(path) : null;
    if (match !== null) return { method, phoneNumber: match[1] ?? '', messageId: match[2] ?? '', query: parsed.searchParams };
  }
  return undefined;
}

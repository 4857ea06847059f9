/** The answer of the server to a send or a preflight, as the page shows it. */
export interface ServerAnswer {
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The answer's body, indented when it is JSON, or why nothing came back. */
  readonly body: string;
  /** The answer's body parsed, when it is JSON; else undefined. */
  readonly value: unknown;
}

/** The operations the page posts to, on the server that serves it. */
const OPERATION_URLS = { send: '/v1.2/rcs/send', preflight: '/v1.2/rcs/preflight' } as const;

/**
 * Posts the editor's text as it is (so the server judges exactly what was typed) to an
 * operation with the API key as a Bearer token, with `query` (e.g. `capabilities=true`) when
 * given. The key is not kept anywhere: the caller reads it from its field.
 */
export async function postRequest(operation: keyof typeof OPERATION_URLS, text: string, apiKey: string, query?: string): Promise<ServerAnswer> {
  try {
    const response = await fetch(query === undefined ? OPERATION_URLS[operation] : `${OPERATION_URLS[operation]}?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: text,
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await response.text();
    try {
      const value = JSON.parse(body) as unknown;
      return { status: response.status, body: JSON.stringify(value, null, 2), value };
    } catch {
      return { status: response.status, body, value: undefined };
    }
  } catch (error) {
    return { status: 0, body: `The server could not be reached (${error instanceof Error ? error.message : 'network error'}).`, value: undefined };
  }
}

/** The answer of the server to a send, as the page shows it. */
export interface SendAnswer {
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The answer's body, indented when it is JSON, or why nothing came back. */
  readonly body: string;
}

/** The operation, on the server that serves the page. */
const SEND_URL = '/v1.2/rcs/send';

/**
 * Posts the editor's text as it is (so the server judges exactly what was typed) with the
 * API key as a Bearer token. The key is not kept anywhere: the caller reads it from its field.
 */
export async function sendRequest(text: string, apiKey: string): Promise<SendAnswer> {
  try {
    const response = await fetch(SEND_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: text,
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await response.text();
    try {
      return { status: response.status, body: JSON.stringify(JSON.parse(body), null, 2) };
    } catch {
      return { status: response.status, body };
    }
  } catch (error) {
    return { status: 0, body: `The server could not be reached (${error instanceof Error ? error.message : 'network error'}).` };
  }
}

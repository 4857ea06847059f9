import type { ServerResponse } from 'node:http';

/** Writes a JSON answer. @internal */
export function _writeJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/** Writes a Google API error (google.rpc.Status): `{ error: { code, message, status } }`. @internal */
export function _writeGoogleError(response: ServerResponse, code: number, status: string, message: string, headers: Record<string, string> = {}): void {
  _writeJson(response, code, { error: { code, message, status } }, headers);
}

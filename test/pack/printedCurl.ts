// Sends what a server example's printed curl sends, and the same request broken, with fetch.
import { expect } from 'vitest';

/** The curl a server example prints once it listens. */
export const CURL = /^curl -i (\S+) -H 'Authorization: Bearer ([^']+)' -H 'Content-Type: application\/json' -d '(.+)'$/m;

/** POSTs `body` to `url` with `key` as bearer (none when undefined); resolves to the status and JSON body. */
async function post(url: string, key: string | undefined, body: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(key === undefined ? {} : { authorization: `Bearer ${key}` }) };
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

/**
 * Checks a server through its printed curl: that request is accepted (202 and the spec's
 * success body), the same with `to: "1"` is 400 in the spec's error shape, and without the key 401.
 * Resolves to the id of the accepted message.
 */
export async function expectCurlAnswers(curl: RegExpExecArray): Promise<string> {
  const [, url = '', key = '', body = ''] = curl;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/send$/);

  const accepted = await post(url, key, body);
  expect(accepted).toEqual({ status: 202, body: { error: null, messages: [{ index: 0, status: 'ACCEPTED', id: expect.stringMatching(/^[0-9a-f-]{36}$/) }] } });

  const broken = JSON.parse(body) as { messages: Array<{ to: string }> };
  broken.messages[0] = { ...broken.messages[0], to: '1' };
  const rejected = await post(url, key, JSON.stringify(broken));
  expect(rejected).toEqual({ status: 400, body: { error: { code: 'TO_INVALID_LENGTH', param: 'messages[0].to', description: expect.stringMatching(/digits/) }, messages: null } });

  const anonymous = await post(url, undefined, body);
  expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' }, messages: null } });
  return (accepted.body as { messages: Array<{ id: string }> }).messages[0]?.id ?? '';
}

/** The status lookup a server example may print after its curl: the URL with ID for the message's id, and the key. */
export const LOOKUP_CURL = /^Then look it up with the id of its answer: curl -i (\S+)\/ID -H 'Authorization: Bearer ([^']+)'$/m;

/** Checks a printed status lookup: the message `id` the curl's request accepted is ACCEPTED there (200). */
export async function expectLookupAnswers(lookup: RegExpExecArray, id: string): Promise<void> {
  const [, prefix = '', key = ''] = lookup;
  const response = await fetch(`${prefix}/${id}`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(10_000) });
  expect([response.status, await response.json()]).toEqual([200, { id, state: 'ACCEPTED', at: expect.any(String), channel: 'RCS', history: [{ state: 'ACCEPTED', at: expect.any(String), channel: 'RCS' }] }]);
}

/** The curl a validation-only gateway example prints: no key, rcs-send does not authenticate there. */
export const GATEWAY_CURL = /^curl -i (\S+) -H 'Content-Type: application\/json' -d '(.+)'$/m;

/**
 * Checks a gateway through its printed curl: the request is forwarded canonical (202 and the
 * canonical recipient), the same with `to: "1"` is 400 in the spec's error shape.
 */
export async function expectGatewayAnswers(curl: RegExpExecArray): Promise<void> {
  const [, url = '', body = ''] = curl;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/send$/);
  expect(await post(url, undefined, body)).toEqual({ status: 202, body: { forwarded: ['351912345678'] } });
  const broken = JSON.parse(body) as { messages: Array<{ to: string }> };
  broken.messages[0] = { ...broken.messages[0], to: '1' };
  const rejected = await post(url, undefined, JSON.stringify(broken));
  expect(rejected).toEqual({ status: 400, body: { error: { code: 'TO_INVALID_LENGTH', param: 'messages[0].to', description: expect.stringMatching(/digits/) }, messages: null } });
}

// The statuses of spec section 4 and the error bodies of section 7 that requests decide, on every host
// (those that the rate limit and failing ports decide: faults.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { NO_RCS_ORG_ID, OTHER_ORG_ID, UNKNOWN_ORG_ID, WRONG_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

describe.each(HOSTS)('POST /v1.2/rcs/send on %s', (kind) => {
  let host: RunningHost;

  beforeAll(async () => {
    host = await startHost(kind, testService(testPorts(3)));
  });
  afterAll(() => host.close());

  it('should answer 202 with an id per message when every message is accepted', async () => {
    const reply = await post(host.url, request([textMessage(0), textMessage(1)]));
    expect(reply.status).toBe(202);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual({
      error: null,
      messages: [
        { index: 0, status: 'ACCEPTED', id: expect.any(String) },
        { index: 1, status: 'ACCEPTED', id: expect.any(String) },
      ],
    });
  });

  it('should answer 200 with each message accepted or rejected with its own error when some are invalid', async () => {
    const reply = await post(host.url, request([{ ...textMessage(2), to: '12' }, textMessage(3), { ...textMessage(4), from: 'stranger' }]));
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBeNull();
    expect(reply.body.messages).toEqual([
      { index: 0, status: 'REJECTED', error: { code: 'TO_INVALID_LENGTH', param: 'messages[0].to', description: expect.any(String) } },
      { index: 1, status: 'ACCEPTED', id: expect.any(String) },
      { index: 2, status: 'REJECTED', error: { code: 'SENDER_NOT_CONFIGURED', param: 'messages[2].from', description: expect.any(String) } },
    ]);
  });

  it('should answer 400 MESSAGES_EMPTY with an empty param', async () => {
    const reply = await post(host.url, request([]));
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'MESSAGES_EMPTY', '');
  });

  it('should answer 400 with the first error when every message is invalid', async () => {
    const reply = await post(host.url, request([{ ...textMessage(0), contentMessage: {} }]));
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'CONTENT_TYPE_MISSING', 'messages[0].contentMessage');
  });

  it('should answer 400 MALFORMED_JSON for a body that is not JSON', async () => {
    const reply = await post(host.url, '{"organizationId": ');
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'MALFORMED_JSON');
  });

  it('should answer 401 with WWW-Authenticate: Bearer without an Authorization header', async () => {
    const reply = await post(host.url, request([textMessage()]), { key: null });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expectErrorBody(reply.body, 'UNAUTHENTICATED');
  });

  it('should answer 401 for a wrong key and for another scheme', async () => {
    const wrong = await post(host.url, request([textMessage()]), { key: WRONG_KEY });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    expectErrorBody(wrong.body, 'UNAUTHENTICATED');
    const basic = await post(host.url, request([textMessage()]), { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
  });

  it('should answer 402 when the balance does not cover the valid messages', async () => {
    const reply = await post(host.url, request([textMessage(10), textMessage(11), textMessage(12), textMessage(13)]));
    expect(reply.status).toBe(402);
    expectErrorBody(reply.body, 'INSUFFICIENT_BALANCE');
  });

  it('should answer 403 for an organization the key may not use, or one without RCS', async () => {
    const forbidden = await post(host.url, request([textMessage()], OTHER_ORG_ID));
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 'ORGANIZATION_FORBIDDEN', 'organizationId');
    const noChannel = await post(host.url, request([textMessage()], NO_RCS_ORG_ID));
    expect(noChannel.status).toBe(403);
    expectErrorBody(noChannel.body, 'RCS_CHANNEL_NOT_ENABLED', 'organizationId');
  });

  it('should answer 404 for an organization that does not exist', async () => {
    const reply = await post(host.url, request([textMessage()], UNKNOWN_ORG_ID));
    expect(reply.status).toBe(404);
    expectErrorBody(reply.body, 'ORGANIZATION_NOT_FOUND', 'organizationId');
  });

  it('should answer 405 with Allow: POST for another method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const reply = await post(host.url, method === 'GET' ? undefined : request([textMessage()]), { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.get('allow')).toBe('POST');
      expectErrorBody(reply.body, 'METHOD_NOT_ALLOWED');
    }
  });

  it('should answer 415 for another content type, or none', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
      const reply = await post(host.url, JSON.stringify(request([textMessage()])), { headers: { 'content-type': contentType } });
      expect(reply.status).toBe(415);
      expectErrorBody(reply.body, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const charset = await post(host.url, request([textMessage(20)]), { headers: { 'content-type': 'Application/JSON; charset=UTF-8' } });
    expect(charset.status).not.toBe(415);
  });
});

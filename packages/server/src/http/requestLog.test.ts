import { errorResponse } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import { _loggedPath, _requestLogLine } from './requestLog';

describe('the request log line', () => {
  it.each([
    ['send', '/v1.2/rcs/send', '/v1.2/rcs/send'],
    ['events', '/v1.2/rbm/events', '/v1.2/rbm/events'],
    ['status', '/v1.2/rcs/messages/01a21620-44c3-7748-bef2-9129fb6621c9', '/v1.2/rcs/messages/{id}'],
    ['capabilities', '/v1.2/rcs/capabilities/351912345678', '/v1.2/rcs/capabilities/{msisdn}'],
    ['capabilities', '/v1.2/rcs/capabilities', '/v1.2/rcs/capabilities'],
    ['feed', '/v1.2/rcs/events', '/v1.2/rcs/events'],
    ['list', '/v1.2/rcs/messages', '/v1.2/rcs/messages'],
    ['preflight', '/v1.2/rcs/preflight', '/v1.2/rcs/preflight'],
    ['playground', '/index.html', null],
    ['other', '/admin/351912345678', null],
  ] as const)('should name the %s route of %s as %s, never an id or a number', (route, path, logged) => {
    expect(_loggedPath(route, path)).toBe(logged);
  });

  it('should keep a method it does not know out of the line', () => {
    expect(_requestLogLine('get /x', '/v1.2/rcs/send', errorResponse('ROUTE_NOT_FOUND'), performance.now())).toMatchObject({ method: 'OTHER', status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('should log a page of a read and a preflight without a code or a message counted (their bodies carry no error)', () => {
    const preflight = { status: 200, headers: {}, body: { messages: [{ index: 0, status: 'REJECTED', errors: [], units: 0 }], units: 0, balance: { available: 1, after: 1 } } };
    const page = { status: 200, headers: {}, body: { events: [], next: 0 } };
    for (const response of [preflight, page]) expect(_requestLogLine('POST', '/x', response as never, performance.now())).toMatchObject({ status: 200, code: null, messages: 0, accepted: 0, rejected: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { _fetchHttpRequest } from '../http/fetchHttpRequest';
import { handleCapabilityHttpRequest, isCapabilityPath } from './handleCapabilityHttpRequest';
import type { CapabilitiesInput, CapabilityCheck, CapabilityInput } from './types';

/** A check that records what it was handed (the bulk body read through the HTTP layer) and answers 500. */
function recording(): CapabilityCheck & { readonly singles: CapabilityInput[]; readonly bodies: unknown[] } {
  const singles: CapabilityInput[] = [];
  const bodies: unknown[] = [];
  const answer = { status: 500, headers: {}, body: { error: { code: 'INTERNAL_ERROR' as const, param: '', description: '' }, messages: null } };
  return {
    singles,
    bodies,
    check: async (input) => (singles.push(input), answer),
    checkMany: async (input: CapabilitiesInput) => (bodies.push(await input.readBody().then((body) => body.value, (error: unknown) => error)), answer),
  };
}
const request = (method: string, target: string, body?: string, type = 'application/json') =>
  _fetchHttpRequest(new Request(`http://host${target}`, { method, headers: { authorization: 'Bearer k', 'content-type': type }, ...(body === undefined ? {} : { body }) }));

describe('handleCapabilityHttpRequest', () => {
  it('should hand GET the percent-decoded number of the path, the query and the Authorization header', async () => {
    const check = recording();
    const target = '/v1.2/rcs/capabilities/%2B351%20912345678?organizationId=o&from=acme&x=1';
    await handleCapabilityHttpRequest(check, request('GET', target), target);
    await handleCapabilityHttpRequest(check, request('GET', '/v1.2/rcs/capabilities/%E0%A4%A'), '/v1.2/rcs/capabilities/%E0%A4%A');
    expect(check.singles.map(({ authorization, msisdn, query }) => [authorization, msisdn, query.get('organizationId'), query.get('from')])).toEqual([
      ['Bearer k', '+351 912345678', 'o', 'acme'],
      ['Bearer k', '', null, null],
    ]);
  });

  it('should hand POST a body read as the send reads one, and refuse another content type', async () => {
    const check = recording();
    await handleCapabilityHttpRequest(check, request('POST', '/v1.2/rcs/capabilities', '{"from":"acme"}'), '/v1.2/rcs/capabilities');
    await handleCapabilityHttpRequest(check, request('POST', '/v1.2/rcs/capabilities', '{}', 'text/plain'), '/v1.2/rcs/capabilities');
    await handleCapabilityHttpRequest(check, request('POST', '/v1.2/rcs/capabilities', `{"msisdns":["${'1'.repeat(70_000)}"]}`), '/v1.2/rcs/capabilities');
    expect(check.bodies).toMatchObject([{ from: 'acme' }, { code: 'UNSUPPORTED_MEDIA_TYPE' }, { code: 'PAYLOAD_TOO_LARGE' }]);
  });

  it('should answer 405 with Allow: POST on the bulk path and Allow: GET, HEAD on a number, handing nothing over', async () => {
    const check = recording();
    const bulk = await handleCapabilityHttpRequest(check, request('GET', '/v1.2/rcs/capabilities'), '/v1.2/rcs/capabilities');
    const one = await handleCapabilityHttpRequest(check, request('POST', '/v1.2/rcs/capabilities/351912345678', '{}'), '/v1.2/rcs/capabilities/351912345678');
    expect([bulk.status, bulk.headers['allow'], one.status, one.headers['allow']]).toEqual([405, 'POST', 405, 'GET, HEAD']);
    expect([check.singles.length, check.bodies.length]).toEqual([0, 0]);
  });

  it('should answer a repeated Authorization header 400 HEADER_REPEATED, handing nothing over', async () => {
    const check = recording();
    const twice = { method: 'GET', header: () => 'Bearer k', headerCount: (name: string) => (name === 'authorization' ? 2 : 1), readBytes: () => Promise.resolve(new Uint8Array()) };
    const response = await handleCapabilityHttpRequest(check, twice, '/v1.2/rcs/capabilities/351912345678');
    expect([response.status, response.body]).toMatchObject([400, { error: { code: 'HEADER_REPEATED', param: 'authorization' } }]);
    expect(check.singles).toEqual([]);
  });

  it('should take the bulk path and one segment after it as capability paths, and nothing else', () => {
    expect(['/v1.2/rcs/capabilities', '/v1.2/rcs/capabilities/', '/v1.2/rcs/capabilities/351912345678'].map(isCapabilityPath)).toEqual([true, true, true]);
    expect(['/v1.2/rcs/capabilities/a/b', '/v1.2/rcs/capability', '/x/v1.2/rcs/capabilities'].map(isCapabilityPath)).toEqual([false, false, false]);
  });
});

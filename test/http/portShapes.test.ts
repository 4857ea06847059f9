// What a port returns is data, never mistaken for a response: a principal or an idempotency
// record whose fields happen to be named like a response's still goes through the sequence.
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthPort, IdempotencyPort } from '@rcs-send/service';
import { post } from './support/client';
import { API_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

/** The test tenant's auth port, answering principals that carry `status`, `headers` and `body` fields. */
function principalsWithResponseFields(inner: AuthPort): AuthPort {
  return {
    async authenticate(apiKey) {
      const principal = await inner.authenticate(apiKey);
      return principal === undefined ? undefined : { ...principal, status: 'active', headers: { plan: 'gold' }, body: 'x' } as typeof principal;
    },
  };
}

describe.each(HOSTS)('ports that return look-alikes of a response, on %s', (kind) => {
  let host: RunningHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('should accept the request of a principal that has a status field', async () => {
    const ports = testPorts(10);
    host = await startHost(kind, testService({ ...ports, auth: principalsWithResponseFields(ports.auth) }));
    const reply = await post(host.url, request([textMessage(0)]));
    expect(reply.status).toBe(202);
    expect(reply.body.messages[0].status).toBe('ACCEPTED');
  });

  it('should still refuse an unknown key of that port with 401', async () => {
    const ports = testPorts(10);
    host = await startHost(kind, testService({ ...ports, auth: principalsWithResponseFields(ports.auth) }));
    const reply = await post(host.url, request([textMessage(0)]), { key: `${API_KEY}x` });
    expect(reply.status).toBe(401);
  });

  it('should run an Idempotency-Key through its claim whatever the principal carries', async () => {
    const ports = testPorts(10);
    const claims: string[] = [];
    const idempotency: IdempotencyPort = {
      claim: async (scope, key, fingerprint) => {
        claims.push(scope);
        return ports.idempotency === undefined ? { state: 'claimed' } : ports.idempotency.claim(scope, key, fingerprint);
      },
      complete: async (scope, key, response) => ports.idempotency?.complete(scope, key, response),
      release: async (scope, key) => ports.idempotency?.release(scope, key),
    };
    host = await startHost(kind, testService({ ...ports, auth: principalsWithResponseFields(ports.auth), idempotency }));
    const first = await post(host.url, request([textMessage(0)]), { headers: { 'idempotency-key': 'k-1' } });
    const again = await post(host.url, request([textMessage(0)]), { headers: { 'idempotency-key': 'k-1' } });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(claims).toHaveLength(2);
  });
});

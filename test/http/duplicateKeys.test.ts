// A body whose object holds a key twice is refused over real HTTP, on every host of the
// service and every validation-only gateway: two readers of one body must never see two
// different requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/client';
import { expectErrorBody } from './support/expectErrorBody';
import { ORG_ID, OTHER_ORG_ID, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';
import { startValidationHost, VALIDATION_HOSTS } from './support/validationHosts';

/** The valid request as JSON text, with `organizationId` written twice: another organization first. */
const twoOrganizations = JSON.stringify(request([textMessage(1)])).replace('{', `{"organizationId":"${OTHER_ORG_ID}",`);
/** The valid request with the first message's `to` written twice, the second time escaped. */
const twoRecipients = JSON.stringify(request([textMessage(1), textMessage(2)])).replace(/("to":"\d+")(.*?)("to":"\d+")/, '$1$2$3').replace(/\{"to":("\d+")/, '{"to":$1,"t\\u006f":$1');

describe.each([...HOSTS.map((kind) => ['service', kind] as const), ...VALIDATION_HOSTS.map((kind) => ['validation', kind] as const)])('duplicate keys on the %s host %s', (role, kind) => {
  let host: RunningHost;
  const ports = testPorts();

  beforeAll(async () => {
    host = role === 'service' ? await startHost(kind as (typeof HOSTS)[number], testService(ports)) : await startValidationHost(kind as (typeof VALIDATION_HOSTS)[number]);
  });
  afterAll(() => host.close());

  it('should refuse organizationId given twice with 400 DUPLICATE_KEY at organizationId, and submit nothing', async () => {
    expect(JSON.parse(twoOrganizations).organizationId).toBe(ORG_ID); // JSON.parse would take the last
    const reply = await post(host.url, twoOrganizations);
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'DUPLICATE_KEY', 'organizationId');
    expect(ports.submit.submitted).toHaveLength(0);
  });

  it('should name a repeated key of a message by its path, escaped or not', async () => {
    const reply = await post(host.url, twoRecipients);
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'DUPLICATE_KEY', 'messages[0].to');
  });

  it('should still take the same request with each key once', async () => {
    const reply = await post(host.url, request([textMessage(3)]));
    expect(reply.status).toBe(role === 'service' ? 202 : 200);
  });
});

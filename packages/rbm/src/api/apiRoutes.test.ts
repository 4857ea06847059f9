import { describe, expect, it } from 'vitest';
import { rbmApiRouteOf } from './apiRoutes';
import { RBM_BATCH_GET_PATH, rbmCapabilitiesPath, rbmMessageName, rbmRevokePath, rbmSendPath } from './paths';

const ID = '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c';

describe('rbmApiRouteOf', () => {
  it.each([
    ['POST', '/v1/phones/+351912345678/agentMessages?agentId=a&messageId=m', 'send', '+351912345678', ''],
    ['POST', '/v1/phones/%2B351912345678/agentMessages', 'send', '+351912345678', ''],
    ['DELETE', `/v1/phones/+351912345678/agentMessages/${ID}?agentId=a`, 'revoke', '+351912345678', ID],
    ['GET', '/v1/phones/+1/capabilities?agentId=a&requestId=r', 'capabilities', '+1', ''],
    ['POST', '/v1/phones/+1/agentEvents?agentId=a&eventId=e', 'agentEvent', '+1', ''],
    ['POST', '/v1/users:batchGet', 'batchGet', '', ''],
    ['POST', '/v1/users%3AbatchGet', 'batchGet', '', ''],
    ['POST', '/v1/files', 'files', '', ''],
  ])('should read %s %s as %s', (method, url, expected, phoneNumber, messageId) => {
    expect(rbmApiRouteOf(method, url)).toMatchObject({ method: expected, phoneNumber, messageId });
  });

  it('should keep the query', () => {
    expect(rbmApiRouteOf('POST', '/v1/phones/+1/agentMessages?agentId=a%40b&messageId=m')?.query.get('agentId')).toBe('a@b');
  });
});

describe('the paths rcs-send calls', () => {
  it('should be read back as the method, number and message they name', () => {
    const name = rbmMessageName(ID, '351912345678', 'acme', (from) => `${from}@rbm.goog`);
    expect(rbmApiRouteOf('POST', `/${rbmSendPath(name)}`)).toMatchObject({ method: 'send', phoneNumber: '+351912345678' });
    const revoke = rbmApiRouteOf('DELETE', `/${rbmRevokePath(name)}`);
    expect(revoke).toMatchObject({ method: 'revoke', phoneNumber: '+351912345678', messageId: ID });
    expect(revoke?.query.get('agentId')).toBe('acme@rbm.goog');
    expect(rbmApiRouteOf('GET', `/${rbmCapabilitiesPath('351912345678', 'a&b', 'r')}`)?.query.get('agentId')).toBe('a&b');
    expect(rbmApiRouteOf('POST', `/${RBM_BATCH_GET_PATH}`)?.method).toBe('batchGet');
  });
});

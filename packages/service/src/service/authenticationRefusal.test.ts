import { describe, expect, it } from 'vitest';
import { createMemoryAuthPort } from '../memory/memoryAuth';
import { authenticationRefusal } from './authenticationRefusal';

const KEY = 'rcs_test_0123456789abcdef0123456789abcdef';
const auth = createMemoryAuthPort([{ apiKey: KEY, principalId: 'acme' }]);

describe('authenticationRefusal', () => {
  it('should let a known key through', async () => {
    expect(await authenticationRefusal(auth, `Bearer ${KEY}`)).toBeUndefined();
    expect(await authenticationRefusal(auth, `bearer   ${KEY} `)).toBeUndefined();
  });

  it('should refuse a missing header with the plain challenge, and a wrong or malformed one as an invalid token', async () => {
    const missing = await authenticationRefusal(auth, undefined);
    expect(missing).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer realm="rcs-send"' }, body: { error: { code: 'UNAUTHENTICATED' } } });
    for (const header of [`Bearer ${KEY}x`, `Basic ${KEY}`, 'Bearer', `Bearer ${'a'.repeat(5000)}`]) {
      expect(await authenticationRefusal(auth, header), header.slice(0, 20)).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer realm="rcs-send", error="invalid_token"' } });
    }
  });

  it('should reject when the auth port throws, rather than let the request through', async () => {
    const broken = { authenticate: () => Promise.reject(new Error('store down')) };
    await expect(authenticationRefusal(broken, `Bearer ${KEY}`)).rejects.toThrow('the auth port failed');
  });
});

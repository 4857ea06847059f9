import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@rcs-send/service';
import { RedisUnavailableError, _codeOf, _guard } from './unavailable';

describe('RedisUnavailableError', () => {
  it('should be a ServiceUnavailableError (503) with the Retry-After given and the cause kept', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });
    const error = new RedisUnavailableError('submit', cause, 2);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ unavailable: true, retryAfterSeconds: 2, code: 'ECONNREFUSED', cause, name: 'RedisUnavailableError' });
    expect(error.message).not.toContain('127.0.0.1');
  });

  it('should name the cause by its code, a Redis error reply, or a timeout', () => {
    expect(_codeOf(Object.assign(new Error('x'), { name: 'ReplyError', message: 'OOM command not allowed' }))).toBe('OOM');
    expect(_codeOf(new Error('Command timed out'))).toBe('ETIMEDOUT');
    expect(_codeOf(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe('MAX_RETRIES');
    expect(_codeOf(Object.assign(new Error('x'), { code: 'not a code!' }))).toBeUndefined();
    expect(_codeOf(null)).toBeUndefined();
  });

  it('should turn whatever a Redis call throws into one, and pass results through', async () => {
    expect(await _guard('read', 1, async () => 7)).toBe(7);
    await expect(_guard('read', 1, async () => Promise.reject(new Error('Connection is closed.')))).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(_guard('read', 1, () => { throw new TypeError('sync'); })).rejects.toMatchObject({ retryAfterSeconds: 1 });
  });
});

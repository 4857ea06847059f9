import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _configuredPrefix, _digestOf, _issueApiKey, _revocationMatch } from './apiKeys';

describe('API keys', () => {
  it('should issue a key behind its visible prefix, with 256 random bits, stored as its SHA-256 only', () => {
    const { key, prefix, digest } = _issueApiKey();
    expect(prefix).toMatch(/^rcs_live_[0-9a-f]{8}$/);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    expect(Buffer.from(key.slice(prefix.length + 1), 'base64url')).toHaveLength(32);
    expect(digest).toBe(createHash('sha256').update(key).digest('hex'));
    expect(_issueApiKey().key).not.toBe(key);
  });

  it('should match an issued key by its digest and a prefix by itself', () => {
    const { key, prefix, digest } = _issueApiKey();
    expect(_revocationMatch(key)).toEqual({ digest });
    expect(_revocationMatch(prefix)).toEqual({ prefix });
    expect(_revocationMatch(_configuredPrefix(_digestOf('a configured key')))).toEqual({ prefix: _configuredPrefix(_digestOf('a configured key')) });
    expect(_revocationMatch('run_0a1b2c3d')).toEqual({ prefix: 'run_0a1b2c3d' });
  });

  it.each(['rcs_live_1234567', 'rcs_live_123456789', 'rcs_live_ABCDEF12', 'config_1234567', 'rcs_live_12345678_short', '', 'rcs_demo_0123456789abcdef', 'run_0a1b2c3', 'run_0A1B2C3D'])('should match nothing for %j', (text) => {
    expect(_revocationMatch(text)).toBeUndefined();
  });

  it('should never show a character of a configured key in its prefix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 64 }), (key) => {
        const prefix = _configuredPrefix(_digestOf(key));
        expect(prefix).toMatch(/^config_[0-9a-f]{8}$/);
        expect(prefix).toBe(`config_${_digestOf(key).slice(0, 8)}`);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { _ownEmulatorWarning } from './ownEmulatorWarning';

describe('the warning of an instance on Redis with an emulator of its own', () => {
  it('should name why and what to set, in one line, only on Redis with the emulator', () => {
    const warning = _ownEmulatorWarning({ redisUrl: 'redis://127.0.0.1:6379' }, { mode: 'emulator' }) ?? '';
    expect(warning.split('\n')).toHaveLength(1);
    expect(warning).toContain('an emulator of its own, which the other instances cannot reach');
    expect(warning).toContain('set RCS_SEND_DELIVERY=rbm, RCS_SEND_RBM_URL and RCS_SEND_RBM_TOKEN on every instance');
    expect(_ownEmulatorWarning({ redisUrl: null }, { mode: 'emulator' })).toBeUndefined();
    expect(_ownEmulatorWarning({ redisUrl: 'redis://127.0.0.1:6379' }, { mode: 'off' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/check';
import { _playgroundSetting } from './playgroundSetting';

describe('_playgroundSetting', () => {
  it('should turn the playground off for off only, keep it for on or unset, and refuse anything else', () => {
    expect(_playgroundSetting('off')).toEqual({ playground: false });
    expect(_playgroundSetting('on')).toEqual({});
    expect(_playgroundSetting(undefined)).toEqual({});
    for (const value of ['', 'OFF', 'false', '0']) expect(() => _playgroundSetting(value)).toThrow(new ConfigError('RCS_SEND_PLAYGROUND must be on or off'));
  });
});

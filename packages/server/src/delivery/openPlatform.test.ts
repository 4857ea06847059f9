import { staticAccessToken } from '@rcs-send/delivery';
import { describe, expect, it } from 'vitest';
import { _openedResources } from '../lifecycle/openedResources';
import { _openPlatform } from './openPlatform';

const rbm = { mode: 'rbm', baseUrl: 'http://127.0.0.1:9/', tokens: staticAccessToken('t'), agentIdSuffix: '@rbm.goog' } as const;

describe('the platform of a delivery setting', () => {
  it('should be none when delivery is off, and take events only with a client token: an emulator a fresh random one each run, RBM the one it is given', async () => {
    const opened = _openedResources();
    try {
      expect(await _openPlatform({ mode: 'off' }, undefined, opened)).toEqual({ platform: undefined, description: 'off: accepted messages stay queued in the store' });
      expect((await _openPlatform(rbm, undefined, opened)).platform?.clientToken).toBeUndefined();
      const partner = (await _openPlatform({ ...rbm, clientToken: 'partner' }, undefined, opened)).platform;
      expect(partner?.clientToken).toBe('partner');
      expect([partner?.agentIdOf?.('acme'), partner?.senderOf?.('acme@rbm.goog'), partner?.senderOf?.('other')]).toEqual(['acme@rbm.goog', 'acme', 'other']);
      const [first, second] = [await _openPlatform({ mode: 'emulator' }, 'http://127.0.0.1:9/v1.2/rbm/events', opened), await _openPlatform({ mode: 'emulator' }, undefined, opened)];
      expect(first.platform?.clientToken).toMatch(/^[\w-]{43}$/);
      expect(first.platform?.clientToken).not.toBe(second.platform?.clientToken);
      expect(first.description).toMatch(/^the RBM emulator at http:\/\/127\.0\.0\.1:\d+\/ \(its admin routes take -H "Authorization: Bearer [\w-]+"; RCS_SEND_DELIVERY=off\|emulator\|rbm\)$/);
    } finally {
      await opened.closeAll(); // the emulators started
    }
  });
});

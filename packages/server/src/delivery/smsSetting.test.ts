import { describe, expect, it } from 'vitest';
import { _smsSettingOf } from './smsSetting';

const SMPP = { RCS_SEND_SMS: 'smpp', RCS_SEND_SMS_HOST: 'smsc.example', RCS_SEND_SMS_SYSTEM_ID: 'acme', RCS_SEND_SMS_PASSWORD: 'secret-password' };

describe('_smsSettingOf', () => {
  it('should start the simulator beside the RBM emulator and nothing beside RBM or with delivery off, unless told', () => {
    expect(_smsSettingOf({}, { mode: 'emulator' })).toEqual({ mode: 'simulator' });
    expect(_smsSettingOf({}, { mode: 'off' })).toEqual({ mode: 'off' });
    expect(_smsSettingOf({ RCS_SEND_SMS: 'off' }, { mode: 'emulator' })).toEqual({ mode: 'off' });
    expect(_smsSettingOf({ RCS_SEND_SMS: 'simulator' }, { mode: 'off' })).toEqual({ mode: 'simulator' });
  });

  it('should read an SMSC with its defaults (port 2775), and its options when given', () => {
    expect(_smsSettingOf(SMPP, { mode: 'emulator' })).toEqual({ mode: 'smpp', host: 'smsc.example', port: 2775, systemId: 'acme', password: 'secret-password' });
    const full = { ...SMPP, RCS_SEND_SMS_PORT: '65535', RCS_SEND_SMS_WINDOW: '1000', RCS_SEND_SMS_SYSTEM_TYPE: 'VMA', RCS_SEND_SMS_SOURCE: 'ACME' };
    expect(_smsSettingOf(full, { mode: 'emulator' })).toEqual({ mode: 'smpp', host: 'smsc.example', port: 65_535, systemId: 'acme', password: 'secret-password', window: 1000, systemType: 'VMA', sourceAddress: 'ACME' });
  });

  it.each([
    [{ RCS_SEND_SMS: 'kannel' }, /RCS_SEND_SMS must be off, simulator or smpp/],
    [{ ...SMPP, RCS_SEND_SMS_PASSWORD: '' }, /needs RCS_SEND_SMS_HOST, RCS_SEND_SMS_SYSTEM_ID and RCS_SEND_SMS_PASSWORD/],
    [{ ...SMPP, RCS_SEND_SMS_PORT: '65536' }, /RCS_SEND_SMS_PORT must be an integer from 1 to 65535/],
    [{ ...SMPP, RCS_SEND_SMS_PORT: '0' }, /RCS_SEND_SMS_PORT/],
    [{ ...SMPP, RCS_SEND_SMS_WINDOW: '1001' }, /RCS_SEND_SMS_WINDOW must be an integer from 1 to 1000/],
    [{ ...SMPP, RCS_SEND_SMS_WINDOW: '1.5' }, /RCS_SEND_SMS_WINDOW/],
  ])('should refuse %o, naming the variable and never the password', (env, message) => {
    expect(() => _smsSettingOf(env, { mode: 'emulator' })).toThrow(message);
    try {
      _smsSettingOf(env, { mode: 'emulator' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-password');
    }
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { _deliverySettingOf } from './deliverySetting';

const folder = mkdtempSync(join(tmpdir(), 'rcs-send-setting-'));
const keyFile = join(folder, 'key.json');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
writeFileSync(keyFile, JSON.stringify({ client_email: 'agent@example.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('_deliverySettingOf', () => {
  it('should take the client token of RBM’s events from RCS_SEND_RBM_CLIENT_TOKEN, and none when it is unset or empty', () => {
    const rbm = { RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_SERVICE_ACCOUNT: keyFile };
    expect(_deliverySettingOf({ ...rbm, RCS_SEND_RBM_CLIENT_TOKEN: 'partner-token' })).toMatchObject({ mode: 'rbm', clientToken: 'partner-token' });
    expect(_deliverySettingOf(rbm)).not.toHaveProperty('clientToken');
    expect(_deliverySettingOf({ ...rbm, RCS_SEND_RBM_CLIENT_TOKEN: '' })).not.toHaveProperty('clientToken');
    expect(_deliverySettingOf({})).toEqual({ mode: 'emulator' });
  });

  it('should take a fixed bearer token for a shared emulator or a staging platform at RCS_SEND_RBM_URL, and say what to set otherwise', async () => {
    const shared = _deliverySettingOf({ RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_URL: 'http://127.0.0.1:9090/', RCS_SEND_RBM_TOKEN: 'fleet-token' });
    expect(shared).toMatchObject({ mode: 'rbm', baseUrl: 'http://127.0.0.1:9090/' });
    expect(shared.mode === 'rbm' && (await shared.tokens.get())).toBe('fleet-token');
    expect(() => _deliverySettingOf({ RCS_SEND_DELIVERY: 'rbm' })).toThrow('RCS_SEND_DELIVERY=rbm needs RCS_SEND_RBM_SERVICE_ACCOUNT, the path of a service account key (RBM itself), or RCS_SEND_RBM_TOKEN with RCS_SEND_RBM_URL (a shared emulator or a staging platform)');
    expect(() => _deliverySettingOf({ RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_TOKEN: 'fleet-token' })).toThrow("RCS_SEND_RBM_TOKEN needs RCS_SEND_RBM_URL: RBM itself takes a service account's tokens only");
    expect(() => _deliverySettingOf({ RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_URL: 'http://127.0.0.1:9090/', RCS_SEND_RBM_TOKEN: 't', RCS_SEND_RBM_SERVICE_ACCOUNT: keyFile })).toThrow('not both');
  });
});

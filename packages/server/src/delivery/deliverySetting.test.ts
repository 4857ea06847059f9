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
});

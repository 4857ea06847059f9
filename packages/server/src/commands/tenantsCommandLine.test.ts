import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config/loadServerConfig';
import { _tenantsCommandLine } from './tenantsCommandLine';

describe('the tenants command line a notice prints', () => {
  it('should run the bin as this process runs it, with the server\'s database, configuration and profile', () => {
    expect(_tenantsCommandLine(loadServerConfig({ env: {} }), {}, false)('show --org X')).toBe('rcs-send-server tenants show --org X');
    expect(_tenantsCommandLine(loadServerConfig({ env: {} }), {}, true)('show --org X')).toBe('pnpm --silent rcs-send-server tenants show --org X');
    const env = { RCS_SEND_PROFILE: 'qa', RCS_SEND_DB: 'my data/qa.db' };
    expect(_tenantsCommandLine(loadServerConfig({ env }), env, false)('show --org X')).toBe("RCS_SEND_DB='my data/qa.db' rcs-send-server tenants show --org X --profile qa");
  });
});

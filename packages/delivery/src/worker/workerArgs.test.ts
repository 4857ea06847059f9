import { describe, expect, it } from 'vitest';
import { _workerArgs } from './workerArgs';

const REDIS = ['--redis', 'redis://127.0.0.1:6379', '--consumer', 'w1'];

describe('_workerArgs', () => {
  it('should take Redis with a consumer, and say what is missing otherwise, pointing one machine to the server', () => {
    expect(_workerArgs(['--redis', 'redis://127.0.0.1:6379', '--consumer', 'w1'], {}).queue).toEqual({ redisUrl: 'redis://127.0.0.1:6379', group: 'delivery', consumer: 'w1', claimIdleMs: 60_000, claimEveryMs: 10_000 });
    expect(() => _workerArgs([], {})).toThrow("give --redis URL: one machine is served by the server's own worker on its database (rcs-send-server); a fleet shares Redis");
    expect(() => _workerArgs(['--redis', 'redis://127.0.0.1:6379'], {})).toThrow('--redis needs --consumer NAME');
    expect(_workerArgs(['--help'], {}).help).toBe(true);
  });

  it('should bound the concurrency at 1 and 1024', () => {
    expect(_workerArgs([...REDIS, '--concurrency', '1024'], {}).concurrency).toBe(1024);
    for (const bad of ['0', '1025', '2.5', 'x']) expect(() => _workerArgs([...REDIS, '--concurrency', bad], {})).toThrow(/--concurrency/);
  });

  it('should bound the claim settings: idle from 1 ms, every from 0, both up to a day', () => {
    expect(_workerArgs([...REDIS, '--claim-idle-ms', '1', '--claim-every-ms', '0'], {}).queue).toMatchObject({ claimIdleMs: 1, claimEveryMs: 0 });
    expect(_workerArgs([...REDIS, '--claim-idle-ms', '86400000', '--claim-every-ms', '86400000'], {}).queue).toMatchObject({ claimIdleMs: 86_400_000, claimEveryMs: 86_400_000 });
    for (const bad of ['0', '86400001', '1e3', '-5']) expect(() => _workerArgs([...REDIS, `--claim-idle-ms=${bad}`], {})).toThrow('--claim-idle-ms must be an integer from 1 to 86400000');
    for (const bad of ['-1', '86400001', '']) expect(() => _workerArgs([...REDIS, `--claim-every-ms=${bad}`], {})).toThrow('--claim-every-ms must be an integer from 0 to 86400000');
  });

  it('should take a static token from the environment only when no key file is given, and refuse neither', async () => {
    await expect(_workerArgs(REDIS, { RCS_SEND_RBM_TOKEN: 'emulator' }).tokens().get()).resolves.toBe('emulator');
    expect(() => _workerArgs(REDIS, {}).tokens()).toThrow(/--service-account/);
    expect(() => _workerArgs([...REDIS, '--service-account', '/nonexistent/key.json'], { RCS_SEND_RBM_TOKEN: 'x' }).tokens()).toThrow('cannot read the service account key /nonexistent/key.json (ENOENT)');
  });
});

// The operator's day of issue 24, against running servers: an organization, a sender and a key
// added with the command send at once (202); an organization at 402 is topped up and sends
// again; a revoked key gets 401 on every instance within a second; usage shows each message;
// no key appears in clear in the store, the logs or the output of `show`. An SMS fallback set
// with the command is logged once and shown. The edits of an organization (its webhook, its RCS
// channel, a sender retired) follow, in tenantEditScenario.
import { expect, it } from 'vitest';
import { heldWithin, sendOne } from './operatorRequests';
import { tenantEditScenario, type EditedServers } from './tenantEditScenario';
import { tenantsCommand, tenantsJson } from './tenantsCommand';

/** Where the scenario runs: the running instances (one, or a fleet), and how to read what they keep. */
export interface OperatorSetting extends EditedServers {
  /** Everything the store holds, as text (the database files, or every Redis value). */
  storeText(): Promise<string>;
}

const ORG = '5e0c6d2b-8a41-4f3e-9b7d-1c2e3f405162';
const SENDER = 'onboarded_agent';

/** Sends one message of the organization to `url` with `key`; resolves to the status. */
const send = async (url: string, key: string): Promise<number> => (await sendOne(url, key, ORG, SENDER)).status;

/** Polls the status lookup of `url`'s server with `key` until it answers 401; resolves to the milliseconds that took, or Infinity past `deadlineMs`. */
function refusedWithin(url: string, key: string, deadlineMs: number): Promise<number> {
  const lookup = new URL('/v1.2/rcs/messages/00000000-0000-4000-8000-000000000000', url); // 404 while the key authenticates
  return heldWithin(async () => {
    const response = await fetch(lookup, { headers: { authorization: `Bearer ${key}` } });
    await response.arrayBuffer();
    return response.status === 401;
  }, deadlineMs);
}

/** Registers the scenario on `setting`. */
export function operatorScenario(setting: OperatorSetting): void {
  it('should let an operator onboard, top up, revoke and read usage while the servers run, no key ever in clear', async () => {
    const run = (args: readonly string[]) => tenantsJson(args, setting.cwd(), setting.env());
    const [first, second = first] = setting.urls() as [string, string?];

    await run(['add-org', '--id', ORG, '--balance', '1']);
    await run(['add-sender', '--org', ORG, '--sender', SENDER, '--use-case', 'OTP']);
    const { key, prefix } = await run(['add-key', '--principal', 'onboarded', '--org', ORG, '--label', 'scenario']);
    expect(key).toMatch(/^rcs_live_[0-9a-f]{8}_[\w-]{43}$/);

    expect(await send(first, key as string)).toBe(202); // at once: no restart, no wait
    expect(await send(second, key as string)).toBe(402); // the one unit is spent, on every instance
    const topUp = await run(['top-up', '--org', ORG, '--amount', '2', '--reason', 'invoice 7']);
    expect(topUp['balance']).toBe(2);
    expect(await send(second, key as string)).toBe(202);
    expect(await send(first, key as string)).toBe(202);

    await run(['revoke-key', prefix as string]);
    const waits = await Promise.all([first, second].map((url) => refusedWithin(url, key as string, 1000)));
    for (const wait of waits) expect(wait).toBeLessThan(1000); // on every instance within a second
    for (const url of [first, second]) expect(await send(url, key as string)).toBe(401);

    const today = new Date().toISOString().slice(0, 10);
    const usage = await run(['usage', '--org', ORG, '--from', today, '--to', today]);
    expect(usage['days']).toEqual([{ day: today, accepted: 3, rejected: 1, sent: 0, delivered: 0, failed: 0, expired: 0, smsFallbacks: 0, smsSegments: 0 }]);

    const show = await tenantsCommand(['show', '--org', ORG], setting.cwd(), setting.env());
    expect(show.stdout).toContain(`${prefix as string}  onboarded  revoked`);
    expect(show.stdout).toContain('balance 0');
    for (const text of [show.stdout, show.stderr, await setting.storeText(), setting.logs()]) expect(text).not.toContain(key);
  }, 60_000);

  it("should set an organization's SMS fallback and turn one sender's off, log each change once, show both, and refuse a bad one", async () => {
    const organizationId = '7a2c4e6f-1b3d-4f5a-8c7e-9d0b1a2c3e4f';
    const run = (args: readonly string[]) => tenantsJson(args, setting.cwd(), setting.env());
    await run(['add-org', '--id', organizationId]);
    await run(['add-sender', '--org', organizationId, '--sender', SENDER]);
    const on = await tenantsCommand(['set-fallback', '--org', organizationId, '--sms-sender', 'ACME', '--json'], setting.cwd(), setting.env());
    const policy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 };
    expect(JSON.parse(on.stdout)).toEqual({ organizationId, sender: null, smsFallback: policy, applies: policy });
    expect(on.stderr.trim().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ event: 'tenant-change', change: 'set-fallback', organizationId, sender: null, smsFallback: 'on', smsSender: 'ACME', triggers: 'NOT_RCS_CAPABLE,REVOKED', maxSegments: 6 })]);
    expect(await run(['set-fallback', '--org', organizationId, '--sender', SENDER, '--off'])).toMatchObject({ applies: { ...policy, enabled: false } });
    expect(await run(['show', '--org', organizationId])).toMatchObject({ smsFallback: policy, senders: [{ id: SENDER, smsFallback: { ...policy, enabled: false } }] });
    const cases: [readonly string[], number, string][] = [
      [['--sms-sender', 'ACME_SENDERS'], 2, '--sms-sender must be'],
      [['--sms-sender', 'ACME', '--max-segments', '0'], 2, '--max-segments must be an integer from 1 to 255'],
      [['--sender', 'nobody', '--sms-sender', 'ACME'], 1, `no sender nobody in organization ${organizationId}`],
    ];
    for (const [args, code, message] of cases) {
      const result = await tenantsCommand(['set-fallback', '--org', organizationId, ...args], setting.cwd(), setting.env());
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code, stderr: expect.stringContaining(message) as string });
    }
  }, 60_000);

  it('should refuse bad input with one line and exit 2, and what the store refuses with exit 1', async () => {
    const cases: [readonly string[], number, string][] = [
      [['add-sender', '--org', 'not-a-uuid', '--sender', 'x'], 2, '--org must be a UUID'],
      [['top-up', '--org', ORG, '--amount=-5'], 2, '--amount must be an integer from 1'],
      [['top-up', '--org', '6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273', '--amount', '5'], 1, 'no organization 6f1d7e3c-9b52-4a4f-8c8e-2d3f4a516273'],
      [['revoke-key', 'rcs_live_00000000'], 1, 'no active key matches'],
    ];
    for (const [args, code, message] of cases) {
      const result = await tenantsCommand(args, setting.cwd(), setting.env());
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code, stderr: expect.stringContaining(message) as string });
    }
  }, 60_000);

  tenantEditScenario(setting);
}

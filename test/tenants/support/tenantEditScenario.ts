// The operator's edits of an organization against running servers (part of the operator
// scenario): `set-rcs --off` makes its next send answer what an organization created without the
// RCS channel gets, `--on` restores it; `remove-sender` makes the next send from that sender
// answer SENDER_NOT_CONFIGURED; each on every instance within a second. `set-webhook` to a local
// receiver makes the next state change (a cancel) arrive there signed with the secret it printed
// once, and with the new one once set again; no secret in its log line, `show` or the servers' logs.
import { Webhook } from 'standardwebhooks';
import { expect, it } from 'vitest';
import { startWebhookReceiver, waitFor } from '../../delivery/support/webhookReceiver';
import { cancelOne, heldWithin, sendOne, type SendAnswer } from './operatorRequests';
import { tenantsCommand, tenantsJson } from './tenantsCommand';

/** The running servers the edits are made beside. */
export interface EditedServers {
  /** Send URLs of the instances (one, or a fleet). */
  urls(): readonly string[];
  /** The working directory and environment of the servers, for the command. */
  readonly cwd: () => string;
  readonly env: () => Record<string, string>;
  /** Everything the servers logged so far. */
  logs(): string;
}

const EDITED = '9c4e2a1b-3d5f-4a6b-8c7d-0e1f2a3b4c5d';
const CHANNEL_LESS = '2f8a6c4e-0b1d-4e3f-9a5b-7c6d8e9f0a1b';
const HOOKED = '4d6f8a0c-2e1b-4c3d-8e5f-6a7b8c9d0e1f';
const SENDER = 'edited_agent';
const RETIRED = 'retired_agent';
/** What a running server promises for a change of the tenants: it counts within a second. */
const SECOND_MS = 1000;
/** The wait for the servers to reread a change, a little past their one-second guarantee. */
const REREAD_MS = SECOND_MS + 250;

/** The part of an answer the edits are about: the status and the error code. */
const verdictOf = ({ status, code }: SendAnswer): { status: number; code: string | undefined } => ({ status, code });

/** Registers the scenario of the edits on `setting`. */
export function tenantEditScenario(setting: EditedServers): void {
  const run = (args: readonly string[]): Promise<Record<string, unknown>> => tenantsJson(args, setting.cwd(), setting.env());
  /** An organization with the senders `senders` and a key of principal `principal`; resolves to the key. */
  const onboarded = async (organizationId: string, senders: readonly string[], principal: string, options: readonly string[] = []): Promise<string> => {
    await run(['add-org', '--id', organizationId, '--balance', '100', ...options]);
    for (const sender of senders) await run(['add-sender', '--org', organizationId, '--sender', sender]);
    return String((await run(['add-key', '--principal', principal, '--org', organizationId]))['key']);
  };

  it("should turn an organization's RCS channel off and on, and retire one of its senders, on every instance within a second", async () => {
    const urls = setting.urls();
    const key = await onboarded(EDITED, [SENDER, RETIRED], 'editor');
    await onboarded(CHANNEL_LESS, [SENDER], 'editor', ['--no-rcs']); // the same principal: a member of both
    const channelLess = verdictOf(await sendOne(urls[0] as string, key, CHANNEL_LESS, SENDER));
    expect(channelLess).toEqual({ status: 403, code: 'RCS_CHANNEL_NOT_ENABLED' });
    /** How long until every instance answers a send from `from` as `holds` says, each. */
    const answersWithin = (from: string, holds: (answer: SendAnswer) => boolean): Promise<number[]> => Promise.all(urls.map((url) => heldWithin(async () => holds(await sendOne(url, key, EDITED, from)), SECOND_MS)));

    expect(await run(['set-rcs', '--org', EDITED, '--off'])).toEqual({ organizationId: EDITED, rcsChannel: false });
    for (const wait of await answersWithin(SENDER, (answer) => answer.status === channelLess.status && answer.code === channelLess.code)) expect(wait).toBeLessThan(SECOND_MS);
    await run(['set-rcs', '--org', EDITED, '--on']);
    for (const wait of await answersWithin(SENDER, (answer) => answer.status === 202)) expect(wait).toBeLessThan(SECOND_MS);

    expect(verdictOf(await sendOne(urls[0] as string, key, EDITED, RETIRED))).toEqual({ status: 202, code: undefined });
    expect(await run(['remove-sender', '--org', EDITED, '--sender', RETIRED])).toEqual({ organizationId: EDITED, sender: RETIRED, smsFallbackRemoved: null });
    for (const wait of await answersWithin(RETIRED, (answer) => answer.status === 400 && answer.code === 'SENDER_NOT_CONFIGURED')) expect(wait).toBeLessThan(SECOND_MS);
    for (const url of urls) expect(verdictOf(await sendOne(url, key, EDITED, SENDER))).toEqual({ status: 202, code: undefined });
    const again = await tenantsCommand(['remove-sender', '--org', EDITED, '--sender', RETIRED], setting.cwd(), setting.env());
    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 1, stderr: expect.stringContaining(`no sender ${RETIRED} in organization ${EDITED}`) as string });
  }, 60_000);

  it('should send the next state change to a webhook set with the command, signed with the secret it printed once, and with the new one beside the old once set again (a rotation)', async () => {
    let trusted = '';
    const receiver = await startWebhookReceiver(() => trusted);
    try {
      const [first, second = first] = setting.urls() as [string, string?];
      const key = await onboarded(HOOKED, [SENDER], 'hooked');
      /** Sends a message on the first instance, cancels it on the second: its CANCELLED state is the change notified. */
      const cancelledEvent = async () => {
        const { id } = await sendOne(first, key, HOOKED, SENDER);
        expect(await cancelOne(second, key, id as string)).toBe(200);
        await waitFor(() => receiver.received.some((request) => request.payload?.data['id'] === id), 5000);
        return receiver.received.find((request) => request.payload?.data['id'] === id);
      };
      const secrets: string[] = [];
      for (const round of [1, 2]) {
        const set = await tenantsCommand(['set-webhook', '--org', HOOKED, '--url', receiver.url, '--json'], setting.cwd(), setting.env());
        const { secret } = JSON.parse(set.stdout) as { secret: string };
        expect(JSON.parse(set.stderr) as unknown).toMatchObject({ event: 'tenant-change', change: 'set-webhook', organizationId: HOOKED, webhook: receiver.url, secretFrom: 'generated' });
        expect(set.stderr).not.toContain(secret.slice('whsec_'.length));
        secrets.push(secret);
        trusted = secret;
        await new Promise((resolve) => setTimeout(resolve, REREAD_MS));
        const event = await cancelledEvent();
        expect(event?.payload).toMatchObject({ type: 'message.status', data: { state: 'CANCELLED' } });
        if (round === 2) {
          // a new secret at the same URL is a rotation: the old one still signs beside it for a day, so a receiver still on it misses nothing
          expect(String(event?.headers['webhook-signature']).split(' ')).toHaveLength(2);
          expect(() => new Webhook(secrets[0] as string).verify(event?.body ?? '', event?.headers as Record<string, string>)).not.toThrow();
        }
      }
      expect(secrets[1]).not.toBe(secrets[0]);
      await run(['set-webhook', '--org', HOOKED, '--off']);
      const shown = await tenantsCommand(['show', '--org', HOOKED], setting.cwd(), setting.env());
      expect(shown.stdout).toContain('webhook: none');
      for (const text of [shown.stdout, setting.logs()]) for (const secret of secrets) expect(text).not.toContain(secret.slice('whsec_'.length));
    } finally {
      await receiver.close();
    }
  }, 60_000);
}

// The reference server restarted on its database: what it spent stays spent (a configured
// balance is a starting value, written once), and an Idempotency-Key completed before the
// restart replays its response after it, charging nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RunningServer } from '@rcs-send/server';
import { post } from './support/client';
import { API_KEY, ORG_ID, SENDER, request, textMessage } from './support/fixtures';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-restart-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The test tenant with `balance` configured, on a free port, keeping its messages in `database`. */
function serve(database: string, balance: number): Promise<RunningServer> {
  const { config } = loadServerConfig({ env: {} });
  const tenant = { apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance }] };
  return startServer({ config: { ...config, ...tenant, port: 0, database, rateLimit: null }, playground: false, log: () => undefined });
}

describe('the reference server, restarted on its database', () => {
  it('should keep the balance spent (a larger configured balance refills nothing) and replay a completed Idempotency-Key without charging it again', async () => {
    const database = join(directory, 'rcs-send.db');
    const first = await serve(database, 3);
    const order = { headers: { 'idempotency-key': 'order-42' } };
    const sent = await post(first.url, request([textMessage(1), textMessage(2)]), order);
    expect(sent.status).toBe(202);
    await first.close();

    const second = await serve(database, 1000); // a configured balance is where the database has none
    try {
      const retry = await post(second.url, request([textMessage(1), textMessage(2)]), order);
      expect(retry.status).toBe(202);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(sent.body);
      const lookup = await post(second.url.replace('/send', `/messages/${sent.body.messages[0].id}`), undefined, { method: 'GET' });
      expect(lookup.body).toMatchObject({ id: sent.body.messages[0].id, state: 'ACCEPTED' });

      expect((await post(second.url, request([textMessage(3), textMessage(4)]))).status).toBe(402); // 1 unit left of 3: the retry took none
      expect((await post(second.url, request([textMessage(3)]))).status).toBe(202);
      const empty = await post(second.url, request([textMessage(4)]));
      expect(empty.status).toBe(402);
      expect(empty.body.error.code).toBe('INSUFFICIENT_BALANCE');
    } finally {
      await second.close();
    }
  });
});

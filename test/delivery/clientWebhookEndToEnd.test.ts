// The main job end to end on loopback, as `pnpm start` runs it with a client webhook: a message
// accepted by the server bin goes through the RBM emulator, and the organization's webhook
// receives SENT, DELIVERED and READ for it, then the user's tap on a suggestion with its
// postbackData, each signed in the Standard Webhooks scheme and verified by the library.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_BIN } from '../support/builtBins';

const repo = join(import.meta.dirname, '..', '..');
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

interface Received { readonly id: string; readonly payload: { type: string; data: Record<string, unknown> } }
const received: Received[] = [];
const refused: string[] = [];
let receiver: Server;
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-webhook-e2e-'));
  const verifier = new Webhook(SECRET);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = verifier.verify(body, request.headers as Record<string, string>) as Received['payload'];
        received.push({ id: String(request.headers['webhook-id']), payload });
        response.writeHead(204).end();
      } catch (error) {
        refused.push((error as Error).message);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

describe('the server bin with a client webhook', () => {
  it('should tell the webhook SENT, DELIVERED and READ for an accepted message, then the reply with its postbackData', async () => {
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/rcs`;
    const env = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db'), RCS_SEND_WEBHOOK_URL: webhookUrl, RCS_SEND_WEBHOOK_SECRET: SECRET, NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let banner = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          banner += chunk.toString();
          if (/-d '.*'\n/.test(banner)) resolve();
        });
        void exited.then(() => reject(new Error(`exited early: ${banner}`)));
      });
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/send)/.exec(banner)?.[1] ?? '';
      const key = /API key:\s+(\S+)/.exec(banner)?.[1] ?? '';
      const emulator = /the RBM emulator at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(banner)?.[1] ?? '';
      const adminToken = /admin routes take -H "Authorization: Bearer ([^"\s]+)"/.exec(banner)?.[1] ?? '';
      const body = /-d '(.*)'\n/.exec(banner)?.[1] ?? '';
      expect(banner).not.toContain(SECRET); // a secret it was given is not printed

      const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(202);
      const { messages } = (await answer.json()) as { messages: { id: string }[] };
      const id = messages[0]?.id;
      const states = (): unknown[] => received.filter((event) => event.payload.type === 'message.status' && event.payload.data['id'] === id).map((event) => event.payload.data['state']);
      await vi.waitFor(() => expect(states()).toEqual(['SENT', 'DELIVERED', 'READ']), { timeout: 15_000, interval: 50 });
      const read = received.find((event) => event.payload.data['state'] === 'READ');
      expect((read?.payload.data['history'] as { state: string }[]).map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', 'DELIVERED', 'READ']);

      const sender = (JSON.parse(body) as { messages: { from: string }[] }).messages[0]?.from ?? '';
      const tapped = await fetch(`${emulator}_emulator/reply`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ agentId: sender, from: '+351912345678', text: 'Track it', postbackData: 'track_parcel' }) });
      expect(tapped.status).toBe(200);
      expect((await fetch(`${emulator}_emulator/reply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401); // no token, no injected reply
      await vi.waitFor(() => expect(received.filter((event) => event.payload.type === 'message.reply')).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(received.find((event) => event.payload.type === 'message.reply')?.payload.data).toMatchObject({ from: '+351912345678', to: sender, postbackData: 'track_parcel', text: 'Track it' });
      expect(new Set(received.map((event) => event.id)).size).toBe(received.length); // one webhook-id per event
      expect(refused).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 60_000);
});

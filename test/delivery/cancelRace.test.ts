// A cancel racing the worker's handover, on the server as shipped (its bin, the RBM emulator it
// starts): each send is held at the emulator for a while and a DELETE comes at a different moment
// of each, before, during and after the handover. No message the emulator took is ever reported
// CANCELLED "never handed over": a cancel during the handover waits for it and withdraws what the
// platform took, and what the phone then reports is recorded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageStatusBody } from '@rcs-send/service';
import { waitUntil } from '../support/waitUntil';
import { startServerBin, type ServerProcess } from './support/serverBin';

const API_KEY = 'rcs_race_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const ORG_ID = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SENDER = 'acme_agent';
const MESSAGES = 40;
const HELD_MS = 400; // how long the emulator holds each send before it takes it

let directory: string;
let server: ServerProcess;
let emulator: { url: string; token: string };
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-cancel-race-'));
  server = await startServerBin({
    RCS_SEND_PORT: '0',
    RCS_SEND_DB: join(directory, 'rcs-send.db'),
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_ORGANIZATION_ID: ORG_ID,
    RCS_SEND_SENDER: SENDER,
    RCS_SEND_BALANCE: '1000',
    RCS_SEND_RATE_LIMIT: '0',
    RCS_SEND_SMS: 'off',
    RCS_SEND_PLAYGROUND: 'off',
    RCS_SEND_DELIVERY: 'emulator',
  });
  const banner = server.banner();
  const url = /the RBM emulator at (http:\/\/\S+?\/)[\s(]/.exec(banner)?.[1];
  const token = /Authorization: Bearer ([\w-]+)/.exec(banner)?.[1];
  if (url === undefined || token === undefined) throw new Error(`no emulator in the banner: ${banner}`);
  emulator = { url, token };
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(directory, { recursive: true, force: true });
});

/** Calls an admin route of the server's emulator. */
async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(`_emulator/${path}`, emulator.url), { method, headers: { authorization: `Bearer ${emulator.token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  expect(response.status).toBe(200);
  return response.json();
}

/** Sends message `n` to its own online number; its id. */
async function send(n: number): Promise<string> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: JSON.stringify({ organizationId: ORG_ID, messages: [{ to: `+3519123${String(n).padStart(5, '0')}`, from: SENDER, contentMessage: { text: `Your code is ${n}` } }] }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { messages: Array<{ id: string }> }).messages[0]!.id;
}

/** GET or DELETE of message `id`: the status and the body. */
async function message(id: string, method: 'GET' | 'DELETE'): Promise<{ status: number; body: MessageStatusBody }> {
  const response = await fetch(new URL(`/v1.2/rcs/messages/${id}`, server.url), { method, headers: { authorization: `Bearer ${API_KEY}` } });
  return { status: response.status, body: (await response.json()) as MessageStatusBody };
}

/** Cancels `id` as a client does: again after a 503 (its Retry-After), until answered otherwise. */
async function cancel(id: string): Promise<{ status: number; body: MessageStatusBody }> {
  let answer = await message(id, 'DELETE');
  for (let tries = 0; answer.status === 503 && tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    answer = await message(id, 'DELETE');
  }
  return answer;
}

const states = (body: MessageStatusBody): string[] => body.history.map((step) => step.state);

describe('a cancel racing the handover, on the server bin', () => {
  it('should never answer or record CANCELLED "never handed over" for a message the emulator took, and record what the phone reports after', async () => {
    await admin('POST', 'faults', { kind: 'slow', delayMs: HELD_MS, count: MESSAGES });
    const raced = await Promise.all(
      Array.from({ length: MESSAGES }, async (_, n) => {
        const id = await send(n);
        await new Promise((resolve) => setTimeout(resolve, (n * 37) % (HELD_MS + 300))); // from at once to after the emulator answered
        return { id, cancelled: await cancel(id) };
      }),
    );
    const received = new Set(((await admin('GET', 'received')) as { received: Array<{ messageId: string }> }).received.map((taken) => taken.messageId));

    for (const { id, cancelled } of raced) {
      expect([200, 409], JSON.stringify(cancelled)).toContain(cancelled.status);
      if (received.has(id)) expect(states(cancelled.body), `${id}: the emulator took it`).toContain('SENT');
      if (cancelled.status === 200 && !states(cancelled.body).includes('SENT')) expect(received.has(id), `${id} was cancelled before its handover`).toBe(false);
    }
    // What the phone reports later is recorded: a message the withdrawal did not reach ends READ.
    await waitUntil('every message to reach its last state (CANCELLED, or READ once the phone reported it)', 30_000, async () => {
      const bodies = await Promise.all(raced.map(({ id }) => message(id, 'GET')));
      return bodies.every(({ body }) => body.state === 'CANCELLED' || body.state === 'READ');
    });
    const finals = await Promise.all(raced.map(async ({ id, cancelled }) => ({ id, cancelled, final: (await message(id, 'GET')).body })));
    for (const { id, cancelled, final } of finals) {
      if (cancelled.status === 409) expect(states(final), `${id}: already delivered when cancelled`).toEqual(['ACCEPTED', 'SENT', 'DELIVERED', 'READ']);
      if (received.has(id)) expect(states(final)).toContain('SENT');
      else expect(states(final)).toEqual(['ACCEPTED', 'CANCELLED']);
    }
    // The race was run: some cancels came before the handover, some during it, some after the platform took the message.
    expect(finals.some(({ final }) => states(final).join() === 'ACCEPTED,CANCELLED')).toBe(true);
    expect(finals.some(({ id }) => received.has(id))).toBe(true);
  }, 120_000);
});

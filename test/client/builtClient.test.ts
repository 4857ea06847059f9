// The built @rcs-send/client, loaded from outside as a consumer would (no source condition): its
// ESM and CommonJS entry points verify a signed webhook, and neither imports anything: no
// workspace package, no Node module, so no server code reaches a consumer's bundle.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const dist = join(repo, 'packages', 'client', 'dist');

const program = (load: string): string => `${load}
const { createHmac } = require('node:crypto');
const key = Buffer.alloc(32, 3);
const body = JSON.stringify({ type: 'message.status', timestamp: '2026-01-15T09:00:00.000Z', data: { id: 'm1', state: 'SENT' } });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = 'v1,' + createHmac('sha256', key).update('msg_1.' + timestamp + '.' + body).digest('base64');
client.createWebhookVerifier('whsec_' + key.toString('base64'))
  .verify(body, { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': signature })
  .then((webhook) => console.log(JSON.stringify({ id: webhook.id, type: webhook.payload.type, client: typeof client.createRcsSendClient, error: new client.RcsSendError(503, undefined, 2).retryAfterSeconds })));`;

/** Runs `source` in a fresh node process at the repository root, without the source condition. */
const run = (args: string[], source: string): unknown => JSON.parse(execFileSync(process.execPath, [...args, '-e', source], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } }));
const expected = { id: 'msg_1', type: 'message.status', client: 'function', error: 2 };

describe('the built @rcs-send/client', () => {
  it('should verify a signed webhook through its ESM entry point', () => {
    expect(run(['--input-type=module'], program(`import { createRequire } from 'node:module'; const require = createRequire(import.meta.url); const client = await import('@rcs-send/client');`))).toEqual(expected);
  });

  it('should verify a signed webhook through its CommonJS entry point', () => {
    expect(run([], program(`const client = require('@rcs-send/client');`))).toEqual(expected);
  });

  it('should import nothing at all, in either format', () => {
    const esm = readFileSync(join(dist, 'index.js'), 'utf8');
    const cjs = readFileSync(join(dist, 'index.cjs'), 'utf8');
    expect(esm.match(/^\s*import\s|\bimport\(|\brequire\(/gm)).toBeNull();
    expect(cjs.match(/\brequire\(/g)).toBeNull();
  });
});

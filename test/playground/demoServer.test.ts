// The playground as `pnpm start` serves it (the server bin with its demo tenant, the built page):
// at 1280x900 the Send panel is in view beside the editor, the page names the server's demo
// tenant, and its loaded request sent with the key the banner printed is answered 202.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BIN } from '../support/builtBins';
import { SCREENSHOTS } from './support';

const repo = join(import.meta.dirname, '..', '..');
const CHROMIUM = '/usr/bin/chromium';
const DEMO_ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';

let directory: string;
let server: ChildProcess;
let banner = '';
let browser: Browser;
beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install it (apt-get install -y --no-install-recommends chromium); .ci/run does`);
  if (!existsSync(join(repo, 'packages', 'playground', 'dist', 'index.html'))) throw new Error('packages/playground/dist is missing: run `pnpm build` before these tests');
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-playground-demo-'));
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))), NODE_OPTIONS: '', RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db') };
  server = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/-d '.*'\n/.test(banner)) resolve();
    });
    server.once('exit', () => reject(new Error(`the server stopped: ${banner}`)));
  });
  browser = await chromium.launch({ executablePath: CHROMIUM });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await rm(directory, { recursive: true, force: true });
});

describe('the playground of pnpm start', () => {
  it('should show Send in view at 1280x900, name the demo tenant, and get 202 for its loaded request with the printed key', async () => {
    const url = /playground:\s+(\S+)/.exec(banner)?.[1] ?? '';
    const key = /API key:\s+(\S+)/.exec(banner)?.[1] ?? '';
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.locator('#issue-list[data-revision]').waitFor({ state: 'attached' });
    const send = await page.locator('#send').boundingBox();
    expect(send).not.toBeNull();
    expect(send!.y + send!.height).toBeLessThanOrEqual(900); // in view without scrolling
    expect(await page.locator('#send').isVisible()).toBe(true);
    expect(await page.locator('#send-tenant').textContent()).toContain(`organization ${DEMO_ORGANIZATION} and sender demo_agent`);
    const loaded = JSON.parse(await page.evaluate(() => document.querySelector('.cm-content')?.textContent ?? '')) as { organizationId: string; messages: { from: string }[] };
    expect([loaded.organizationId, [...new Set(loaded.messages.map((message) => message.from))]]).toEqual([DEMO_ORGANIZATION, ['demo_agent']]);
    await page.locator('#api-key').fill(key);
    await page.locator('#send').click();
    await page.locator('#send-status[data-status]').waitFor();
    const shots = join(directory, 'shots');
    await mkdir(shots, { recursive: true });
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const folder of [shots, SCREENSHOTS]) await page.screenshot({ path: join(folder, 'demo-send-1280x900.png') });
    expect(await page.locator('#send-status').textContent()).toBe('HTTP 202: every message accepted');
    expect(JSON.parse((await page.locator('#send-answer').textContent()) ?? '')).toMatchObject({ error: null, messages: [{ index: 0, status: 'ACCEPTED' }] });
  }, 60_000);
});

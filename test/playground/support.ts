// Shared set-up of the browser tests: Debian's chromium driven by playwright-core, and the
// reference server (started in-process, with a scratch database) serving the built playground.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type EmulatorRecipient } from '@rcs-send/rbm-emulator';
import { chromium, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { loadServerConfig, startServer } from '@rcs-send/server';

/** Debian's chromium; Playwright's own browser download is not used. */
const CHROMIUM = '/usr/bin/chromium';
/** The built playground the server must find. */
const PLAYGROUND_DIST = fileURLToPath(new URL('../../packages/playground/dist/index.html', import.meta.url));
/** Where the tests write their screenshots (gitignored). */
export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The API key of the test tenant. */
export const API_KEY = 'rcs_test_playground_key_0123456789';
/** The organization and senders of the shipped examples, so that they can be sent as they are. */
export const EXAMPLE_ORGANIZATION = '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04';
const EXAMPLE_SENDERS = ['acme-notifications', 'acme-store', 'acme-travel'];

/** A running server and browser, and how to stop both. */
export interface PlaygroundRig {
  /** The playground's URL. */
  readonly url: string;
  /** A new page at the playground, loaded and first validated, at a window size. */
  open(viewport?: { width: number; height: number }): Promise<Page>;
  /** Stops the browser and the server, removes the database. */
  close(): Promise<void>;
}

/** Options of the rig. */
export interface PlaygroundRigOptions {
  /** Whether the server delivers, to an RBM emulator of its own (a preflight then predicts RCS); else it only queues. */
  readonly delivering?: boolean;
  /** How the emulator answers some numbers (`+E164`), when delivering: e.g. a device without some features. */
  readonly recipients?: Readonly<Record<string, EmulatorRecipient>>;
}

/** Starts the server and chromium; fails loudly (never skips) when chromium or the build is missing. */
async function startPlaygroundRig(options: PlaygroundRigOptions): Promise<PlaygroundRig> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install it (apt-get install -y --no-install-recommends chromium); .ci/run does`);
  if (!existsSync(PLAYGROUND_DIST)) throw new Error('packages/playground/dist is missing: run `pnpm build` before these tests');
  const directory = await mkdtemp(join(tmpdir(), 'rcs-send-playground-browser-'));
  const { config } = loadServerConfig({ env: {} });
  const emulator = options.delivering === true ? await startRbmEmulator({ ...(options.recipients === undefined ? {} : { recipients: options.recipients }) }) : undefined;
  const server = await startServer({
    config: {
      ...config,
      port: 0,
      database: join(directory, 'rcs-send.db'),
      rateLimit: null,
      apiKeys: [{ apiKey: API_KEY, principalId: 'tester' }],
      organizations: [{ id: EXAMPLE_ORGANIZATION, members: ['tester'], senders: EXAMPLE_SENDERS, balance: 1000 }],
    },
    log: () => undefined,
    ...(emulator === undefined ? {} : { delivery: { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test') } }),
  });
  const url = server.playgroundUrl;
  if (url === undefined) {
    await server.close();
    await emulator?.close();
    throw new Error('the server found no built playground: run `pnpm build` before these tests');
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  await mkdir(SCREENSHOTS, { recursive: true });
  return {
    url,
    async open(viewport = { width: 1400, height: 1000 }) {
      const page = await browser.newPage({ viewport });
      await page.goto(url);
      await page.locator('#issue-list[data-revision]').waitFor({ state: 'attached' });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      await emulator?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The rig of one test file, started by its first test and stopped after its last. Every test
 * awaits it, so a missing chromium or build fails each test with the reason (none is skipped).
 */
export function usePlaygroundRig(options: PlaygroundRigOptions = {}): () => Promise<PlaygroundRig> {
  let started: Promise<PlaygroundRig> | undefined;
  afterAll(async () => {
    const rig = await started?.catch(() => undefined);
    await rig?.close();
  });
  return () => (started ??= startPlaygroundRig(options));
}

/** One page of the file's rig (at a window size), opened by the first test that asks and shared by the next ones. */
export function useSharedPage(rig: () => Promise<PlaygroundRig>, viewport?: { width: number; height: number }): () => Promise<Page> {
  let page: Promise<Page> | undefined;
  return () => (page ??= rig().then((started) => started.open(viewport)));
}
